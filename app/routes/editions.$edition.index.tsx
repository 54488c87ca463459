import { createFileRoute } from '@tanstack/react-router'
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
  const { shuffleSeed, dates, edition, stepImages, timelineFiles } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  return (
    <EditionPage
      edition={edition}
      dates={dates}
      shuffleSeed={shuffleSeed}
      stepImages={stepImages}
      timelineFiles={timelineFiles}
      signupOutcome={signup}
    />
  )
}
