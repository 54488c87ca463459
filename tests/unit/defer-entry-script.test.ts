import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_WAIT_MS, deferEntryScript, entryLoader, initialScripts } from '~/boot/deferEntryScript'

// The shape TanStack Start renders: preloads in <head>, the entry module at the end of <body>.
const page = [
  '<html><head><link rel="preload" as="image" href="/assets/hero.webp"/>',
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/theme-B.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/routes-C.js" fetchPriority="low"/>',
  '</head><body><img fetchpriority="high" src="/assets/hero.webp"/>',
  '<script type="module" async="" src="/assets/index-A.js"></script>',
  '<script>document.currentScript.remove()</script></body></html>',
].join('')

interface FakeElement {
  tag: string
  rel?: string
  href?: string
  type?: string
  async?: boolean
  src?: string
}

/** Runs the loader against a hand-made document, with frames that advance only when told. */
function runLoader(hero: { complete: boolean } | null) {
  const asked: FakeElement[] = []
  const listeners = new Map<string, () => void>()
  const image = hero && {
    ...hero,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  }
  let frames: Array<() => void> = []
  const document = {
    head: { appendChild: (element: FakeElement) => asked.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? image : null),
  }
  const requestAnimationFrame = (callback: () => void) => frames.push(callback)
  const source = entryLoader('/assets/index-A.js', ['/assets/theme-B.js', '/assets/routes-C.js'])
  new Function('document', 'requestAnimationFrame', source)(document, requestAnimationFrame)
  return {
    asked,
    fire: (type: string) => listeners.get(type)?.(),
    /** Runs one frame, then (unless told not to) the timers it queued and the ones those queue. */
    nextFrame({ runTimers = true } = {}) {
      const due = frames
      frames = []
      for (const callback of due) callback()
      if (runTimers) runZeroDelayTimers()
    },
  }
}

/** Timers queued with no delay. */
function runZeroDelayTimers() {
  vi.advanceTimersByTime(0)
}

describe('the deferred entry script', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('takes the entry module and its preloads out of the page and leaves one inline loader', () => {
    const html = deferEntryScript(page)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<link rel="preload" as="image" href="/assets/hero.webp"/>')
    expect(html).toContain(
      `<script>${entryLoader('/assets/index-A.js', ['/assets/theme-B.js', '/assets/routes-C.js'])}</script>`,
    )
    expect(html).toContain('<script>document.currentScript.remove()</script>')
  })

  it('names the same initial scripts, entry first, before and after the rewrite', () => {
    const scripts = ['/assets/index-A.js', '/assets/theme-B.js', '/assets/routes-C.js']
    expect(initialScripts(page)).toEqual(scripts)
    expect(initialScripts(deferEntryScript(page))).toEqual(scripts)
    expect(initialScripts('<html><body></body></html>')).toEqual([])
  })

  it('fails loudly on a whole page whose entry tag no longer has the shape it rewrites', () => {
    const entryTag = '<script type="module" async="" src="/assets/index-A.js"></script>'
    for (const changed of [
      '<script type="module" src="/assets/index-A.js" async=""></script>',
      '<script type="module" src="/assets/index-A.js"></script>',
      '<script async="" src="/assets/index-A.js"></script>',
    ]) {
      const upgraded = page.replace(entryTag, changed)
      expect(upgraded, 'the fixture really changed').not.toBe(page)
      expect(() => deferEntryScript(upgraded), changed).toThrow(/no entry script tag/)
    }
    expect(() => deferEntryScript('<body><p>no script at all</p>')).toThrow(/no entry script tag/)
  })

  it('leaves anything short of a whole page as it is', () => {
    const fragment = '<p>Not a page</p>'
    expect(deferEntryScript(fragment)).toBe(fragment)
  })

  it('asks for nothing until the hero poster has loaded and two frames have been drawn', () => {
    const loader = runLoader({ complete: false })
    loader.nextFrame()
    expect(loader.asked).toEqual([])
    loader.fire('load')
    loader.nextFrame()
    expect(loader.asked).toEqual([])
    loader.nextFrame()
    expect(loader.asked).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/theme-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/routes-C.js' },
      { tag: 'script', type: 'module', async: true, src: '/assets/index-A.js' },
    ])
  })

  it('treats a hero poster that failed to load as done', () => {
    const loader = runLoader({ complete: false })
    loader.fire('error')
    loader.nextFrame()
    loader.nextFrame()
    expect(loader.asked.map((element) => element.tag)).toEqual(['link', 'link', 'script'])
  })

  it('needs only the two frames when the poster is already loaded, or when the page has none', () => {
    for (const hero of [{ complete: true }, null]) {
      const loader = runLoader(hero)
      loader.nextFrame()
      loader.nextFrame()
      expect(loader.asked).toHaveLength(3)
    }
  })

  it(`asks after ${MAX_WAIT_MS} ms even if the poster never answers or no frame is drawn, and only once`, () => {
    const loader = runLoader({ complete: false })
    vi.advanceTimersByTime(MAX_WAIT_MS - 1)
    expect(loader.asked).toEqual([])
    vi.advanceTimersByTime(1)
    runZeroDelayTimers()
    expect(loader.asked).toHaveLength(3)
    loader.fire('load')
    loader.nextFrame()
    loader.nextFrame()
    expect(loader.asked).toHaveLength(3)
  })
})
