import { describe, expect, it } from 'vitest'
import { teams } from '@content/featured.ts'
import { TEAM_DESCRIPTION_MAX_LENGTH, truncateDescription, visibleTeams } from '~/sections/teams/teamsList'

describe('meet the teams', () => {
  it('shows the first 7 teams collapsed and every team expanded', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(visibleTeams(twenty, false)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(visibleTeams(twenty, true)).toEqual(twenty)
  })

  it('keeps a description of 160 characters whole', () => {
    const exact = 'x'.repeat(160)
    expect(truncateDescription(exact)).toBe(exact)
  })

  it("cuts a 161-character description to 160 characters plus '...'", () => {
    const long = 'y'.repeat(161)
    expect(truncateDescription(long)).toBe(`${'y'.repeat(160)}...`)
  })

  it('truncates every description in content/teams.ts over the limit', () => {
    // One made-up description over the limit, so the rule is checked whatever the content holds.
    const madeUp = { description: `${'z '.repeat(TEAM_DESCRIPTION_MAX_LENGTH)}end` }
    const long = [...teams, madeUp].filter((team) => team.description.length > TEAM_DESCRIPTION_MAX_LENGTH)
    for (const team of long) {
      const cut = truncateDescription(team.description)
      expect(cut.endsWith('...')).toBe(true)
      expect(cut.length).toBeLessThanOrEqual(TEAM_DESCRIPTION_MAX_LENGTH + 3)
      expect(team.description.startsWith(cut.slice(0, -3))).toBe(true)
    }
  })
})
