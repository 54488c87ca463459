import { describe, expect, it } from 'vitest'
import { mainThreadCpu, topLevel, type TraceEvent } from '../../tools/lib/main-thread-cpu.ts'

const ORIGIN = 'http://127.0.0.1:4510'
const PAGE = { pid: 20, tid: 20 }
const FRAME = 'MAIN'
const NAV = 1_000_000 // µs

/** A task on the page's main thread: starts `at` ms after navigation, `wall` and `cpu` in ms. */
function task(at: number, wall: number, cpu: number, where = PAGE, name = 'RunTask'): TraceEvent {
  return { name, ph: 'X', ...where, ts: NAV + at * 1000, dur: wall * 1000, tdur: cpu * 1000 }
}

function trace(...tasks: TraceEvent[]): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: 10, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 20, tid: 21, ts: 0, args: { name: 'ThreadPoolForegroundWorker' } },
    { name: 'thread_name', ph: 'M', pid: 30, tid: 30, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: NAV,
      args: {
        data: {
          frame: 'CHILD',
          isOutermostMainFrame: false,
          processId: 30,
          url: 'https://www.youtube-nocookie.com/embed/x',
        },
      },
    },
    {
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: NAV,
      args: { data: { frame: FRAME, isOutermostMainFrame: true, processId: 20, url: `${ORIGIN}/` } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 10,
      tid: 10,
      ts: NAV - 500_000,
      args: { frame: FRAME, data: { documentLoaderURL: 'about:blank' } },
    },
    {
      name: 'navigationStart',
      ph: 'R',
      ...PAGE,
      ts: NAV,
      args: { frame: FRAME, data: { documentLoaderURL: `${ORIGIN}/` } },
    },
    ...tasks,
  ]
}

describe('the main thread in a Lighthouse trace', () => {
  it('sums the CPU time of the page main thread, counting a nested event once', () => {
    const result = mainThreadCpu(
      trace(task(10, 8, 5), task(12, 3, 2, PAGE, 'Layout'), task(40, 4, 4)),
      ORIGIN,
    )
    expect(result.cpuMs).toBe(9)
  })

  it('leaves out other threads, other processes and the time outside the window', () => {
    const result = mainThreadCpu(
      trace(
        task(10, 5, 5),
        task(10, 50, 40, { pid: 20, tid: 21 }),
        task(10, 50, 40, { pid: 30, tid: 30 }),
        task(-5, 4, 4),
        task(1600, 9, 9),
      ),
      ORIGIN,
    )
    expect(result.cpuMs).toBe(5)
  })

  it('reports the tasks over 12.5 ms of wall clock with their wall-clock and CPU time', () => {
    const result = mainThreadCpu(trace(task(10, 60, 17), task(100, 12, 12), task(200, 30, 10)), ORIGIN)
    expect(result.longTasks).toEqual({ count: 2, wallMs: 90, cpuMs: 27 })
  })

  it('names the origin when the trace has no navigation to it', () => {
    expect(() => mainThreadCpu(trace(), 'http://127.0.0.1:9999')).toThrow('http://127.0.0.1:9999')
  })
})

describe('the top-level events of a trace', () => {
  it('drops an event nested in another on its thread, not one that overlaps it on another thread', () => {
    const worker = { pid: 20, tid: 21 }
    const outer = task(10, 20, 15)
    const nested = task(12, 5, 4, PAGE, 'Layout')
    const elsewhere = task(12, 5, 4, worker)
    const after = task(30, 2, 2)
    expect(topLevel([after, elsewhere, nested, outer])).toEqual([outer, elsewhere, after])
  })
})
