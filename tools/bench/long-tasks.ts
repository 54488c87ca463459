// The tasks of a page's load that Lighthouse's 4x slowdown makes long (over 12.5 ms after first
// paint), each with its CPU time and the functions that ran in it, from a Chromium trace with the
// CPU profiler: `node tools/bench/long-tasks.ts <url> [loads]`. A task with much less CPU than
// wall clock was waiting for a core. Names are readable in a build made without minification
// (docs/decisions/0072-where-tbt-goes-beside-a-busy-core.md).
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { LONG_TASK_MS, pageMainThread, type TraceEvent } from '../main-thread-cpu.ts'

interface ProfileNode {
  id: number
  /** Native and V8's own entries ("(program)", "(garbage collector)") have no url. */
  callFrame: { functionName: string; url?: string }
}

type ProfiledEvent = TraceEvent & {
  id?: string
  args?: TraceEvent['args'] & {
    data?: {
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  // navigationStart and firstContentfulPaint
  'blink.user_timing',
  'loading',
]

/** One load's trace events, the CPU profiler's samples among them. */
async function traceLoad(url: string): Promise<ProfiledEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    // Lighthouse's mobile screen (a Moto G Power).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load' })
    // The page's start-up goes on after `load` (the entry waits for the poster); a second with no
    // task over 50 ms ends it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(resolve, 1000)
          new PerformanceObserver(() => {
            clearTimeout(timer)
            timer = setTimeout(resolve, 1000)
          }).observe({ type: 'longtask' })
        }),
    )
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: ProfiledEvent[] }
    return trace.traceEvents
  } finally {
    await browser.close()
  }
}

/** Each sample of the renderer's CPU profiles: when, the stack's leaf node, and for how long (ms). */
function profileSamples(events: ProfiledEvent[], pid: number) {
  // Node ids are the profile's own: a worker's profile in the same process numbers from 1 too.
  const nodes = new Map<string, ProfileNode>()
  const samples: { ts: number; node: string; ms: number }[] = []
  const clocks = new Map<string, number>()
  for (const event of events) {
    if (event.pid !== pid) continue
    const data = event.args?.data
    if (event.name === 'Profile') clocks.set(String(event.id), data?.startTime ?? 0)
    if (event.name !== 'ProfileChunk') continue
    let ts = clocks.get(String(event.id)) ?? 0
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node)
    const deltas = data?.timeDeltas ?? []
    for (const [index, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[index] ?? 0
      // A sample stands for the time until its profile's next one, as DevTools reads it.
      samples.push({ ts, node: `${event.id}:${node}`, ms: (deltas[index + 1] ?? 0) / 1000 })
    }
    clocks.set(String(event.id), ts)
  }
  return { nodes, samples }
}

const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').replace(/.*\//, '')}`

function report(events: ProfiledEvent[], url: string): string[] {
  const main = pageMainThread(events, new URL(url).origin)
  const onMain = (e: ProfiledEvent) => e.pid === main.pid && e.tid === main.tid
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? main.startTs
  const { nodes, samples } = profileSamples(events, main.pid)
  const tasks = events.filter(
    (e) =>
      onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts > paint && (e.dur ?? 0) / 1000 > LONG_TASK_MS,
  )
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const selfTime = new Map<string, number>()
    for (const sample of samples) {
      const node = nodes.get(sample.node)
      if (!node || sample.ts < task.ts || sample.ts > end) continue
      const name = frameName(node)
      selfTime.set(name, (selfTime.get(name) ?? 0) + sample.ms)
    }
    const top = [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    const at = (task.ts - main.startTs) / 1000
    const cpu = (task.tdur ?? 0) / 1000
    return `  at ${at.toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms; ${top.join('; ')}`
  })
}

const [url, loads = '3'] = process.argv.slice(2)
if (!url) throw new Error('usage: node tools/bench/long-tasks.ts <url> [loads]')
for (let load = 1; load <= Number(loads); load++) {
  const lines = report(await traceLoad(url), url)
  console.log(`load ${load}: ${lines.length} tasks over ${LONG_TASK_MS} ms after first paint`)
  for (const line of lines) console.log(line)
}
