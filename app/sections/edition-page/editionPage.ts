import { site } from '@content/site.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import type { Edition } from '@content/schema.ts'
import { editionPath } from '@content/slug.ts'
import { editionCardText } from '@content/teamPage.ts'
import cards from 'virtual:team-cards'
import { pageHead } from '~/lib/seo'
import { editionPageJsonLd, eventJsonLd } from '~/lib/jsonLd'

/** "July 19 – August 10, 2025": made on the server, where Intl costs the visitor nothing. */
export function editionDates(edition: Edition): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(
    new Date(`${edition.event.startDate}T12:00:00Z`),
    new Date(`${edition.event.endDate}T12:00:00Z`),
  )
}

/** "San Francisco 2025": how the archive and the cards name an edition. */
export function editionName(edition: Edition): string {
  return editionCardText(edition.event).name
}

/** An edition page's own title, description, canonical URL, social card and JSON-LD. */
export function editionPageHead(edition: Edition) {
  const name = editionName(edition)
  return pageHead({
    path: editionPath(edition.slug),
    title: `${name}, ${edition.event.festival}: ${site.name}`,
    description: edition.summary,
    card: cards.editions[edition.slug]!,
    cardAlt: `${name}: ${edition.event.name}, live at ${edition.event.festival}`,
    jsonLd: editionPageJsonLd(edition),
  })
}

export function archivePageHead() {
  return pageHead({
    path: '/editions',
    title: `${editionsPageCopy.title}: ${site.name}`,
    description: editionsPageCopy.description,
    card: cards.archive,
    cardAlt: `${editionsPageCopy.title}: ${site.name}`,
    jsonLd: eventJsonLd(),
  })
}
