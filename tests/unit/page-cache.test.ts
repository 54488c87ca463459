import { describe, expect, it, vi } from 'vitest'
import { createPageCache, isPoolable, type RenderedPage } from '~/http/pageCache'

const page = (body: string, status = 200): RenderedPage => ({
  status,
  headers: new Headers({ 'content-type': 'text/html' }),
  body: new Blob([body]),
  scriptHashes: [],
})
const text = (page: RenderedPage | Response) => (page as RenderedPage).body.text()
const tag = async (body: Blob) => `"${await body.text()}"`
const home = new Request('http://example.com/')

describe('landing page pool', () => {
  it('pools only a plain GET or HEAD of /', () => {
    expect(isPoolable(home)).toBe(true)
    expect(isPoolable(new Request('http://example.com/', { method: 'HEAD' }))).toBe(true)
    expect(isPoolable(new Request('http://example.com/?signup=ok'))).toBe(false)
    expect(isPoolable(new Request('http://example.com/no/such/page'))).toBe(false)
    expect(isPoolable(new Request('http://example.com/', { method: 'POST', body: 'x' }))).toBe(false)
  })

  it('renders until the pool holds its budget in bytes, then answers from it without rendering', async () => {
    const body = (n: number) => `<p>${n}é</p>` // 10 bytes in UTF-8, 9 characters
    const cache = createPageCache(tag, 28)
    let renders = 0
    const render = vi.fn(async () => page(body(++renders)))
    for (let i = 0; i < 10; i++) await cache.respond(render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('shows its pages only once full, when they can no longer change', async () => {
    const cache = createPageCache(tag, 28)
    let renders = 0
    const render = async () => page(`<p>${++renders}é</p>`)
    for (let i = 0; i < 2; i++) {
      await cache.respond(render)
      expect(cache.full()).toBeNull()
    }
    await cache.respond(render)
    const full = cache.full()!
    expect(await Promise.all(full.map((pooled) => pooled.body.text()))).toEqual([
      '<p>1é</p>',
      '<p>2é</p>',
      '<p>3é</p>',
    ])
    expect(full.map((pooled) => pooled.etag)).toEqual(['"<p>1é</p>"', '"<p>2é</p>"', '"<p>3é</p>"'])
  })

  it('keeps no render that was under way when the pool filled', async () => {
    const cache = createPageCache(tag, 28)
    let renders = 0
    const render = async () => page(`<p>${++renders}é</p>`)
    await Promise.all(Array.from({ length: 6 }, () => cache.respond(render)))
    expect(renders).toBe(6)
    const full = cache.full()!
    expect(full).toHaveLength(3)
    await Promise.all(Array.from({ length: 6 }, () => cache.respond(render)))
    expect(cache.full()).toEqual(full)
  })

  it('pools a page larger than the whole budget on its own rather than none', async () => {
    const cache = createPageCache(tag, 4)
    const render = vi.fn(async () => page('<p>larger than four bytes</p>'))
    for (let i = 0; i < 3; i++) await cache.respond(render)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('gives every pooled page the tag of its own body, the same each time it is sent', async () => {
    const cache = createPageCache(tag, 1)
    const first = await cache.respond(async () => page('<p>a</p>'))
    const again = await cache.respond(async () => page('<p>b</p>'))
    expect(await text(first)).toBe('<p>a</p>')
    expect(first).toMatchObject({ etag: '"<p>a</p>"' })
    expect(again).toBe(first)
  })

  it('picks a random page from the pool, so visitors get different shuffles', async () => {
    const rolls = [0.1, 0.9]
    const cache = createPageCache(tag, 12, () => rolls.shift() ?? 0)
    let renders = 0
    const render = async () => page(`page ${++renders}`)
    await cache.respond(render)
    await cache.respond(render)
    expect(await text(await cache.respond(render))).toBe('page 1')
    expect(await text(await cache.respond(render))).toBe('page 2')
  })

  it('never pools an error page or an answer that is not a page', async () => {
    const cache = createPageCache(tag, 1)
    const error = vi.fn(async () => page('oops', 500))
    await cache.respond(error)
    await cache.respond(error)
    expect(error).toHaveBeenCalledTimes(2)
    const notPage = vi.fn(async () => new Response('{}'))
    await cache.respond(notPage)
    await cache.respond(notPage)
    expect(notPage).toHaveBeenCalledTimes(2)
  })
})

describe('a visitor revalidating the landing page', () => {
  it('gets the pooled page whose tag they hold, whichever page the pool would pick', async () => {
    let renders = 0
    const cache = createPageCache(tag, 1024, () => 0)
    for (let i = 0; i < 3; i++) await cache.respond(async () => page(`page ${++renders}`))
    const held = await cache.respond(
      async () => page('never rendered'),
      (etag) => etag === '"page 3"',
    )
    expect((held as RenderedPage).etag).toBe('"page 3"')
  })
})
