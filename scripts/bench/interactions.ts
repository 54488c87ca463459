// Interaction to Next Paint on a phone-class CPU: each interaction the page offers, at 390x844
// with Chromium's CPU slowed 4x, measured from Event Timing entries (the longest entry of the
// interaction), the median of RUNS page loads. `node scripts/bench/interactions.ts <origin>`
// prints the table on its own; `npm run bench` calls `measure`.
import { chromium, type Browser, type Page } from '@playwright/test'
import { atMost, type BudgetRow } from './budget.ts'
import { median } from '../lib/stats.ts'

const BUDGET_MS = 100
const CPU_SLOWDOWN = 4
const RUNS = Number(process.env.INP_RUNS ?? 5)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export interface Interaction {
  name: string
  /** Brings the control into view and waits until its section has hydrated; not measured. */
  prepare: (page: Page) => Promise<void>
  /** The one interaction that is measured. */
  act: (page: Page) => Promise<void>
}

/** Waits until <html data-hydrated> names the section `#id` (app/lib/hydrationMarks.ts). */
const isHydrated = async (page: Page, selector: string) => {
  await page.waitForFunction(
    (sel) => {
      document.querySelector(sel)?.scrollIntoView({ block: 'center' })
      return (document.documentElement.dataset.hydrated ?? '').split(' ').includes(sel.slice(1))
    },
    selector,
    { polling: 200, timeout: 60_000 },
  )
}

const highlights = (page: Page) => isHydrated(page, '#highlights')
export const INTERACTIONS: Interaction[] = [
  {
    name: 'Highlights "Show All"',
    prepare: highlights,
    act: (page) => page.getByRole('button', { name: /^Show All \d+$/ }).tap(),
  },
  {
    name: 'Highlights filter "Mentors"',
    prepare: highlights,
    act: (page) => page.getByRole('radio', { name: 'Mentors', exact: true }).tap(),
  },
  {
    name: 'Highlights: open a dialog',
    prepare: highlights,
    act: (page) => page.getByRole('list', { name: 'Highlights' }).getByRole('button').first().tap(),
  },
  {
    name: 'Teams "Show All Projects"',
    prepare: (page) => isHydrated(page, '#teams'),
    act: (page) => page.getByRole('button', { name: 'Show All Projects' }).tap(),
  },
  {
    name: 'Timeline step 4',
    prepare: (page) => isHydrated(page, '#timeline'),
    act: (page) => page.getByRole('tab', { name: /^Step 4:/ }).tap(),
  },
  {
    name: 'Timeline "Read the story" panel',
    prepare: (page) => isHydrated(page, '#timeline'),
    act: (page) => page.getByRole('button', { name: 'Read the story' }).tap(),
  },
  {
    name: 'Timeline pause',
    prepare: (page) => isHydrated(page, '#timeline'),
    act: (page) => page.getByRole('button', { name: 'Pause slideshow' }).tap(),
  },
  {
    name: 'Lightbox: open',
    prepare: (page) => isHydrated(page, '#timeline'),
    act: (page) => page.locator('#timeline button[aria-label^="Open full screen"]').tap(),
  },
  {
    name: 'Featured project: select',
    prepare: (page) => isHydrated(page, '#projects'),
    act: (page) => page.locator('#projects label').nth(2).tap(),
  },
  {
    name: 'Promo code: copy',
    prepare: (page) => isHydrated(page, '#join'),
    act: (page) => page.getByRole('button', { name: 'Copy promo code' }).tap(),
  },
  {
    name: 'Sign-up: submit (invalid email)',
    prepare: async (page) => {
      await isHydrated(page, '#join')
      await page.getByLabel('Your Email').fill('nobody')
    },
    act: (page) => page.getByRole('button', { name: 'Sign Me Up' }).tap(),
  },
  {
    name: 'Hero video pause',
    prepare: (page) => page.getByRole('button', { name: 'Pause background video' }).waitFor(),
    act: (page) => page.getByRole('button', { name: 'Pause background video' }).tap(),
  },
]

// Collects, per interaction id, the longest Event Timing duration (what INP counts).
const OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`

export async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  // The video provider is not part of the page's own work.
  await context.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
  try {
    const page = await context.newPage()
    await page.addInitScript(OBSERVER)
    await page.goto(origin, { waitUntil: 'load' })
    await interaction.prepare(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.evaluate(() =>
      (window as unknown as { __interactions: Map<number, number> }).__interactions.clear(),
    )
    await interaction.act(page)
    // Let the next paint happen and the observer hear of it.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300))),
        ),
    )
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ])
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return Math.max(0, ...durations)
  } finally {
    await context.close()
  }
}

export async function measure(ctx: { origin: string }): Promise<BudgetRow[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  })
  try {
    const rows: BudgetRow[] = []
    for (const interaction of INTERACTIONS) {
      const runs: number[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, ctx.origin, interaction))
      rows.push(atMost(`INP at ${CPU_SLOWDOWN}x CPU: ${interaction.name}`, median(runs), 'ms', BUDGET_MS))
    }
    return rows
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3000'
  const rows = await measure({ origin })
  console.log('| interaction | median ms | budget | ok |\n|---|---|---|---|')
  for (const row of rows)
    console.log(`| ${row.name} | ${row.value} | ${row.budget} | ${row.ok ? 'yes' : 'NO'} |`)
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1
}
