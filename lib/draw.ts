// The seeded draw for a buildathon's seats, written so anyone can re-run it from the published seed
// and ids (docs/applications-draw.md). Web Crypto's SHA-256 only, so it runs in Node, a browser
// or a worker alike, and imports nothing of the site.

const encoder = new TextEncoder()
// A 48-bit integer from each hash: exact in a JavaScript number.
const RANGE = 2 ** 48

// Unicode code-point order, as Python's and most languages' plain string sort, not UTF-16's.
function byCodePoint(a: string, b: string): number {
  const left = [...a].map((char) => char.codePointAt(0)!)
  const right = [...b].map((char) => char.codePointAt(0)!)
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) return left[i]! - right[i]!
  }
  return left.length - right.length
}

/** The ids the draw runs on, in ascending code-point order: the list the event page publishes. */
export function sortedIds(ids: readonly string[]): string[] {
  return [...ids].sort(byCodePoint)
}

async function hashNumber(seed: string, counter: number): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${seed}:${counter}`)))
  return digest.slice(0, 6).reduce((value, byte) => value * 256 + byte, 0)
}

/**
 * The ids in draw order: sorted, then shuffled by Fisher-Yates from the last place down, each place
 * `i` swapped with `j`, a uniform pick in 0..i drawn from SHA-256(seed + ':' + counter) by
 * rejection so no id is favoured. The counter starts at 0 and counts every hash taken.
 */
export async function drawOrder(seed: string, ids: readonly string[]): Promise<string[]> {
  const order = sortedIds(ids)
  let counter = 0
  for (let i = order.length - 1; i > 0; i -= 1) {
    const choices = i + 1
    const limit = RANGE - (RANGE % choices)
    let value = await hashNumber(seed, counter++)
    while (value >= limit) value = await hashNumber(seed, counter++)
    const j = value % choices
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

export type DrawResult = { drawnFrom: string[]; order: string[]; accepted: string[]; waitlisted: string[] }

/** The first `openSeats` in draw order take the seats; the rest join the waitlist in that order. */
export async function draw(seed: string, ids: readonly string[], openSeats: number): Promise<DrawResult> {
  const order = await drawOrder(seed, ids)
  const seats = Math.max(0, openSeats)
  return { drawnFrom: sortedIds(ids), order, accepted: order.slice(0, seats), waitlisted: order.slice(seats) }
}
