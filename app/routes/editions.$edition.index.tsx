import { createFileRoute } from '@tanstack/react-router'
import { findEdition } from '@content/editions.ts'
import { editionPageData } from '~/sections/edition-page/pageData'
import { EditionPage } from '~/sections/edition-page/EditionPage'
import { signupOutcomeSearch } from '~/signup/outcome'

export const Route = createFileRoute('/editions/$edition/')({
  validateSearch: signupOutcomeSearch,
  loader: ({ params }) => editionPageData(params.edition),
  staleTime: Infinity,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: EditionRoute,
})

function EditionRoute() {
  const { edition: slug } = Route.useParams()
  const { shuffleSeed, dates } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  const edition = findEdition(slug)
  return edition ? (
    <EditionPage edition={edition} dates={dates} shuffleSeed={shuffleSeed} signupOutcome={signup} />
  ) : null
}
