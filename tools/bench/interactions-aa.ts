// The tap budget's false alarms: the floor's Button judged against itself, as the bench judges each
// tap against its part's floor, so a miss here is noise, not the page (docs/decisions/0070, 0088;
// how to run it: the decisions README).
import { chromium } from '@playwright/test'
import { BENCH_RUNS, FLOOR_TAP, INTERACTIONS, RUNS, measureOnce } from './interactions.ts'
import { falseMissShare, judgeTaps } from './judge.ts'
import { median } from '../lib/stats.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'

const [origin] = process.argv.slice(2)
if (!origin) throw new Error('usage: node tools/bench/interactions-aa.ts <floor origin>')
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const rows = INTERACTIONS.map(() => ({ a: [] as number[], b: [] as number[] }))
try {
  for (let run = 0; run < RUNS; run++)
    for (const row of rows)
      for (const arm of [row.a, row.b]) arm.push((await measureOnce(browser, origin, FLOOR_TAP)).duration)
} finally {
  await browser.close()
}
const missed = judgeTaps(
  '',
  rows.map((row, index) => ({ name: String(index), part: 'button' as const, site: row.a })),
  { button: rows.flatMap((row) => row.b) },
  '',
).filter((row) => !row.ok).length
const taps = rows.flatMap((row) => [...row.a, ...row.b])
console.log(
  `${taps.length} taps of the floor's Button, median ${median(taps)} ms (${Math.min(...taps)}-${Math.max(...taps)})`,
)
console.log(`judged as the bench judges, ${RUNS} runs per row: ${missed} of ${rows.length} rows missed`)
const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const anyRow = (share: number) => `${((1 - (1 - share) ** rows.length) * 100).toFixed(0)}%`
for (const runs of [7, 11, 15, 21, 31]) {
  for (const aboveFloorMs of runs === BENCH_RUNS ? [0, 10, 20] : [0]) {
    const own = falseMissShare(taps, runs, { aboveFloorMs })
    const run = falseMissShare(taps, runs, { aboveFloorMs, floorRuns: runs * rows.length })
    console.log(
      `${runs} runs per row, a tap at floor + ${aboveFloorMs} ms: a row misses in ${percent(own)} of resamples against its own floor taps, ${percent(run)} against the run's; one of ${rows.length} rows in ${anyRow(own)} and ${anyRow(run)}`,
    )
  }
}
