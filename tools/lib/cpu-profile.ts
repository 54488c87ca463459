// Reading Chromium's CPU profiler out of a trace: which functions ran in a stretch of the main
// thread, by self time. Names are readable in a build made without minification.
import type { TraceEvent } from './main-thread-cpu.ts'

/** The trace categories for the page's tasks with the CPU profiler's samples among them. */
export const PROFILED_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  // navigationStart and firstContentfulPaint
  'blink.user_timing',
  'loading',
]

interface ProfileNode {
  id: number
  /** Native and V8's own entries ("(program)", "(garbage collector)") have no url. */
  callFrame: { functionName: string; url?: string }
}

export type ProfiledEvent = TraceEvent & {
  id?: string
  args?: TraceEvent['args'] & {
    data?: {
      type?: string
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/** Each sample of a renderer's CPU profiles: when, the stack's leaf node, and for how long (ms). */
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

/**
 * Reads the CPU profiles of process `pid` once, and answers which functions had the most self time
 * between two trace times (µs), as "name file ms" strings, most first.
 */
export function selfTimeIn(events: ProfiledEvent[], pid: number) {
  const { nodes, samples } = profileSamples(events, pid)
  return (from: number, to: number, count = 5): string[] => {
    const selfTime = new Map<string, number>()
    for (const sample of samples) {
      const node = nodes.get(sample.node)
      if (!node || sample.ts < from || sample.ts > to) continue
      const name = frameName(node)
      selfTime.set(name, (selfTime.get(name) ?? 0) + sample.ms)
    }
    return [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
  }
}
