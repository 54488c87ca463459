import { createFileRoute } from '@tanstack/react-router'
import { archivePageData } from '~/sections/edition-page/pageData'
import { EditionsArchive } from '~/sections/edition-page/EditionsArchive'
import { signupOutcomeSearch } from '~/signup/outcome'

export const Route = createFileRoute('/editions/')({
  validateSearch: signupOutcomeSearch,
  loader: () => archivePageData(),
  staleTime: Infinity,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ArchiveRoute,
})

function ArchiveRoute() {
  const { cards, upcoming } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  return <EditionsArchive cards={cards} upcoming={upcoming} signupOutcome={signup} />
}
