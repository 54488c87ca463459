import { createFileRoute } from '@tanstack/react-router'
import { editionsNewestFirst } from '@content/editions.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { formatEventDate } from '~/lib/calendar'
import { archivePageHead, editionDates } from '~/sections/edition-page/editionPage'
import { EditionsArchive } from '~/sections/edition-page/EditionsArchive'

export const Route = createFileRoute('/editions/')({
  loader: () => ({
    dates: Object.fromEntries(editionsNewestFirst.map((edition) => [edition.slug, editionDates(edition)])),
    upcomingDates: Object.fromEntries(upcomingEvents.map((event) => [event.id, formatEventDate(event)])),
  }),
  staleTime: Infinity,
  head: () => archivePageHead(),
  component: ArchiveRoute,
})

function ArchiveRoute() {
  const { dates, upcomingDates } = Route.useLoaderData()
  return <EditionsArchive dates={dates} upcomingDates={upcomingDates} />
}
