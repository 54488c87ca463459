// The load's tasks that Lighthouse's 4x makes long, with their CPU time and functions: a task with
// much less CPU than wall clock was waiting for a core, not working
// (how to run it: docs/decisions/README.md).
import { LONG_TASK_MS, pageMainThread } from '../lib/main-thread-cpu.ts'
import { PROFILED_CATEGORIES, selfTimeIn, type ProfiledEvent } from '../lib/cpu-profile.ts'
import { traceLoad } from '../lib/trace-load.ts'

function report(events: ProfiledEvent[], url: string): string[] {
  const main = pageMainThread(events, new URL(url).origin)
  const onMain = (e: ProfiledEvent) => e.pid === main.pid && e.tid === main.tid
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? main.startTs
  const topSelfTime = selfTimeIn(events, main.pid)
  const tasks = events.filter(
    (e) =>
      onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts > paint && (e.dur ?? 0) / 1000 > LONG_TASK_MS,
  )
  return tasks.map((task) => {
    const top = topSelfTime(task.ts, task.ts + (task.dur ?? 0))
    const at = (task.ts - main.startTs) / 1000
    const cpu = (task.tdur ?? 0) / 1000
    return `  at ${at.toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms; ${top.join('; ')}`
  })
}

const [url, loads = '3'] = process.argv.slice(2)
if (!url) throw new Error('usage: node tools/bench/long-tasks.ts <url> [loads]')
for (let load = 1; load <= Number(loads); load++) {
  const lines = report(await traceLoad(url, PROFILED_CATEGORIES), url)
  console.log(`load ${load}: ${lines.length} tasks over ${LONG_TASK_MS} ms after first paint`)
  for (const line of lines) console.log(line)
}
