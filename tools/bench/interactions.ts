// Each tap is measured beside a tap on the floor carrying the same react-aria part, so the machine's
// load is in both (docs/decisions/0026, 0043, 0088). `node tools/bench/interactions.ts <origin>
// <floor origin> [part=origin ...]` prints the table; `npm run bench` calls `measure`.
import { chromium, errors, type Browser, type Locator, type Page } from '@playwright/test'
import { budgetTable, type BenchContext, type BudgetRow } from './budget.ts'
import { judgeTaps } from './judge.ts'
import { PARTS, TAP_PARTS, type Part, type TapName } from './tap-parts.ts'
import { inTurn, parseArms } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { controls } from '../../content/controls.ts'

const CPU_SLOWDOWN = 4
/** The bench's runs per tap (docs/decisions/0070); INP_RUNS sets another number. */
export const BENCH_RUNS = 21
export const RUNS = Number(process.env.INP_RUNS ?? BENCH_RUNS)

/** A control the bench taps, on the site or on a floor. */
export interface Tap {
  name: string
  /** The section whose hydration mark (app/lib/hydrationMarks.ts) the control waits for. */
  section: string
  /** The control the visitor taps. */
  target: (page: Page) => Locator
  /** Anything the visitor does first (typing, say); not measured. */
  before?: (page: Page) => Promise<void>
  /** A control only larger screens show is tapped on a tablet, with the same CPU. */
  viewport?: { width: number; height: number }
  /**
   * What the tap opens, when its code may still be coming and so be drawn after the tap's own
   * paint, which INP would not see: timed until drawn as well (docs/decisions/0081).
   */
  answer?: string
}

/** A tap of the site's: its name is a row of TAP_PARTS (tap-parts.ts), which gives its part. */
export interface Interaction extends Tap {
  name: TapName
}

const TABLET = { width: 1024, height: 768 }
const DIALOG = '[role="dialog"]'
const TOAST_REGION = `[role="region"][aria-label="${controls.toastRegion}"]`
/** How long a tap's answer may take at 4x CPU before it counts as never drawn. */
const ANSWER_WAIT_MS = 10_000
const showAllHighlights = (page: Page) => page.getByRole('button', { name: /^Show All \d+$/ })
const lightboxOpener = (page: Page) => page.locator('#timeline button[aria-label^="Open full screen"]')

/** Waits until <html data-hydrated> names `part`, scrolling its section into view so it hydrates. */
const isHydrated = async (page: Page, part: string) => {
  await page.waitForFunction(
    (id) => {
      document.getElementById(id)?.scrollIntoView({ block: 'center' })
      return (document.documentElement.dataset.hydrated ?? '').split(' ').includes(id)
    },
    part,
    { polling: 200, timeout: 60_000 },
  )
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'Highlights "Show All"',
    section: 'highlights',
    target: showAllHighlights,
  },
  {
    name: 'Highlights "Show Less"',
    section: 'highlights',
    target: (page) => page.getByRole('button', { name: 'Show Less' }),
    before: (page) => showAllHighlights(page).tap(),
  },
  {
    name: 'Highlights filter "Mentors"',
    section: 'highlights',
    target: (page) =>
      page.getByRole('radiogroup', { name: 'Filter highlights' }).getByText('Mentors', { exact: true }),
  },
  {
    name: 'Highlights: open a dialog',
    section: 'highlights',
    target: (page) => page.getByRole('list', { name: 'Highlights' }).getByRole('button').first(),
    answer: DIALOG,
  },
  {
    name: 'Teams "Show All Projects"',
    section: 'teams',
    target: (page) => page.getByRole('button', { name: 'Show All Projects' }),
  },
  {
    name: 'Timeline step 4',
    section: 'timeline',
    target: (page) => page.getByRole('tab', { name: /^Step 4:/ }),
  },
  {
    name: 'Timeline "Read the story" panel',
    section: 'timeline',
    target: (page) => page.getByRole('button', { name: 'Read the story' }),
  },
  {
    name: 'Timeline pause',
    section: 'timeline',
    target: (page) => page.getByRole('button', { name: controls.timelineCycle.pause }),
  },
  {
    name: 'Lightbox: open',
    section: 'timeline',
    target: lightboxOpener,
    answer: DIALOG,
  },
  {
    // On a phone the lightbox steps by swipe or by its thumbnails (the arrows are for larger screens).
    name: 'Lightbox: step to the second image',
    section: 'timeline',
    target: (page) => page.getByRole('dialog').getByRole('button', { name: /^Show image 2:/ }),
    before: (page) => lightboxOpener(page).tap(),
  },
  {
    name: 'Timeline caption toggle (tablet, 1024 px)',
    section: 'timeline',
    target: (page) => page.getByRole('button', { name: 'Hide caption' }),
    viewport: TABLET,
  },
  {
    name: 'Featured project: select',
    section: 'projects',
    target: (page) => page.locator('#projects label').nth(2),
  },
  {
    name: 'Promo code: copy',
    section: 'join',
    target: (page) => page.getByRole('button', { name: 'Copy promo code' }),
  },
  {
    name: 'Sign-up: submit (invalid email)',
    section: 'join',
    target: (page) => page.getByRole('button', { name: 'Sign Me Up' }),
    answer: TOAST_REGION,
    // As on a phone: tap the field, then type.
    before: async (page) => {
      await page.getByLabel('Your Email').tap()
      await page.keyboard.type('nobody')
    },
  },
  {
    name: 'Hero video pause',
    section: 'page',
    target: (page) => page.getByRole('button', { name: controls.heroVideo.pause }),
  },
]

// Keeps, per interaction id, the longest Event Timing entry (what INP counts), split into the
// wait before its handlers, the handlers, and the wait from them to the next paint.
const OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId);
      if (longest && longest.duration >= entry.duration) continue;
      window.__interactions.set(entry.interactionId, {
        duration: entry.duration,
        inputDelay: Math.round(entry.processingStart - entry.startTime),
        processing: Math.round(entry.processingEnd - entry.processingStart),
        presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`

export interface Timing {
  duration: number
  inputDelay: number
  processing: number
  presentation: number
  /**
   * For a tap with an `answer`: ms from its pointerdown to the callbacks of the first frame with the
   * answer in it; Infinity when it never came.
   */
  answerDrawnMs?: number
}
type Observed = { __interactions: Map<number, Timing> }
type Watched = { __pressedAt: number; __drawnAfter: number }

/**
 * Runs in the page before a tap: notes the tap's pointerdown and the first frame that starts once
 * `answer` is in the document. That frame's callbacks, before its layout and paint, count as drawn.
 */
export function watchAnswer(answer: string): void {
  if (document.querySelector(answer)) throw new Error(`${answer} is on the page before the tap`)
  const watched = window as unknown as Watched
  watched.__pressedAt = Number.NaN
  watched.__drawnAfter = -1
  addEventListener('pointerdown', (event) => (watched.__pressedAt = event.timeStamp), {
    capture: true,
    once: true,
  })
  const isAnswer = (node: Node) =>
    node instanceof Element && (node.matches(answer) || node.querySelector(answer) !== null)
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => [...record.addedNodes].some(isAnswer))) return
    observer.disconnect()
    // Read in the frame's callbacks, not from the frame's own timestamp, which is taken when the frame
    // is due and so precedes an answer added by a task that ran past it. NaN when no tap came first.
    requestAnimationFrame(() => (watched.__drawnAfter = performance.now() - watched.__pressedAt))
  })
  observer.observe(document.body, { childList: true, subtree: true })
}

/**
 * Waits until the answer watchAnswer watches is drawn: ms from the tap's pointerdown, or Infinity
 * once `waitMs` have passed without it, a missed budget rather than a failed measurement.
 */
export async function answerDrawnAfter(page: Page, waitMs = ANSWER_WAIT_MS): Promise<number> {
  const drawnAfter = await page
    .waitForFunction(() => !((window as unknown as Watched).__drawnAfter < 0), undefined, { timeout: waitMs })
    .catch((error: unknown) => {
      if (error instanceof errors.TimeoutError) return undefined
      throw error
    })
  if (!drawnAfter) return Number.POSITIVE_INFINITY
  const ms = await page.evaluate(() => (window as unknown as Watched).__drawnAfter)
  if (Number.isNaN(ms)) throw new Error('the answer came, but the tap before it never reached the page')
  return Math.round(ms)
}

/** A touch-first browser context, phone-sized unless told otherwise, as every measured tap is given. */
const touchContext = (browser: Browser, viewport = { width: 390, height: 844 }) =>
  browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })

/**
 * The longest Event Timing entry of a raw touch at (x, y) on an idle, slowed page: Playwright's
 * tap() would run its actionability scripts on the throttled main thread, timed as input delay.
 * With `answer`, also the time until that answer is drawn.
 */
export async function timeTap(page: Page, x: number, y: number, answer?: string): Promise<Timing> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.evaluate(
    () =>
      new Promise((idle) => {
        ;(window as unknown as Observed).__interactions.clear()
        requestIdleCallback(idle, { timeout: 2000 })
      }),
  )
  if (answer) await page.evaluate(watchAnswer, answer)
  await page.touchscreen.tap(x, y)
  // Let the next paint happen and the observer hear of it.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))),
  )
  const timings = await page.evaluate(() => [...(window as unknown as Observed).__interactions.values()])
  const answerDrawnMs = answer ? await answerDrawnAfter(page) : undefined
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const longest = timings.reduce<Timing | undefined>(
    (found, timing) => (found && found.duration >= timing.duration ? found : timing),
    undefined,
  )
  return { ...(longest ?? { duration: 0, inputDelay: 0, processing: 0, presentation: 0 }), answerDrawnMs }
}

/**
 * Loads `origin` on a fresh touch screen, waits until the interaction's section has hydrated, does
 * what the visitor does first, and hands `use` the page and the control's centre.
 */
export async function atControl<T>(
  browser: Browser,
  origin: string,
  interaction: Tap,
  use: (page: Page, x: number, y: number) => Promise<T>,
): Promise<T> {
  const context = await touchContext(browser, interaction.viewport)
  // The video provider is not part of the page's own work.
  await context.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`))
    await page.addInitScript(OBSERVER)
    await page.goto(origin, { waitUntil: 'load' })
    await isHydrated(page, interaction.section).catch(async (error: Error) => {
      const marks = await page.evaluate(() => document.documentElement.dataset.hydrated)
      throw new Error(`${interaction.name}: hydrated [${marks}]; page said: ${errors.join(' | ')}`, {
        cause: error,
      })
    })
    await interaction.before?.(page)
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    if (!box) throw new Error(`${interaction.name}: the control has no box`)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const isOnTop = await target.evaluate(
      (element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)),
      [x, y],
    )
    if (!isOnTop) throw new Error(`${interaction.name}: something covers the control`)
    return await use(page, x, y)
  } finally {
    await context.close()
  }
}

export const measureOnce = (browser: Browser, origin: string, interaction: Tap): Promise<Timing> =>
  atControl(browser, origin, interaction, (page, x, y) => timeTap(page, x, y, interaction.answer))

// A load that could not be measured (its section never hydrated, say) is reported with what the
// page said, then loaded again, so one such load does not throw away every other figure; two more
// in a row end the run.
export async function measureWithRetries(browser: Browser, origin: string, interaction: Tap) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, origin, interaction)
    } catch (error) {
      if (attempt === 3) throw error
      process.stderr.write(`[inp] load ${attempt} failed, loading again: ${(error as Error).message}\n`)
    }
  }
}

/**
 * The floor's one react-aria Button (tools/bench/floor/), tapped as the site's controls are; found by
 * its word, which a variant's control carries too (its radio's label, say).
 */
export const FLOOR_TAP: Tap = {
  name: "the floor's Button",
  section: 'page',
  target: (page) => page.getByText('Tap', { exact: true }),
}

/** The taps a tool's name pattern picks: "floor" for the floor's Button, or the interactions it matches. */
export const tapsNamed = (pattern: string): Tap[] =>
  pattern === 'floor' ? [FLOOR_TAP] : INTERACTIONS.filter(({ name }) => new RegExp(pattern).test(name))

/**
 * Each interaction RUNS times, each tap beside a tap on the floor carrying its part (site then
 * floor, then the reverse), and the rounds outermost, so every interaction and its floor see the
 * same machine; every variant of the floor is also tapped once a round, so no part's floor rests on
 * a single row's taps. Each interaction is judged against all of its part's floor taps (judgeTaps).
 */
export async function measure(ctx: Pick<BenchContext, 'origin' | 'partFloors'>): Promise<BudgetRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const site = new Map<string, number[]>()
  const answers = new Map<string, number[]>()
  const floors = new Map<Part, number[]>()
  const record = <K>(runs: Map<K, number[]>, key: K, ms: number) =>
    runs.set(key, [...(runs.get(key) ?? []), ms])
  const tapFloor = async (part: Part) => {
    const { duration } = await measureWithRetries(browser, ctx.partFloors[part], FLOOR_TAP)
    record(floors, part, duration)
    return duration
  }
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const interaction of INTERACTIONS) {
        const part = TAP_PARTS[interaction.name]
        let floorMs = 0
        const arms = [
          async () => {
            const timing = await measureWithRetries(browser, ctx.origin, interaction)
            record(site, interaction.name, timing.duration)
            if (timing.answerDrawnMs !== undefined) record(answers, interaction.name, timing.answerDrawnMs)
          },
          async () => (floorMs = await tapFloor(part)),
        ]
        for (const arm of inTurn(run, arms)) await arm()
        process.stderr.write(
          `[inp] round ${run + 1} ${interaction.name}: ${site.get(interaction.name)?.at(-1)} ms${interaction.answer ? `, drawn after ${answers.get(interaction.name)?.at(-1)} ms` : ''}, ${part} floor ${floorMs} ms\n`,
        )
      }
      for (const part of PARTS.filter((part) => part !== 'button')) {
        process.stderr.write(`[inp] round ${run + 1} the ${part} floor: ${await tapFloor(part)} ms\n`)
      }
    }
  } finally {
    await browser.close()
  }
  return judgeTaps(
    `INP at ${CPU_SLOWDOWN}x CPU: `,
    INTERACTIONS.map((interaction) => ({
      name: interaction.name,
      part: TAP_PARTS[interaction.name],
      site: site.get(interaction.name) ?? [],
      answer: answers.get(interaction.name),
    })),
    Object.fromEntries(floors),
    `Answer drawn at ${CPU_SLOWDOWN}x CPU: `,
  )
}

if (import.meta.main) {
  const [origin = 'http://127.0.0.1:3000', floorOrigin, ...variantArgs] = process.argv.slice(2)
  // Each part's floor named: a modal judged against the plain floor would be the old budget.
  const partFloors: Partial<Record<string, string>> = {
    ...Object.fromEntries(parseArms(variantArgs).map(({ name, url }) => [name, url])),
    button: floorOrigin,
  }
  if (PARTS.some((part) => !partFloors[part]))
    throw new Error(
      `usage: node tools/bench/interactions.ts <origin> <floor origin> ${PARTS.filter(
        (part) => part !== 'button',
      )
        .map((part) => `${part}=<origin of that variant>`)
        .join(' ')} (node tools/bench/floor.ts [variant] serves each)`,
    )
  const rows = await measure({ origin, partFloors: partFloors as Record<Part, string> })
  console.log(budgetTable(rows))
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1
}
