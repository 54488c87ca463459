// The server side of the pages mails link to: a read for each page's state, and the POST handlers
// their route files hand to TanStack Start (server-only: the client build keeps a stub).
import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { TOKEN_PURPOSES } from '../../lib/tokens'
import { parseMailPageSearch, type MailPageQuery, type MailPageView } from './mailPageState'
import { confirmPost, managePost, unsubscribePost } from './mailPageChanges.server'
import { mailPageState, pageDeps } from './mailPages.server'
import { mailPageHeading } from './mailPageHeading'

function readQuery(input: unknown): MailPageQuery {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const page = TOKEN_PURPOSES.find((purpose) => purpose === fields.page) ?? 'manage'
  return { page, ...parseMailPageSearch(fields) }
}

// With its heading, which the route's head makes the title of.
export const getMailPageState = createServerFn({ method: 'GET' })
  .validator(readQuery)
  .handler(async ({ data }): Promise<MailPageView> => {
    const state = await mailPageState(data, await pageDeps())
    return { ...state, heading: mailPageHeading(data.page, state) }
  })

export const handleConfirmPost = createServerOnlyFn(async (request: Request) =>
  confirmPost(request, await pageDeps()),
)
export const handleUnsubscribePost = createServerOnlyFn(async (request: Request) =>
  unsubscribePost(request, await pageDeps()),
)
export const handleManagePost = createServerOnlyFn(async (request: Request) =>
  managePost(request, await pageDeps()),
)
