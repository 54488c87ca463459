// The tap budget's false alarms: the floor's Button judged against itself, as the bench judges each
// tap (docs/decisions/0070-tap-runs-from-an-a-a-test.md). `node tools/bench/interactions-aa.ts
// <floor origin>` (node tools/bench/floor.ts serves one) taps it 2 x RUNS times per row, prints
// the rows an identical page missed, then resamples the taps to say how often that happens per runs.
import { chromium } from '@playwright/test'
import { FLOOR_TAP, INTERACTIONS, RUNS, measureOnce } from './interactions.ts'
import { falseMissShare, judgeTap } from './judge.ts'
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
const missed = rows.filter((row) => !judgeTap('A/A', row.a, row.b).ok).length
const taps = rows.flatMap((row) => [...row.a, ...row.b])
console.log(
  `${taps.length} taps of the floor's Button, median ${median(taps)} ms (${Math.min(...taps)}-${Math.max(...taps)})`,
)
console.log(`judged as the bench judges, ${RUNS} runs per row: ${missed} of ${rows.length} rows missed`)
for (const runs of [7, 11, 15, 21, 31]) {
  const share = falseMissShare(taps, runs)
  const anyRow = 1 - (1 - share) ** rows.length
  console.log(
    `${runs} runs per row: a row misses in ${(share * 100).toFixed(1)}% of resamples; one of ${rows.length} rows in ${(anyRow * 100).toFixed(0)}%`,
  )
}
