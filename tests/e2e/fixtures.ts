import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test'

export interface ConsoleLog {
  messages: ConsoleMessage[]
  errors: () => string[]
}

/** Every page: the video provider is unreachable (as on this machine), and the console is recorded. */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  page: async ({ page }, use) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
    await use(page)
  },
  consoleLog: async ({ page }, use) => {
    const messages: ConsoleMessage[] = []
    const pageErrors: string[] = []
    page.on('console', (message) => messages.push(message))
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await use({
      messages,
      errors: () => [
        ...pageErrors,
        ...messages
          .filter((m) => m.type() === 'error' || /hydrat|did not match/i.test(m.text()))
          .map((m) => `${m.type()}: ${m.text()}`),
      ],
    })
  },
})

export { expect }

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/**
 * Runs the page's installed clock on, then lets React commit whatever its timers dispatched: it
 * renders them in a scheduler task (a message) after the timer has fired.
 */
export async function runClock(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = resolve
        channel.port2.postMessage(null)
      }),
  )
}

/**
 * Load `/` and wait until the first screen has hydrated. Sections further down, the timeline
 * among them, hydrate as they come near: use `hydrated` (or `gotoTimeline`) before using them.
 */
export async function gotoHome(page: Page, path = '/') {
  await page.goto(path)
  await page.waitForFunction(() => document.readyState === 'complete')
  await hydrated(page.locator('#hero-title'), { scroll: false })
}

/** Load `/` (or `/#step-N`), scroll to the timeline and wait until it has hydrated. */
export async function gotoTimeline(page: Page, path = '/') {
  await gotoHome(page, path)
  await hydrated(page.locator('#timeline'))
}

/** The sections that hydrate apart as they come near, each named by its id (app/routes/index.tsx). */
const HYDRATED_APART = [
  'timeline',
  'projects',
  'highlights',
  'numbers',
  'teams',
  'sponsors',
  'join',
  'footer',
]

/** A highlight filter as a visitor clicks it: its label (the radio inside is visually hidden). */
export const highlightFilter = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Filter highlights' }).getByText(name, { exact: true })

/**
 * The highlight grid follows a filter a moment after the filter answers (useDeferredValue): waits
 * until it shows photos only, that is until no tile names a person.
 */
export const showsPhotosOnly = (page: Page) =>
  expect(page.getByRole('list', { name: 'Highlights' }).locator('strong')).toHaveCount(0)

/**
 * Scrolls `locator` into view (unless told not to) and waits until the page says the part holding
 * it has hydrated. A jump lands by estimated heights of sections not yet laid out, so it scrolls
 * again each time it looks. The page's code waits for the hero poster (up to 3 s) and then loads
 * each section's code as it comes near: a busy CI machine gets more than the usual 7 s.
 */
export async function hydrated(locator: Locator, { scroll = true } = {}) {
  await expect
    .poll(
      async () => {
        if (scroll) await locator.scrollIntoViewIfNeeded()
        return isHydrated(locator)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

/** Whether <html data-hydrated> names the part of the page that holds `locator`. */
export async function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element, apart) => {
    const hydratedParts = (document.documentElement.dataset.hydrated ?? '').split(' ')
    const section = element.closest('section[id]')?.id ?? (element.closest('footer') ? 'footer' : '')
    return hydratedParts.includes(apart.includes(section) ? section : 'page')
  }, HYDRATED_APART)
}

/**
 * Tabs through the items of the sideways scroller `list` and reports each focused control that
 * is not wholly inside the scroller's clip with room for its focus ring (each is given a moment
 * to scroll and snap). Starts from wherever focus is, and stops once focus leaves the list.
 */
export async function tabThroughScroller(page: Page, list: Locator, maxSteps = 60) {
  const reached: string[] = []
  const clipped: string[] = []
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab')
    const inside = await list.evaluate((ul) => ul.contains(document.activeElement))
    if (!inside) {
      if (reached.length) break
      continue
    }
    const measure = () =>
      list.evaluate((ul) => {
        const focused = document.activeElement as HTMLElement
        const style = getComputedStyle(focused)
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
        const rect = focused.getBoundingClientRect()
        const clip = ul.getBoundingClientRect()
        const fits =
          rect.left - ring >= clip.left - 0.5 &&
          rect.right + ring <= clip.right + 0.5 &&
          rect.top - ring >= clip.top - 0.5 &&
          rect.bottom + ring <= clip.bottom + 0.5
        return { name: focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '', fits }
      })
    let focused = await measure()
    const settleBy = Date.now() + 1000
    while (!focused.fits && Date.now() < settleBy) {
      await page.waitForTimeout(50)
      focused = await measure()
    }
    reached.push(focused.name)
    if (!focused.fits) clipped.push(focused.name)
  }
  return { reached, clipped }
}
