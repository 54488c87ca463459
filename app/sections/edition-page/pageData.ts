import { createServerOnlyFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { editionsNewestFirst, findEdition } from '@content/editions.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { calendarDescription, formatEventDate, googleCalendarUrl } from '~/lib/calendar'
import { resolveImage } from '~/lib/contentImages'
import type { ResolvedImage } from '~/lib/images'
import type { Edition } from '@content/schema.ts'
import { TEAM_IMAGE_PLACEHOLDER } from '@content/team-image.ts'
import { timelineImageFiles, timelineStepImages } from '~/sections/timeline/timelineImages'
import { findTeam, teamPageHead } from '~/sections/team-page/teamPage'
import { archivePageHead, editionDates, editionName, editionPageHead } from './editionPage'

// The archive's, an edition's and a team's heads and dates, made on the server: dates need Intl
// (docs/decisions/0016), and outside the routes' shared code no other page loads the editions to
// make them (docs/decisions/0033).

/** One edition's card in the archive. */
const archiveCard = (edition: Edition) => ({
  slug: edition.slug,
  name: editionName(edition),
  dates: editionDates(edition),
  festival: edition.event.festival,
  winner: edition.featuredProjects[0]?.name,
  teamCount: edition.teams.length,
  picture: { image: resolveImage(edition.picture.src), alt: edition.picture.alt },
})
export type ArchiveCard = ReturnType<typeof archiveCard>

export const archivePageData = createServerOnlyFn(() => ({
  cards: editionsNewestFirst.map(archiveCard),
  // Written here because Intl's first use in a browser costs a long task (docs/decisions/0054).
  upcoming: Object.fromEntries(
    upcomingEvents.map((event) => [
      event.id,
      { date: formatEventDate(event), googleHref: googleCalendarUrl(event, calendarDescription(event)) },
    ]),
  ),
  head: archivePageHead(),
}))

// The few facts of an edition that a first screen shows, and the files of the pictures it shows:
// sent with the page, so its scripts carry no edition's content and no list of pictures.
const editionFacts = ({ slug, event, summary }: Edition) => ({ slug, event, summary })
export type EditionFacts = ReturnType<typeof editionFacts>

const filesOf = (srcs: readonly string[]): Record<string, ResolvedImage> =>
  Object.fromEntries(srcs.map((src) => [src, resolveImage(src)]))

export const editionPageData = createServerOnlyFn((slug: string) => {
  const edition = findEdition(slug)
  if (!edition) throw notFound()
  const stepImages = timelineStepImages(edition.timelineSteps)
  return {
    shuffleSeed: Math.floor(Math.random() * 2 ** 31),
    dates: editionDates(edition),
    head: editionPageHead(edition),
    edition: editionFacts(edition),
    stepImages,
    timelineFiles: timelineImageFiles(stepImages, resolveImage),
  }
})

export const teamPageData = createServerOnlyFn((editionSlug: string, teamSlug: string) => {
  const found = findTeam(editionSlug, teamSlug)
  if (!found) throw notFound()
  const { edition, team } = found
  const pictures = [
    ...(team.pictures ?? []),
    ...(team.members ?? []).flatMap((member) => member.picture ?? []),
  ].map((picture) => picture.src)
  return {
    head: teamPageHead(edition, team),
    edition: editionFacts(edition),
    team,
    images: filesOf(team.image === TEAM_IMAGE_PLACEHOLDER ? pictures : [team.image, ...pictures]),
  }
})
