import { createFileRoute } from '@tanstack/react-router'
import { getBuilderPageState, handleBuilderPagePost } from '~/applications/manage.functions'
import { parseBuilderPageSearch } from '~/applications/manageState'
import { BuilderPage } from '~/applications/BuilderPage'
import { mailPageHead } from '~/sections/mail-pages/mailPageHead'

// The builder's own page, from the link in each decision mail: private and uncached by its path
// (app/http/privatePages.ts), no referrer, not indexed.
export const Route = createFileRoute('/apply/manage')({
  validateSearch: parseBuilderPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getBuilderPageState({ data: deps }),
  head: ({ loaderData }) => mailPageHead(loaderData?.heading),
  component: BuilderPageRoute,
  server: { handlers: { POST: ({ request }) => handleBuilderPagePost(request) } },
})

function BuilderPageRoute() {
  return <BuilderPage state={Route.useLoaderData()} token={Route.useSearch().token} />
}
