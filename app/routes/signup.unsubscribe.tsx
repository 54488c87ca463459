import { createFileRoute } from '@tanstack/react-router'
import { parseMailPageSearch } from '~/mail/mailPageState'
import { getMailPageState, handleUnsubscribePost } from '~/mail/mailPages.functions'
import { UnsubscribePage } from '~/sections/mail-pages/UnsubscribePage'
import { mailPageHead } from '~/sections/mail-pages/mailPageHead'

export const Route = createFileRoute('/signup/unsubscribe')({
  validateSearch: parseMailPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getMailPageState({ data: { page: 'unsubscribe', ...deps } }),
  head: ({ loaderData }) => mailPageHead(loaderData?.heading),
  component: UnsubscribeRoute,
  server: { handlers: { POST: ({ request }) => handleUnsubscribePost(request) } },
})

function UnsubscribeRoute() {
  return <UnsubscribePage state={Route.useLoaderData()} token={Route.useSearch().token} />
}
