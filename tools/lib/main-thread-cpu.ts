// The page's main thread in a Lighthouse trace, in CPU time: TBT counts wall-clock time, and on a
// machine with few cores a task waiting for a core looks long with little work in it, as
// Lighthouse's simulation multiplies each task's wall-clock length by the CPU slowdown.

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  /** The few arguments read here: thread names, and the navigation and frame events' data. */
  args?: {
    name?: string
    frame?: string
    data?: {
      frame?: string
      isOutermostMainFrame?: boolean
      processId?: number
      url?: string
      documentLoaderURL?: string
    }
  }
}

export interface MainThreadCpu {
  /** CPU time the main thread used in the window, ms. */
  cpuMs: number
  /** Tasks longer than `longTaskMs` of wall clock: how many, their wall-clock and CPU time, ms. */
  longTasks: { count: number; wallMs: number; cpuMs: number }
}

/** A task that Lighthouse's 4x slowdown stretches into a long task, the kind TBT counts as blocking. */
export const LONG_TASK_MS = 50 / 4

/** The page's renderer main thread, and when its navigation to `origin` started (trace µs). */
export function pageMainThread(
  events: TraceEvent[],
  origin: string,
): { pid: number; tid: number; startTs: number } {
  const committed = events.find(
    (e) =>
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.isOutermostMainFrame &&
      String(e.args.data.url ?? '').startsWith(origin),
  )?.args?.data
  if (!committed?.frame) throw new Error(`no main-frame navigation to ${origin} in the trace`)
  const start = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.frame === committed.frame &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
    )
    .at(-1)
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === committed.processId && e.args?.name === 'CrRendererMain',
  )
  if (!start || !thread) throw new Error(`no navigationStart or main thread for ${origin} in the trace`)
  return { pid: thread.pid, tid: thread.tid, startTs: start.ts }
}

/**
 * The events that no other event on their thread contains, so a nested event is not counted
 * twice; events of any threads, in any order.
 */
export function topLevel<T extends TraceEvent>(events: readonly T[]): T[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const ends = new Map<string, number>()
  return sorted.filter((event) => {
    const thread = `${event.pid}:${event.tid}`
    if (event.ts < (ends.get(thread) ?? -Infinity)) return false
    ends.set(thread, event.ts + (event.dur ?? 0))
    return true
  })
}

/** The main thread of the page's renderer, from its navigation to `origin` for `windowMs`. */
export function mainThreadCpu(
  events: TraceEvent[],
  origin: string,
  windowMs = 1500,
  longTaskMs = LONG_TASK_MS,
): MainThreadCpu {
  const { pid, tid, startTs } = pageMainThread(events, origin)
  const end = startTs + windowMs * 1000
  const onThread = events.filter(
    (e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= startTs && e.ts < end,
  )
  const result: MainThreadCpu = { cpuMs: 0, longTasks: { count: 0, wallMs: 0, cpuMs: 0 } }
  for (const event of topLevel(onThread)) {
    const wallMs = (event.dur ?? 0) / 1000
    const cpuMs = (event.tdur ?? 0) / 1000
    result.cpuMs += cpuMs
    if (wallMs > longTaskMs) {
      result.longTasks.count += 1
      result.longTasks.wallMs += wallMs
      result.longTasks.cpuMs += cpuMs
    }
  }
  return result
}
