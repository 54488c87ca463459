import { describe, expect, it } from 'vitest'
import { teams } from '@content/teams.ts'
import {
  TEAMS_COLLAPSED_COUNT,
  TEAM_DESCRIPTION_MAX_LENGTH,
  truncateDescription,
  visibleTeams,
} from '~/sections/teams/teamsList'

describe('meet the teams', () => {
  it('shows 7 teams collapsed and all 36 expanded', () => {
    expect(TEAMS_COLLAPSED_COUNT).toBe(7)
    expect(visibleTeams(teams, false)).toHaveLength(7)
    expect(visibleTeams(teams, true)).toHaveLength(36)
  })

  it('keeps a description of 160 characters whole', () => {
    const exact = 'x'.repeat(160)
    expect(truncateDescription(exact)).toBe(exact)
  })

  it("cuts a 161-character description to 160 characters plus '...'", () => {
    const long = 'y'.repeat(161)
    expect(truncateDescription(long)).toBe(`${'y'.repeat(160)}...`)
    expect(TEAM_DESCRIPTION_MAX_LENGTH).toBe(160)
  })

  it('truncates every sample description over 160 characters', () => {
    const long = teams.filter((team) => team.description.length > 160)
    expect(long.length).toBeGreaterThan(0)
    for (const team of long) {
      const cut = truncateDescription(team.description)
      expect(cut.endsWith('...')).toBe(true)
      expect(cut.length).toBeLessThanOrEqual(163)
      expect(team.description.startsWith(cut.slice(0, -3))).toBe(true)
    }
  })
})
