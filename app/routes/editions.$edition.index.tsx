import { createFileRoute, notFound } from '@tanstack/react-router'
import { findEdition } from '@content/editions.ts'
import { editionDates, editionPageHead } from '~/sections/edition-page/editionPage'
import { EditionPage } from '~/sections/edition-page/EditionPage'

export const Route = createFileRoute('/editions/$edition/')({
  // Made on the server and sent with the page, as on `/`: the highlights' shuffle seed, and the
  // dates, which need Intl (docs/decisions/0016-intl-off-the-start-up-path.md).
  loader: ({ params }) => {
    const edition = findEdition(params.edition)
    if (!edition) throw notFound()
    return { shuffleSeed: Math.floor(Math.random() * 2 ** 31), dates: editionDates(edition) }
  },
  staleTime: Infinity,
  head: ({ params }) => editionPageHead(params.edition),
  component: EditionRoute,
})

function EditionRoute() {
  const { edition: slug } = Route.useParams()
  const { shuffleSeed, dates } = Route.useLoaderData()
  const edition = findEdition(slug)
  return edition ? <EditionPage edition={edition} dates={dates} shuffleSeed={shuffleSeed} /> : null
}
