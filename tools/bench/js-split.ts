// Each page of each kind and the floor loaded with JavaScript and without, alternating, at 4x CPU
// on a phone screen: the main thread's task time from CDP's Performance.getMetrics, so the table
// says how much of a page's work is its content (JS off) and how much its scripts add (on - off),
// beside the floor's (docs/decisions/0088). `node tools/bench/js-split.ts <origin> <floor origin>`.
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Browser } from '@playwright/test'
import { inTurn } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { budgetTable, type BenchContext, type BudgetRow } from './budget.ts'
import { judgeSplit } from './judge.ts'
import { pagesToMeasure } from './pages.ts'

export const SPLIT_RUNS = Number(process.env.SPLIT_RUNS ?? 5)
/** Loads are read this long after their load event, as the figures were: lazy sections come in. */
export const SPLIT_SETTLE_S = 4
const CPU_SLOWDOWN = 4

/** The renderer's main-thread task time, ms, over one fresh load of `url`. */
async function taskMs(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  })
  // The video provider is not part of the page's own work (as for the taps).
  await context.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load' })
    await sleep(SPLIT_SETTLE_S * 1000)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const seconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value
    if (seconds === undefined) throw new Error(`${url}: CDP gave no TaskDuration`)
    return Math.round(seconds * 1000)
  } finally {
    await context.close()
  }
}

export async function measure(ctx: Pick<BenchContext, 'origin' | 'floorOrigin'>): Promise<BudgetRow[]> {
  const { pages } = await pagesToMeasure(ctx.origin)
  const arms = [
    { label: 'floor', url: `${ctx.floorOrigin}/` },
    ...pages.map((page) => ({ label: `${page.kind} (${page.path})`, url: `${ctx.origin}${page.path}` })),
  ].map((arm) => ({ ...arm, runs: { on: [] as number[], off: [] as number[] } }))
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    for (let round = 0; round < SPLIT_RUNS; round++)
      for (const arm of inTurn(round, arms))
        for (const enabled of inTurn(round, [true, false])) {
          const ms = await taskMs(browser, arm.url, enabled)
          arm.runs[enabled ? 'on' : 'off'].push(ms)
          process.stderr.write(
            `[split] round ${round + 1} ${arm.label}, JS ${enabled ? 'on' : 'off'}: ${ms} ms\n`,
          )
        }
  } finally {
    await browser.close()
  }
  const [floor, ...measured] = arms
  return measured.flatMap((arm) => judgeSplit(arm.label, arm.runs, floor!.runs))
}

if (import.meta.main) {
  const [origin, floorOrigin] = process.argv.slice(2)
  if (!origin || !floorOrigin)
    throw new Error(
      'usage: node tools/bench/js-split.ts <origin> <floor origin> (node tools/bench/floor.ts serves one)',
    )
  console.log(budgetTable(await measure({ origin, floorOrigin })))
}
