import { site } from '@content/site.ts'
import { teams } from '@content/teams.ts'
import type { Team } from '@content/schema.ts'
import { teamSlug } from '@content/slug.ts'
import { absoluteUrl } from '~/lib/seo'
import { truncateDescription } from '~/sections/teams/teamsList'

export const teamPagePath = (team: Team) => `/teams/${teamSlug(team)}`

export function findTeam(slug: string): Team | undefined {
  return teams.find((team) => teamSlug(team) === slug)
}

/** The page's own title and description; the rest of the head comes from the root. */
export function teamPageHead(slug: string) {
  const team = findTeam(slug)
  if (!team) return {}
  const path = teamPagePath(team)
  const title = `${team.name}: ${site.name}`
  const description = truncateDescription(team.description)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:url', content: absoluteUrl(path) },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(path) }],
  }
}
