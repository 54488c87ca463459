import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHourlyCap } from '~/mail/send.server'

const HOUR_MS = 60 * 60 * 1000

afterEach(() => vi.useRealTimers())

describe("the site's hourly mail cap", () => {
  it('counts mails up to the cap in an hour, then refuses until the next hour opens', () => {
    let now = 0
    const cap = createHourlyCap(3, { now: () => now, log: () => {} })
    expect([cap.take(), cap.take(), cap.take(), cap.take()]).toEqual([true, true, true, false])
    now = HOUR_MS - 1
    expect(cap.take()).toBe(false)
    now = HOUR_MS
    expect(cap.take()).toBe(true)
  })

  it('gives a slot back for a mail the recipient budget then refused', () => {
    const cap = createHourlyCap(1, { now: () => 0, log: () => {} })
    expect(cap.take()).toBe(true)
    cap.refund()
    expect(cap.take()).toBe(true)
    expect(cap.take()).toBe(false)
  })

  it('logs one line per hour in which the cap is met, however many mails it refuses', () => {
    let now = 0
    const logged: string[] = []
    const cap = createHourlyCap(1, { now: () => now, log: (line) => logged.push(line) })
    for (let i = 0; i < 50; i += 1) cap.take()
    expect(logged).toEqual([expect.stringMatching(/cap of 1 mails an hour is met; further mails wait/)])
    now = HOUR_MS
    for (let i = 0; i < 50; i += 1) cap.take()
    expect(logged).toHaveLength(2)
  })

  it('runs what waits once the next hour opens, no more than the cap at a time', async () => {
    vi.useFakeTimers({ now: 0 })
    const cap = createHourlyCap(2, { log: () => {} })
    cap.take()
    cap.take()
    const ran: number[] = []
    for (let i = 0; i < 5; i += 1) cap.later!(async () => ran.push(i))
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1)
    expect(ran).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(ran).toEqual([0, 1])
    await vi.advanceTimersByTimeAsync(HOUR_MS)
    expect(ran).toEqual([0, 1, 2, 3])
    await vi.advanceTimersByTimeAsync(HOUR_MS)
    expect(ran).toEqual([0, 1, 2, 3, 4])
  })

  it('keeps nothing waiting in the CLI, which says what stays pending instead', () => {
    const cap = createHourlyCap(1, { now: () => 0, log: () => {}, queue: false })
    expect(cap.later).toBeUndefined()
  })
})
