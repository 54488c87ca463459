import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'
import { controls } from '@content/controls.ts'
import { signupToasts } from '~/signup/schema'
import { SECTIONS_HYDRATED_APART } from '~/lib/earlyInput'

export interface ConsoleLog {
  messages: ConsoleMessage[]
  errors: () => string[]
}

/** What a page logged from its start: read by `consoleLog` and by a failed hydration wait's message. */
interface PageLog {
  messages: ConsoleMessage[]
  pageErrors: string[]
}
const pageLogs = new WeakMap<Page, PageLog>()

const errorsOf = ({ messages, pageErrors }: PageLog) => [
  ...pageErrors,
  ...messages
    .filter((m) => m.type() === 'error' || /hydrat|did not match/i.test(m.text()))
    .map((m) => `${m.type()}: ${m.text()}`),
]

/** The video provider is unreachable on this machine: its requests fail at once, never leave it. */
export async function blockVideoProvider(page: Page): Promise<void> {
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
}

/** Every page: the video provider is blocked, and the console is recorded. */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  page: async ({ page }, use) => {
    const log: PageLog = { messages: [], pageErrors: [] }
    pageLogs.set(page, log)
    page.on('console', (message) => log.messages.push(message))
    page.on('pageerror', (error) => log.pageErrors.push(error.message))
    await blockVideoProvider(page)
    await use(page)
  },
  consoleLog: async ({ page }, use) => {
    const log = pageLogs.get(page)!
    await use({ messages: log.messages, errors: () => errorsOf(log) })
  },
})

export { expect }

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/** The toasts' landmark, there once a toast has been shown. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: controls.toastRegion })

/** The toast whose title is `title`. */
export const toast = (page: Page, title: string) => toastRegion(page).getByText(title, { exact: true })

/** Submits an address that is not one by Enter, and waits for the failure's toast. */
export async function failSignupWithToast(page: Page) {
  const email = page.getByLabel('Your Email')
  await email.fill('not-an-address')
  await email.press('Enter')
  const shown = toast(page, signupToasts.invalid_email.title)
  await expect(shown).toBeVisible()
  return { email, toast: shown }
}

/**
 * Runs the page's installed clock on, then lets React commit whatever its timers dispatched: it
 * renders them in a scheduler task (a message) after the timer has fired.
 */
export async function runClock(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await reactCommitted(page)
}

/** Resolves after a message posted now: React's scheduler renders in such tasks, queued before it. */
export async function reactCommitted(page: Page) {
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
 * Waits for React's queued renders, a frame and an idle callback: a check that nothing changed
 * reads the page after this, not after a span of time. Not with `page.clock`, which holds frames.
 */
export async function pageIdle(page: Page) {
  await reactCommitted(page)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  )
  await reactCommitted(page)
}

/**
 * Call before `page.goto`: the returned wait resolves once every script the page asked for has
 * arrived and the page is idle (`pageIdle`), so a check that some code did not run reads the page
 * after all of it could have.
 */
export function watchScripts(page: Page): () => Promise<void> {
  const loading = new Set<Request>()
  page.on('request', (request) => request.resourceType() === 'script' && loading.add(request))
  page.on('requestfinished', (request) => loading.delete(request))
  page.on('requestfailed', (request) => loading.delete(request))
  return async () => {
    await expect.poll(() => loading.size).toBe(0)
    await pageIdle(page)
  }
}

/** The page's script files, and the server function calls a sign-up makes. */
export const SCRIPT_REQUESTS = /\/assets\/.+\.js$/
export const SIGNUP_REQUESTS = '**/_serverFn/**'

/** Holds every request to `url` until the returned function is called, so the waiting state can be seen. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Waits until no CSS transition or animation is running, so colours are read as a visitor sees them. */
export async function animationsFinished(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
}

/**
 * Brings the numbers on screen until their code has run and shown them, then scrolls back: axe
 * scrolls to what it reads, and a fade that starts that way would be read half done.
 */
async function showNumbers(page: Page) {
  const numbers = page.locator('#numbers ul')
  if ((await numbers.count()) === 0) return
  const scrolled = await page.evaluate(() => [window.scrollX, window.scrollY])
  await numbers.scrollIntoViewIfNeeded()
  await page.waitForFunction(() =>
    (document.documentElement.dataset.hydrated ?? '').split(' ').includes('numbers'),
  )
  await expect(numbers).not.toHaveAttribute('data-reveal', 'hidden')
  await page.evaluate(([x, y]) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), scrolled)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Runs axe on the page once nothing moves: a colour read mid-fade is not the colour a visitor reads.
 * `within` limits it to what a change touched, for a page already checked whole.
 */
export async function expectNoAxeViolations(page: Page, state: string, within?: string) {
  await showNumbers(page)
  await animationsFinished(page)
  // Every rule still runs, in the page itself rather than through a blank page of its own (legacy
  // mode: only the hero's YouTube frame, cross-origin and not ours, goes unread), and only
  // violations get their nodes described. A pass on `/` took about 2.3 s, not 3.5.
  const axe = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
  const results = await (within ? axe.include(within) : axe).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.html.slice(0, 160))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, `axe violations ${state}`).toEqual([])
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

/** The sections that hydrate apart as they come near (app/routes/index.tsx), and the footer. */
const HYDRATED_APART = [...SECTIONS_HYDRATED_APART, 'footer']

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
 * Scrolls `locator` into view (unless told not to), again at each look since a jump lands by
 * estimated heights, until the page says its part has hydrated. The code waits for the poster
 * (`MAX_WAIT_MS`), then each section's comes as it nears: a busy CI gets more than the expect timeout.
 */
export async function hydrated(locator: Locator, { scroll = true } = {}) {
  try {
    await expect
      .poll(
        async () => {
          if (scroll) await locator.scrollIntoViewIfNeeded()
          return isHydrated(locator)
        },
        { timeout: 25_000 },
      )
      .toBe(true)
  } catch (error) {
    throw new Error(`${locator} did not hydrate: ${await hydrationReport(locator)}`, { cause: error })
  }
}

/**
 * What the page says of its hydration, for a failure's message: whether React has claimed the
 * element, the part of the page around it and <main> yet, its scripts, and its errors.
 */
async function hydrationReport(locator: Locator): Promise<string> {
  const page = locator.page()
  const element = await locator.elementHandle({ timeout: 1_000 }).catch(() => null)
  const report = await page
    .evaluate((element) => {
      const claimed = (node: Element | null | undefined) =>
        node ? Object.keys(node).some((key) => key.startsWith('__reactFiber$')) : null
      const part = element?.closest('section[id], footer')
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => `${new URL(entry.name).pathname} ${entry.responseStatus}`)
      return {
        hydrated: document.documentElement.dataset.hydrated ?? null,
        claimed: {
          element: claimed(element),
          part: claimed(part),
          around: claimed(part?.parentElement),
          main: claimed(document.querySelector('main')),
        },
        readyState: document.readyState,
        scrollY: Math.round(window.scrollY),
        sinceLoad: Math.round(performance.now()),
        scripts,
      }
    }, element)
    .catch((error: Error) => `(the page could not be read: ${error.message})`)
  const log = pageLogs.get(page)
  return JSON.stringify({ report, errors: log ? errorsOf(log) : [] })
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
    // Gives the scroller frames to scroll and snap: done once the control fits, once neither the
    // scroller nor the page has moved for a few frames, or after two seconds of frames at most.
    const focused = await list.evaluate(async (ul) => {
      const fits = () => {
        const control = document.activeElement as HTMLElement
        const style = getComputedStyle(control)
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
        const rect = control.getBoundingClientRect()
        const clip = ul.getBoundingClientRect()
        return (
          rect.left - ring >= clip.left - 0.5 &&
          rect.right + ring <= clip.right + 0.5 &&
          rect.top - ring >= clip.top - 0.5 &&
          rect.bottom + ring <= clip.bottom + 0.5
        )
      }
      const position = () => `${ul.scrollLeft},${ul.scrollTop},${window.scrollX},${window.scrollY}`
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      let last = position()
      let stillFrames = 0
      for (let frames = 0; !fits() && stillFrames < 5 && frames < 120; frames++) {
        await frame()
        const now = position()
        stillFrames = now === last ? stillFrames + 1 : 0
        last = now
      }
      const control = document.activeElement as HTMLElement
      return { name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '', fits: fits() }
    })
    reached.push(focused.name)
    if (!focused.fits) clipped.push(focused.name)
  }
  return { reached, clipped }
}

/**
 * Waits until the page has stopped scrolling: a smooth scroll runs for about a second, and a tap
 * while the page still moves can land beside its target.
 */
export async function scrollSettled(page: Page) {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY)
        const still = y === last
        last = y
        return still
      },
      { intervals: [300] },
    )
    .toBe(true)
}
