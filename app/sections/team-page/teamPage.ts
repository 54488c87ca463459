import { site } from '@content/site.ts'
import { teams } from '@content/teams.ts'
import type { Team } from '@content/schema.ts'
import { teamSlug } from '@content/slug.ts'
import { fillIn, teamPageCopy } from '@content/teamPage.ts'
import cards from 'virtual:team-cards'
import { absoluteUrl, teamJsonLd } from '~/lib/seo'
import { truncateDescription } from '~/sections/teams/teamsList'

export const teamPagePath = (team: Team) => `/teams/${teamSlug(team)}`

export function findTeam(slug: string): Team | undefined {
  return teams.find((team) => teamSlug(team) === slug)
}

/** The page's own title, description and social card; the rest of the head comes from the root. */
export function teamPageHead(slug: string) {
  const team = findTeam(slug)
  if (!team) return {}
  const path = teamPagePath(team)
  const title = `${team.name}: ${site.name}`
  const description = truncateDescription(team.description)
  const card = cards[teamSlug(team)]!
  const cardAlt = fillIn(teamPageCopy.cardAlt, { team: team.name, event: site.event.name })
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:url', content: absoluteUrl(path) },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: absoluteUrl(card) },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:alt', content: cardAlt },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: absoluteUrl(card) },
      { name: 'twitter:image:alt', content: cardAlt },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(path) }],
    scripts: [{ type: 'application/ld+json', children: JSON.stringify(teamJsonLd(team, path, card)) }],
  }
}
