// The seat draw (lib/draw.ts) against its specification, docs/applications-draw.md: the page's
// worked example is read from the page itself and re-run here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { draw, drawOrder, sortedIds } from '../../lib/draw'

const DOC = readFileSync(new URL('../../docs/applications-draw.md', import.meta.url), 'utf8')
const example = DOC.slice(DOC.indexOf('## A worked example'), DOC.indexOf('## Re-running it yourself'))

/** The example as the page states it: the seed, the ids, the table's letters and the outcome. */
function documentedExample() {
  const seed = /Seed `([^`]+)`/.exec(example)![1]!
  const openSeats = { two: 2 }[/, (\w+) open seats/.exec(example)![1]!]!
  const ids = /```\n([\s\S]*?)```/.exec(example)![1]!.trim().split('\n')
  const letters = Object.fromEntries(
    [...example.matchAll(/^\| ([A-E]) +\| `([^`]+)` +\|$/gm)].map(([, letter, id]) => [letter!, id!]),
  )
  const accepted = /Accepted: (\w) \(`[^`]+`\) and (\w) \(/.exec(example)!.slice(1)
  const waitlisted = /Waitlisted, in order: ([A-E, ]+)\./.exec(example)![1]!.split(', ')
  return {
    seed,
    openSeats,
    ids,
    accepted: accepted.map((letter) => letters[letter]),
    waitlisted: waitlisted.map((letter) => letters[letter]),
  }
}

describe('the seat draw', () => {
  it('gives the worked example of docs/applications-draw.md when re-run from its seed', async () => {
    const { seed, openSeats, ids, accepted, waitlisted } = documentedExample()
    expect(ids).toHaveLength(5)
    const result = await draw(seed, ids, openSeats)
    expect(result.accepted).toEqual(accepted)
    expect(result.waitlisted).toEqual(waitlisted)
  })

  it('depends on the set of ids, not the order they were given in', async () => {
    const ids = ['d', 'a', 'c', 'b', 'e', 'f']
    expect(await drawOrder('seed', ids)).toEqual(await drawOrder('seed', [...ids].reverse()))
  })

  it('sorts by code point, so an id outside the basic plane sorts after every one inside it', () => {
    expect(sortedIds(['\u{1F600}', '\uFFFF', 'a'])).toEqual(['a', '\uFFFF', '\u{1F600}'])
  })

  it('draws each id once, and a different seed gives a different order', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `id-${String(i).padStart(2, '0')}`)
    const first = await drawOrder('round 1', ids)
    expect([...first].sort()).toEqual(ids)
    expect(await drawOrder('round 2', ids)).not.toEqual(first)
  })

  it('accepts nobody when no seat is open, and everyone when seats outnumber the ids', async () => {
    expect((await draw('s', ['a', 'b'], 0)).accepted).toEqual([])
    expect((await draw('s', ['a', 'b'], 5)).waitlisted).toEqual([])
  })
})
