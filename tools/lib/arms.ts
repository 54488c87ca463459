// The arms of an alternating A/B, given as `name=url` on the command line, and their order in
// each round, so every arm sees the same machine noise.

/** `name=url` arguments: the name, and the URL after the first `=` (a URL's query may hold more). */
export function parseArms(args: readonly string[]): { name: string; url: string }[] {
  return args.map((arg) => {
    const at = arg.indexOf('=')
    if (at < 1) throw new Error(`an arm is name=url, not "${arg}"`)
    return { name: arg.slice(0, at), url: arg.slice(at + 1) }
  })
}

/** Round 0 runs the arms in order, round 1 the reverse, and so on: no arm always follows the same one. */
export function inTurn<T>(round: number, arms: readonly T[]): T[] {
  return round % 2 ? [...arms].reverse() : [...arms]
}
