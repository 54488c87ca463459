// Where a load's CPU goes in every process and thread of the browser, not only the page's main
// thread: `node tools/bench/thread-cpu.ts <loads> name=url name=url ...`, loads alternating
// (docs/decisions/0075-loaded-runs-grow-with-the-machine.md; how to run it: the decisions README).
import type { ProfiledEvent } from '../lib/cpu-profile.ts'
import { inTurn, parseArms } from '../lib/arms.ts'
import { topLevel } from '../lib/main-thread-cpu.ts'
import { median } from '../lib/stats.ts'
import { traceLoad } from '../lib/trace-load.ts'

// 'toplevel' gives every thread's tasks, with their CPU time.
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'cc',
  'gpu',
  'viz',
  'loading',
]

/** CPU ms per "process / thread" in one trace: the tasks that no other task on their thread contains. */
function cpuByThread(events: ProfiledEvent[]): Map<string, number> {
  const names = new Map<string, string>()
  for (const event of events) {
    const name = event.args?.name ?? '?'
    if (event.ph === 'M' && event.name === 'process_name') names.set(`${event.pid}`, name)
    if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, name)
  }
  const cpu = new Map<string, number>()
  for (const event of topLevel(events.filter((e) => e.ph === 'X' && e.tdur !== undefined))) {
    const thread = `${event.pid}:${event.tid}`
    const key = `${names.get(`${event.pid}`) ?? '?'} / ${names.get(thread) ?? thread}`
    cpu.set(key, (cpu.get(key) ?? 0) + (event.tdur ?? 0) / 1000)
  }
  return cpu
}

const [loadsArg, ...armArgs] = process.argv.slice(2)
const loads = Number(loadsArg)
const arms = parseArms(armArgs).map((arm) => ({ ...arm, traces: [] as Map<string, number>[] }))
if (!loads || arms.length === 0) throw new Error('usage: node tools/bench/thread-cpu.ts <loads> name=url ...')
for (let load = 0; load < loads; load++)
  for (const arm of inTurn(load, arms)) arm.traces.push(cpuByThread(await traceLoad(arm.url, CATEGORIES)))

const threads = [...new Set(arms.flatMap((arm) => arm.traces.flatMap((trace) => [...trace.keys()])))]
const medianOf = (arm: (typeof arms)[number], thread: string | null) =>
  median(
    arm.traces.map((trace) =>
      thread ? (trace.get(thread) ?? 0) : [...trace.values()].reduce((a, b) => a + b, 0),
    ),
  )
const rows = threads
  .map((thread) => ({ thread, values: arms.map((arm) => medianOf(arm, thread)) }))
  .filter((row) => row.values.some((value) => value >= 5))
  .sort((a, b) => b.values[0]! - a.values[0]!)
console.log(`CPU ms per load, medians of ${loads}: ${arms.map((arm) => arm.name).join(' | ')}`)
console.log(`${arms.map((arm) => medianOf(arm, null).toFixed(0).padStart(7)).join(' ')}  all threads`)
for (const row of rows)
  console.log(`${row.values.map((value) => value.toFixed(0).padStart(7)).join(' ')}  ${row.thread}`)
