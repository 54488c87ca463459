import { createServerOnlyFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { editionsNewestFirst, findEdition } from '@content/editions.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { formatEventDate } from '~/lib/calendar'
import { findTeam, teamPageHead } from '~/sections/team-page/teamPage'
import { archivePageHead, editionDates, editionPageHead } from './editionPage'

// What the archive, an edition's page and a team's page are sent with, made on the server: their
// heads, and the dates, which need Intl (docs/decisions/0016-intl-off-the-start-up-path.md). Kept
// out of the routes' shared code, so no other page loads the editions to make them
// (docs/decisions/0033-editions-in-content.md). Every page is reached by a full load.

export const archivePageData = createServerOnlyFn(() => ({
  dates: Object.fromEntries(editionsNewestFirst.map((edition) => [edition.slug, editionDates(edition)])),
  upcomingDates: Object.fromEntries(upcomingEvents.map((event) => [event.id, formatEventDate(event)])),
  head: archivePageHead(),
}))

export const editionPageData = createServerOnlyFn((slug: string) => {
  const edition = findEdition(slug)
  if (!edition) throw notFound()
  return {
    shuffleSeed: Math.floor(Math.random() * 2 ** 31),
    dates: editionDates(edition),
    head: editionPageHead(edition),
  }
})

export const teamPageData = createServerOnlyFn((editionSlug: string, teamSlug: string) => {
  const found = findTeam(editionSlug, teamSlug)
  if (!found) throw notFound()
  return { head: teamPageHead(found.edition, found.team) }
})
