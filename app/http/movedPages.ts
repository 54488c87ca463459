// A /teams/<slug> link shared before there were editions answers 301 with its edition's address.
// Answered before the router, so the Node server and every edge build say the same and no page
// loads the editions to find it; an unknown slug falls through to the 404 page.
import { editions } from '@content/editions.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { DAY_SECONDS } from '../../lib/time.ts'

const OLD_TEAM_PAGE = /^\/teams\/([^/]+)\/?$/

// A slug two editions share meant the earlier one: the old links predate the second edition.
const movedTeamPages = new Map<string, string>()
for (const edition of editions)
  for (const team of edition.teams)
    if (!movedTeamPages.has(teamSlug(team))) movedTeamPages.set(teamSlug(team), teamPath(edition.slug, team))

/** Where an old team page lives now, for GET and HEAD; null for any other request. */
export function movedPage(method: string, url: URL): Response | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const slug = OLD_TEAM_PAGE.exec(url.pathname)?.[1]
  const location = slug === undefined ? undefined : movedTeamPages.get(slug)
  if (location === undefined) return null
  return new Response(null, {
    status: 301,
    headers: { location, 'cache-control': `public, max-age=${DAY_SECONDS}` },
  })
}
