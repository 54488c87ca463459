import { site } from '@content/site.ts'
import { findEdition } from '@content/editions.ts'
import type { Edition, Team } from '@content/schema.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { teamCardTagline } from '@content/teamPage.ts'
import cards from 'virtual:team-cards'
import { pageHead } from '~/lib/seo'
import { teamJsonLd } from '~/lib/jsonLd'
import { truncateDescription } from '~/sections/teams/teamsList'

export function findTeam(editionSlug: string, slug: string): { edition: Edition; team: Team } | undefined {
  const edition = findEdition(editionSlug)
  const team = edition?.teams.find((candidate) => teamSlug(candidate) === slug)
  return edition && team ? { edition, team } : undefined
}

/** A team page's head: a piece of work (`article`) with its own card, placement in the alt. */
export function teamPageHead(edition: Edition, team: Team) {
  const path = teamPath(edition.slug, team)
  const card = cards.teams[`${edition.slug}/${teamSlug(team)}`]!
  return pageHead({
    path,
    title: `${team.name}: ${site.name}`,
    description: truncateDescription(team.description),
    card,
    cardAlt: `${team.name}: ${teamCardTagline(team.placement, edition.event.name)}`,
    jsonLd: teamJsonLd(edition, team, path, card),
    ogType: 'article',
  })
}
