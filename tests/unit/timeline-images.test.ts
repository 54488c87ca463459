// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimelineImageLoader, type TimelineImageEvent } from '~/sections/timeline/timelineImages'
import { POST_LOAD_DELAY_MS } from '~/sections/timeline/timelineState'

const steps = [
  { images: ['a-1.svg', 'a-2.svg', 'a-3.svg'] },
  { images: ['b-1.svg'] },
  { images: ['c-1.svg', 'c-2.svg'] },
]

function setup() {
  const requested: { src: string; settle: () => void }[] = []
  const loader = createTimelineImageLoader(steps, (src, onSettled) =>
    requested.push({ src, settle: onSettled }),
  )
  return { loader, requested, srcs: () => requested.map((request) => request.src) }
}

describe('timeline image phases (spec §4), from page load', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // The page has finished loading at the moment the loader starts.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { loadEventEnd: performance.now() } as unknown as PerformanceEntry,
    ])
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("asks for each step's first image at once and the rest 1000 ms after the load event", () => {
    const { loader, srcs } = setup()
    loader.start()
    vi.advanceTimersByTime(0)
    expect(srcs()).toEqual(['a-1.svg', 'b-1.svg', 'c-1.svg'])
    vi.advanceTimersByTime(POST_LOAD_DELAY_MS - 1)
    expect(srcs()).toHaveLength(3)
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(1)
    expect(srcs()).toEqual(['a-1.svg', 'b-1.svg', 'c-1.svg', 'a-2.svg', 'a-3.svg', 'c-2.svg'])
  })

  it('starts each image in a task of its own', () => {
    // Timers still waiting when each image starts: none if they all start in one task.
    const timersLeftAtEachStart: number[] = []
    const loader = createTimelineImageLoader(steps, () => timersLeftAtEachStart.push(vi.getTimerCount()))
    loader.start()
    vi.advanceTimersByTime(0)
    // The first three images, each started with the others' tasks (and phase two's timer) waiting.
    expect(timersLeftAtEachStart).toEqual([3, 2, 1])
  })

  it('starts once, however many times it is asked to', () => {
    const { loader, srcs } = setup()
    loader.start()
    loader.start()
    vi.advanceTimersByTime(POST_LOAD_DELAY_MS + 1)
    loader.start()
    vi.advanceTimersByTime(1)
    expect(srcs()).toHaveLength(6)
  })

  it('tells a timeline that hydrates late everything that already happened, then what follows', () => {
    const { loader, requested } = setup()
    loader.start()
    vi.advanceTimersByTime(0)
    requested[0]!.settle()
    vi.advanceTimersByTime(POST_LOAD_DELAY_MS + 1)

    const seen: TimelineImageEvent[] = []
    loader.subscribe((event) => seen.push(event))
    expect(seen).toEqual([{ type: 'imageSettled', src: 'a-1.svg' }, { type: 'restRequested' }])

    requested.find((request) => request.src === 'c-2.svg')!.settle()
    expect(seen.at(-1)).toEqual({ type: 'imageSettled', src: 'c-2.svg' })
  })

  it('stops telling a timeline that unsubscribed', () => {
    const { loader, requested } = setup()
    loader.start()
    const seen: TimelineImageEvent[] = []
    const unsubscribe = loader.subscribe((event) => seen.push(event))
    unsubscribe()
    vi.advanceTimersByTime(0)
    requested[0]!.settle()
    expect(seen).toEqual([])
  })
})
