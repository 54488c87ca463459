// A store that is away fails every request alike; its log should say so once an interval, with a
// count, not once a request. Lines are alike when they agree up to their reason (the text after
// the second ': '), so a new kind of failure is still told at once.
export const LOG_INTERVAL_MS = 60_000

export function throttledLog(
  log: (line: string) => void,
  { intervalMs = LOG_INTERVAL_MS, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): (line: string) => void {
  const kinds = new Map<string, { toldAt: number; held: number }>()
  return (line) => {
    const kind = line.split(': ').slice(0, 2).join(': ')
    const at = now()
    const last = kinds.get(kind)
    if (last && at - last.toldAt < intervalMs) {
      last.held += 1
      return
    }
    // Bounded: a kind not seen for an interval is told afresh anyway.
    for (const [key, seen] of kinds) if (at - seen.toldAt >= intervalMs) kinds.delete(key)
    kinds.set(kind, { toldAt: at, held: 0 })
    const held = last?.held ?? 0
    log(held > 0 ? `${line} (and ${held} more like it since the last such line)` : line)
  }
}
