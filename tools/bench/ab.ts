// Alternating Lighthouse runs of two or more already-running builds (arm A, B, A, B, ...), so
// every arm sees the same machine noise: `node tools/bench/ab.ts <runs> name=origin ...`.
// Prints each arm's median and quartiles of TBT and main-thread CPU, and writes every run as JSON.
import { writeFileSync } from 'node:fs'
import { lighthouseOnce } from './lighthouse-run.ts'
import { quartiles } from '../lib/stats.ts'

const [runsArg, ...armArgs] = process.argv.slice(2)
const runs = Number(runsArg)
const arms = armArgs.map((arg) => {
  const [name, origin] = arg.split('=') as [string, string]
  return { name, origin, tbt: [] as number[], cpu: [] as number[], lcp: [] as number[], perf: [] as number[] }
})
if (!runs || arms.length < 2)
  throw new Error('usage: node tools/bench/ab.ts <runs> name=origin name=origin ...')

// A run whose trace failed has no scores: run that arm again, so every arm ends with `runs` runs.
for (let round = 1; arms.some((arm) => arm.tbt.length < runs); round++) {
  // A, B then B, A: neither arm always follows the other.
  for (const arm of round % 2 ? arms : [...arms].reverse()) {
    if (arm.tbt.length >= runs) continue
    const run = await lighthouseOnce(`${arm.origin}/`)
    if (!run) continue
    arm.tbt.push(run.tbtMs)
    arm.lcp.push(run.lcpMs)
    arm.perf.push(run.performance)
    if (run.mainCpuMs !== null) arm.cpu.push(Math.round(run.mainCpuMs))
    process.stderr.write(
      `[ab] round ${round} ${arm.name}: TBT ${run.tbtMs} ms, CPU ${run.mainCpuMs?.toFixed(0)} ms\n`,
    )
  }
}
const out = process.env.AB_OUT ?? '/tmp/ab-result.json'
writeFileSync(out, JSON.stringify(arms, null, 2))
for (const arm of arms) {
  const t = quartiles(arm.tbt)
  const c = quartiles(arm.cpu)
  console.log(
    `${arm.name}: runs ${arm.tbt.length}; TBT median ${t.median} (q1 ${t.q1}, q3 ${t.q3}); CPU median ${c.median} (q1 ${c.q1}, q3 ${c.q3}); LCP median ${quartiles(arm.lcp).median}`,
  )
}
