import { describe, expect, it } from 'vitest'
import { editions } from '../../content/editions.ts'
import { teamCardSubject } from '../../build/team-cards.ts'

const placed = editions.flatMap((edition) =>
  edition.teams.filter((team) => team.placement).map((team) => ({ edition, team })),
)
const unplaced = editions.flatMap((edition) =>
  edition.teams.filter((team) => !team.placement).map((team) => ({ edition, team })),
)

describe("a team's social card", () => {
  it('leads with the placement when the team has one', () => {
    const winner = placed.find(({ team }) => team.placement === 'winner')!
    const finalist = placed.find(({ team }) => team.placement === 'finalist')!
    expect(teamCardSubject(winner.edition, winner.team).tagline).toBe(
      `Winner at ${winner.edition.event.name}`,
    )
    expect(teamCardSubject(finalist.edition, finalist.team).tagline).toBe(
      `Finalist at ${finalist.edition.event.name}`,
    )
  })

  it('says where the team built it when it has no placement', () => {
    const { edition, team } = unplaced[0]!
    const subject = teamCardSubject(edition, team)
    expect(subject.tagline).toBe(`Built at ${edition.event.name}`)
    expect(subject.tagline).not.toMatch(/Winner|Finalist/)
  })

  it('draws a different card for a placed team than for the same team without a placement', () => {
    const { edition, team } = placed[0]!
    const withPlacement = teamCardSubject(edition, team)
    const without = teamCardSubject(edition, { ...team, placement: undefined })
    expect(withPlacement.name).toBe(without.name)
    expect(withPlacement.tagline).not.toBe(without.tagline)
  })
})
