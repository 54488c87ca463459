// Old team links (/teams/<slug>) answer 301 with the team's page in its edition, before the router.
import { describe, expect, it, vi } from 'vitest'
import { editions } from '@content/editions.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { movedPage } from '~/http/movedPages'

const at = (path: string) => new URL(path, 'http://localhost')

describe('an old team link', () => {
  it("answers 301 with the team's page in its edition, for every team", () => {
    const slugs = editions.flatMap((edition) => edition.teams.map(teamSlug))
    for (const edition of editions)
      for (const team of edition.teams) {
        // A slug two editions share is the next test's.
        if (slugs.indexOf(teamSlug(team)) !== slugs.lastIndexOf(teamSlug(team))) continue
        const response = movedPage('GET', at(`/teams/${teamSlug(team)}`))
        expect(response?.status).toBe(301)
        expect(response?.headers.get('location')).toBe(teamPath(edition.slug, team))
      }
  })

  it('sends a slug two editions share to the first of them, which the old links were made for', async () => {
    const first = editions[0]!
    const later = { ...first, slug: 'porto-2027' }
    vi.resetModules()
    vi.doMock('@content/editions.ts', () => ({ editions: [first, later] }))
    try {
      const { movedPage: moved } = await import('~/http/movedPages')
      const team = first.teams[0]!
      expect(moved('GET', at(`/teams/${teamSlug(team)}`))?.headers.get('location')).toBe(
        teamPath(first.slug, team),
      )
    } finally {
      vi.doUnmock('@content/editions.ts')
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
