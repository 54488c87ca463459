import { createFileRoute } from '@tanstack/react-router'
import { parseMailPageSearch } from '~/mail/mailPageState'
import { getMailPageState, handleConfirmPost } from '~/mail/mailPages.functions'
import { ConfirmPage } from '~/sections/mail-pages/ConfirmPage'
import { mailPageHead } from '~/sections/mail-pages/mailPageHead'

export const Route = createFileRoute('/signup/confirm')({
  validateSearch: parseMailPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getMailPageState({ data: { page: 'confirm', ...deps } }),
  head: ({ loaderData }) => mailPageHead(loaderData?.heading),
  component: ConfirmRoute,
  server: { handlers: { POST: ({ request }) => handleConfirmPost(request) } },
})

function ConfirmRoute() {
  return <ConfirmPage state={Route.useLoaderData()} token={Route.useSearch().token} />
}
