import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '~/signup/signup.server'

function clock(start = 1_000_000) {
  let now = start
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('the per-client sign-up limit', () => {
  it('allows 5 sign-ups from one client in 60 s and refuses the 6th', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: time.now })
    const answers = Array.from({ length: 6 }, () => limiter.take('203.0.113.7'))
    expect(answers).toEqual([true, true, true, true, true, false])
  })

  it('allows the client again once 60 s have passed since its first attempt', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: time.now })
    for (let i = 0; i < 5; i += 1) limiter.take('203.0.113.7')
    time.advance(59_999)
    expect(limiter.take('203.0.113.7')).toBe(false)
    time.advance(1)
    expect(limiter.take('203.0.113.7')).toBe(true)
  })

  it('gives back a refunded attempt within the window, and no more than were taken', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: clock().now })
    limiter.take('203.0.113.7')
    limiter.take('203.0.113.7')
    limiter.refund('203.0.113.7')
    limiter.refund('203.0.113.7')
    limiter.refund('203.0.113.7')
    expect([limiter.take('203.0.113.7'), limiter.take('203.0.113.7'), limiter.take('203.0.113.7')]).toEqual([
      true,
      true,
      false,
    ])
  })

  it('counts each client separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now })
    expect(limiter.take('203.0.113.7')).toBe(true)
    expect(limiter.take('203.0.113.7')).toBe(false)
    expect(limiter.take('198.51.100.1')).toBe(true)
  })

  it('forgets clients whose window has passed, so memory does not grow with every visitor', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: time.now })
    for (let i = 0; i < 1000; i += 1) limiter.take(`client-${i}`)
    time.advance(60_000)
    limiter.take('latecomer')
    expect(limiter.size).toBe(1)
  })

  it('never holds more than maxKeys clients, even under a flood of new ones', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 100, now: clock().now })
    for (let i = 0; i < 10_000; i += 1) limiter.take(`client-${i}`)
    expect(limiter.size).toBe(100)
    // The newest clients are the ones kept.
    for (let i = 0; i < 4; i += 1) limiter.take('client-9999')
    expect(limiter.take('client-9999')).toBe(false)
  })
})
