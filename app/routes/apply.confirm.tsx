import { createFileRoute } from '@tanstack/react-router'
import {
  getApplyConfirmState,
  handleApplyConfirmPost,
  parseApplyConfirmSearch,
} from '~/applications/confirm.functions'
import { ApplyConfirmPage } from '~/applications/ApplyConfirmPage'
import { applyConfirmHeading } from '~/applications/applyConfirmHeading'
import { mailPageHead } from '~/sections/mail-pages/mailPageHead'

// A mail page: private and uncached by its path (app/http/privatePages.ts), no referrer, not indexed.
export const Route = createFileRoute('/apply/confirm')({
  validateSearch: parseApplyConfirmSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getApplyConfirmState({ data: deps }),
  head: ({ loaderData }) => mailPageHead(loaderData && applyConfirmHeading[loaderData]),
  component: ApplyConfirmRoute,
  server: { handlers: { POST: ({ request }) => handleApplyConfirmPost(request) } },
})

function ApplyConfirmRoute() {
  return <ApplyConfirmPage state={Route.useLoaderData()} token={Route.useSearch().token} />
}
