import { describe, expect, it } from 'vitest'
import { throttledLog } from '../../lib/throttledLog'

const AWAY = '[signup] embedded store (.data): insert failed, attempt 1 of 2: Error: PGlite is closed'
const AWAY_AGAIN = '[signup] embedded store (.data): insert failed, attempt 2 of 2: Error: PGlite is closed'

describe('a throttled log', () => {
  it('writes one line per interval for a failure that repeats, however many requests meet it', () => {
    let now = 0
    const logged: string[] = []
    const log = throttledLog((line) => logged.push(line), { intervalMs: 60_000, now: () => now })
    for (let i = 0; i < 200; i += 1) {
      log(AWAY)
      log(AWAY_AGAIN)
      now += 100
    }
    expect(logged).toEqual([AWAY, AWAY_AGAIN])
    now = 60_000
    log(AWAY)
    expect(logged.at(-1)).toBe(`${AWAY} (and 199 more like it since the last such line)`)
  })

  it('tells a new kind of failure at once, beside one it is holding back', () => {
    const logged: string[] = []
    const log = throttledLog((line) => logged.push(line), { now: () => 0 })
    log(AWAY)
    log(AWAY)
    log('[signup] supabase store (x.supabase.co): insert failed: HTTP 503')
    expect(logged).toEqual([AWAY, '[signup] supabase store (x.supabase.co): insert failed: HTTP 503'])
  })
})
