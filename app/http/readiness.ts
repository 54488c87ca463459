// /readyz asks the store for a real write, which costs more than a page: a flood of probes must
// not become a flood of writes. One check at a time, and its answer is reused for a moment.
export const READINESS_CACHE_MS = 1000

/**
 * `check`, asked at most once per `cacheMs`: callers meanwhile share the check in flight or its
 * answer. A check that throws or rejects counts as not ready.
 */
export function cachedReadiness(
  check: () => Promise<boolean>,
  { cacheMs = READINESS_CACHE_MS, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let answer: Promise<boolean> | null = null
  let answeredAt = 0
  return () => {
    if (answer && now() - answeredAt < cacheMs) return answer
    // The constructor also catches a check that throws before it returns a promise.
    const asked = new Promise<boolean>((resolve) => resolve(check())).catch(() => false)
    answer = asked
    // The answer is as old as the moment it came, so a slow check is not reused for longer.
    answeredAt = Number.POSITIVE_INFINITY
    void asked.then(() => {
      if (answer === asked) answeredAt = now()
    })
    return asked
  }
}
