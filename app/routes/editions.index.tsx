import { createFileRoute } from '@tanstack/react-router'
import { archivePageData } from '~/sections/edition-page/pageData'
import { EditionsArchive } from '~/sections/edition-page/EditionsArchive'

export const Route = createFileRoute('/editions/')({
  loader: () => archivePageData(),
  staleTime: Infinity,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ArchiveRoute,
})

function ArchiveRoute() {
  const { dates, upcomingDates } = Route.useLoaderData()
  return <EditionsArchive dates={dates} upcomingDates={upcomingDates} />
}
