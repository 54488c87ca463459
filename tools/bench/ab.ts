// Lighthouse runs of running builds in alternation (A, B, B, A, ...), so every arm sees the same
// machine noise: `node tools/bench/ab.ts <runs> name=url ...` (a bare origin means its `/`).
import { writeFileSync } from 'node:fs'
import { lighthouseOnce, type LighthouseRun } from './lighthouse-run.ts'
import { inTurn, parseArms } from '../lib/arms.ts'
import { median } from '../lib/stats.ts'

const [runsArg, ...armArgs] = process.argv.slice(2)
const runs = Number(runsArg)
const arms = parseArms(armArgs).map((arm) => ({ ...arm, runs: [] as LighthouseRun[] }))
if (!runs || arms.length < 2)
  throw new Error('usage: node tools/bench/ab.ts <runs> name=url name=url ... (a bare origin means its /)')

// A run whose trace failed has no scores: run that arm again, so every arm ends with `runs` runs.
for (let round = 1; arms.some((arm) => arm.runs.length < runs); round++) {
  for (const arm of inTurn(round - 1, arms)) {
    if (arm.runs.length >= runs) continue
    const run = await lighthouseOnce(new URL(arm.url).href)
    if (!run) continue
    arm.runs.push(run)
    process.stderr.write(
      `[ab] round ${round} ${arm.name}: TBT ${run.tbtMs} ms, CPU ${run.mainCpuMs?.toFixed(0)} ms\n`,
    )
  }
}
const out = process.env.AB_OUT ?? '/tmp/ab-result.json'
writeFileSync(out, JSON.stringify(arms, null, 2))
const FIGURES: [string, (run: LighthouseRun) => number | null][] = [
  ['TBT', (run) => run.tbtMs],
  ['Performance', (run) => run.performance],
  ['LCP', (run) => run.lcpMs],
  ['script evaluation', (run) => run.scriptEvaluationMs],
  ['main-thread work', (run) => run.mainThreadWorkMs],
  ['main-thread CPU', (run) => (run.mainCpuMs === null ? null : Math.round(run.mainCpuMs))],
]
for (const arm of arms) {
  const figures = FIGURES.map(([name, read]) => {
    const values = arm.runs.map(read).filter((value) => value !== null)
    return `${name} ${median(values)} (${Math.min(...values)}-${Math.max(...values)})`
  })
  console.log(`${arm.name}: ${arm.runs.length} runs; medians (range): ${figures.join(', ')}`)
}
