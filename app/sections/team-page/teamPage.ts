import { site } from '@content/site.ts'
import { findEdition } from '@content/editions.ts'
import type { Edition, Team } from '@content/schema.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { teamCardTagline } from '@content/teamPage.ts'
import cards from 'virtual:team-cards'
import { absoluteUrl } from '~/lib/seo'
import { teamJsonLd } from '~/lib/jsonLd'
import { truncateDescription } from '~/sections/teams/teamsList'

export function findTeam(editionSlug: string, slug: string): { edition: Edition; team: Team } | undefined {
  const edition = findEdition(editionSlug)
  const team = edition?.teams.find((candidate) => teamSlug(candidate) === slug)
  return edition && team ? { edition, team } : undefined
}

/** The page's own title, description and social card; the rest of the head comes from the root. */
export function teamPageHead(edition: Edition, team: Team) {
  const path = teamPath(edition.slug, team)
  const title = `${team.name}: ${site.name}`
  const description = truncateDescription(team.description)
  const card = cards.teams[`${edition.slug}/${teamSlug(team)}`]!
  const cardAlt = `${team.name}: ${teamCardTagline(team.placement, edition.event.name)}`
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
    scripts: [
      { type: 'application/ld+json', children: JSON.stringify(teamJsonLd(edition, team, path, card)) },
    ],
  }
}
