import { createFileRoute } from '@tanstack/react-router'
import { parseMailPageSearch } from '~/mail/mailPageState'
import { getMailPageState, handleManagePost } from '~/mail/mailPages.functions'
import { ManagePage } from '~/sections/mail-pages/ManagePage'
import { mailPageHead } from '~/sections/mail-pages/mailPageHead'

export const Route = createFileRoute('/signup/manage')({
  validateSearch: parseMailPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getMailPageState({ data: { page: 'manage', ...deps } }),
  head: ({ loaderData }) => mailPageHead(loaderData?.heading),
  component: ManageRoute,
  server: { handlers: { POST: ({ request }) => handleManagePost(request) } },
})

function ManageRoute() {
  return <ManagePage state={Route.useLoaderData()} token={Route.useSearch().token} />
}
