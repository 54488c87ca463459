// Per-client rate limit for sign-ups, in memory (the embedded store means one Node process).
// A fixed window per client, opened by that client's first attempt: at most `limit` attempts
// until `windowMs` has passed since then. Memory is bounded: expired windows are swept as new
// ones open, and past `maxKeys` the oldest windows are dropped (those clients start afresh,
// which errs towards letting people sign up).
import type { RateLimitRule } from '../config.server.ts'

export type RateLimiter = {
  /** Counts an attempt by `key`; false when the key has used up its window. */
  take(key: string): boolean
  readonly size: number
}

export type RateLimiterOptions = RateLimitRule & { maxKeys?: number; now?: () => number }

type Window = { openedAt: number; count: number }

export const DEFAULT_MAX_RATE_LIMIT_KEYS = 10_000

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = DEFAULT_MAX_RATE_LIMIT_KEYS,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  // Insertion order is opening order, because a window is deleted and re-added when it reopens.
  const windows = new Map<string, Window>()

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      const isExpired = at - window.openedAt >= windowMs
      if (!isExpired && windows.size <= maxKeys) return
      windows.delete(key)
    }
  }

  return {
    take(key) {
      const at = now()
      const window = windows.get(key)
      if (window && at - window.openedAt < windowMs) {
        if (window.count >= limit) return false
        window.count += 1
        return true
      }
      windows.delete(key)
      windows.set(key, { openedAt: at, count: 1 })
      sweep(at)
      return true
    },
    get size() {
      return windows.size
    },
  }
}
