// Every kind of page besides `/` (a11y.spec.ts walks that one) by Tab and Shift+Tab alone, at the
// project's width: WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11 and 2.5.8.
import { test, expect, hydrated } from './fixtures'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'

interface Stop {
  /** The focused element, `#<its place among the page's tab stops> <tag> "<name>"`, or `body`. */
  focused: string
  /** The stop after (or before) the one focus left, in the page as it is now. */
  expected: string
  isFirst: boolean
  isLast: boolean
  hasRing: boolean
  /** The focused control's smaller side in CSS px, or null for a link inside a sentence (exempt). */
  targetSize: number | null
  /** What covers part of the focused control once scrolling has settled, if anything does. */
  coveredBy: string | null
}

interface KeyboardProbe {
  stopCount: () => number
  step: (direction: 'forward' | 'back') => Promise<Stop>
}

declare global {
  interface Window {
    keyboardProbe: KeyboardProbe
  }
}

/**
 * Runs in the page before its own scripts. The page's tab stops are read afresh at each step, so
 * a section that hydrates or a slideshow that moves its one tab stop is followed as it changes.
 */
function installKeyboardProbe() {
  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]'
  const isShown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]')
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'

  /** The elements Tab (or Shift+Tab, `back`) stops at, in document order, as Chromium picks them. */
  function stops(direction: 'forward' | 'back' = 'forward'): Element[] {
    const candidates = new Set(
      [...document.querySelectorAll(FOCUSABLE)].filter(
        (element) =>
          (element as HTMLElement).tabIndex >= 0 && !element.matches(':disabled') && isShown(element),
      ),
    )
    const found: Element[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement
      if (candidates.has(element)) {
        // Of a group of native radios, Tab stops at the checked one only; with none checked, at
        // the first going forward and the last going back.
        if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
          const group = [...document.getElementsByName(element.name)].filter(
            (other) => other instanceof HTMLInputElement && other.form === element.form,
          ) as HTMLInputElement[]
          const entry = direction === 'back' ? group.at(-1) : group[0]
          if (group.some((radio) => radio.checked) ? !element.checked : element !== entry) continue
        }
        found.push(element)
        continue
      }
      // Chromium stops at a scroller that holds nothing focusable, so that its keys can scroll it.
      const overflows =
        element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth
      if (!overflows || element === document.scrollingElement) continue
      const style = getComputedStyle(element)
      const scroller =
        (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight) ||
        (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth)
      if (scroller && isShown(element) && ![...candidates].some((inner) => element.contains(inner)))
        found.push(element)
    }
    return found
  }

  const describe = (element: Element | null | undefined, all: Element[]) => {
    if (!element) return 'nothing'
    if (element === document.body) return 'body'
    const label = (element as HTMLInputElement).labels?.[0] ?? element
    const name = (element.getAttribute('aria-label') ?? label.textContent?.trim() ?? '').slice(0, 40)
    const role = element.getAttribute('role')
    return `#${all.indexOf(element)} ${element.localName}${role ? `[role=${role}]` : ''} "${name}"`
  }

  /** The box that shows focus: a visually hidden radio or checkbox draws its ring on its label. */
  const ringed = (element: Element) =>
    (element.matches('input[type="radio"], input[type="checkbox"]') && element.closest('label')) || element

  /** The element at or around `hit` that stays put as the page scrolls, if any. */
  const stuck = (hit: Element) => {
    for (let at: Element | null = hit; at; at = at.parentElement)
      if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at
    return null
  }

  const named = (element: Element) =>
    `<${element.localName} class="${element.className}"> "${(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '').slice(0, 30)}"`

  /**
   * What hides the control, read at nine points inside it: any part of it under a bar that stays
   * put, or the whole of it off screen or under other content (a caption over a picture hides
   * part of it, and a browser scrolls a card only as far as the radio inside it).
   */
  function covering(element: Element): string | null {
    const box = element.getBoundingClientRect()
    let coveredBy = ''
    let hiddenPoints = 0
    for (const across of [0.2, 0.5, 0.8])
      for (const down of [0.2, 0.5, 0.8]) {
        const x = box.left + box.width * across
        const y = box.top + box.height * down
        const onScreen = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight
        const hit = onScreen ? document.elementFromPoint(x, y) : null
        if (hit && (element.contains(hit) || hit.contains(element))) continue
        const bar = hit && stuck(hit)
        if (bar && !bar.contains(element)) return named(bar)
        coveredBy = hit ? named(hit) : 'the edge of the screen'
        hiddenPoints++
      }
    return hiddenPoints === 9 ? coveredBy : null
  }

  let last: Element | null = null
  window.keyboardProbe = {
    stopCount: () => stops().length,
    async step(direction) {
      const element = document.activeElement ?? document.body
      const all = stops(direction)
      // Read from where focus was, by document order: that element may have stopped being a tab
      // stop meanwhile (the slideshow moves its one stop from tab to tab).
      const from = last
      const expected = !from
        ? all[0]
        : direction === 'forward'
          ? all.find((stop) => from.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING)
          : all.findLast((stop) => from.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_PRECEDING)
      last = element
      // A section laid out as focus nears it may move the control: give it frames until the
      // control is clear, or until neither the page nor the control has moved for a few frames.
      const box = ringed(element)
      const position = () => {
        const { left, top } = box.getBoundingClientRect()
        return `${window.scrollX},${window.scrollY},${left},${top}`
      }
      let coveredBy = covering(box)
      for (let still = 0, at = position(); coveredBy && still < 10;) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        still = position() === at ? still + 1 : 0
        at = position()
        coveredBy = covering(box)
      }
      const style = getComputedStyle(box)
      const { width, height } = box.getBoundingClientRect()
      const isInlineLink = box.localName === 'a' && style.display === 'inline' && !!box.closest('p, li')
      return {
        focused: describe(element, all),
        expected: describe(expected, all),
        isFirst: element === all[0],
        isLast: element === all.at(-1),
        hasRing: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        targetSize: isInlineLink ? null : Math.round(Math.min(width, height)),
        coveredBy: element === document.body ? null : coveredBy,
      }
    },
  }
}

test.describe('every kind of page by keyboard, from a fresh load (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11, 2.5.8)', () => {
  // Reduced motion makes focus scroll at once (a smooth scroll can leave the target off screen)
  // and takes the slideshow's pause button away once the timeline hydrates, so the walk waits.
  test.use({ reducedMotion: 'reduce' })

  for (const path of OTHER_PAGE_KINDS) {
    test(`${path}: Tab reaches every control in document order, each ringed, 24 px or more, in view and under no bar that stays put, and Shift+Tab walks back`, async ({
      page,
    }) => {
      await page.addInitScript(installKeyboardProbe)
      await page.goto(path)
      // Tabbing before the page's code has come is the timeline's own test (timeline-keyboard.spec.ts).
      // A phone hydrates an edition's timeline only near it: scroll there, then back to the top.
      await pageHydrated(page)
      const timeline = page.locator('#timeline')
      if (await timeline.count()) {
        await hydrated(timeline)
        await page.evaluate(() => window.scrollTo(0, 0))
      }
      const most = (await page.evaluate(() => window.keyboardProbe.stopCount())) + 20

      const walked: string[] = []
      const faults: string[] = []
      for (let stop: Stop | null = null; !stop?.isLast;) {
        expect(walked.length, `never reached the last stop; walked ${walked.join(' → ')}`).toBeLessThan(most)
        await page.keyboard.press('Tab')
        stop = await page.evaluate(() => window.keyboardProbe.step('forward'))
        walked.push(stop.focused)
        expect(stop.focused, `focus dropped to the page after ${walked.join(' → ')}`).not.toBe('body')
        if (stop.focused !== stop.expected) faults.push(`${stop.focused} where ${stop.expected} comes next`)
        if (!stop.hasRing) faults.push(`${stop.focused} shows no focus ring`)
        if (stop.targetSize !== null && stop.targetSize < 24)
          faults.push(`${stop.focused} is ${stop.targetSize} px, under 24`)
        if (stop.coveredBy) faults.push(`${stop.focused} is covered by ${stop.coveredBy}`)
      }
      expect(walked.length, 'a page with one tab stop walks nothing').toBeGreaterThan(1)
      expect(faults, walked.join(' → ')).toEqual([])

      const walkedBack: string[] = []
      for (let stop: Stop | null = null; !stop?.isFirst;) {
        expect(walkedBack.length, `Shift+Tab is held; walked ${walkedBack.join(' → ')}`).toBeLessThan(most)
        await page.keyboard.press('Shift+Tab')
        stop = await page.evaluate(() => window.keyboardProbe.step('back'))
        walkedBack.push(stop.focused)
        expect(stop.focused, `Shift+Tab after ${walkedBack.join(' → ')}`).toBe(stop.expected)
        // Walking up, the page scrolls controls in at the top, where a sticky bar would be.
        if (stop.coveredBy) faults.push(`${stop.focused}, by Shift+Tab, is covered by ${stop.coveredBy}`)
      }
      expect(faults, walkedBack.join(' → ')).toEqual([])
    })
  }
})
