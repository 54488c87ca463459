import { describe, expect, it } from 'vitest'
import { inTurn, parseArms } from '../../tools/lib/arms.ts'

describe("an A/B's arms", () => {
  it('reads name=url, keeping any = in the URL', () => {
    expect(parseArms(['floor=http://127.0.0.1:4611', 'page=http://127.0.0.1:4610/teams?show=all'])).toEqual([
      { name: 'floor', url: 'http://127.0.0.1:4611' },
      { name: 'page', url: 'http://127.0.0.1:4610/teams?show=all' },
    ])
  })

  it('refuses an arm with no name', () => {
    expect(() => parseArms(['http://127.0.0.1:4611'])).toThrow('name=url')
  })

  it('runs them in order, then reversed, round by round, leaving the list as it was', () => {
    const arms = ['A', 'B', 'C']
    expect([0, 1, 2, 3].map((round) => inTurn(round, arms).join(''))).toEqual(['ABC', 'CBA', 'ABC', 'CBA'])
    expect(arms).toEqual(['A', 'B', 'C'])
  })
})
