// Old team links (/teams/<slug>) answer 301 with the team's page in its edition, before the router.
import { describe, expect, it } from 'vitest'
import { editions } from '@content/editions.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { movedPage } from '~/http/movedPages'

const at = (path: string) => new URL(path, 'http://localhost')

describe('an old team link', () => {
  it("answers 301 with the team's page in its edition, for every team", () => {
    for (const edition of editions)
      for (const team of edition.teams) {
        const response = movedPage('GET', at(`/teams/${teamSlug(team)}`))
        expect(response?.status).toBe(301)
        expect(response?.headers.get('location')).toBe(
          teamPath(editions.find((e) => e.teams.some((t) => teamSlug(t) === teamSlug(team)))!.slug, team),
        )
      }
  })

  it('answers HEAD the same, and a trailing slash too', () => {
    const team = editions[0]!.teams[0]!
    expect(movedPage('HEAD', at(`/teams/${teamSlug(team)}/`))?.status).toBe(301)
  })

  it('leaves an unknown team, another path and another method to the router', () => {
    const team = editions[0]!.teams[0]!
    expect(movedPage('GET', at('/teams/no-such-team'))).toBeNull()
    expect(movedPage('GET', at(`/teams/${teamSlug(team)}/more`))).toBeNull()
    expect(movedPage('POST', at(`/teams/${teamSlug(team)}`))).toBeNull()
  })
})
