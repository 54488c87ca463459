// The server side of /apply/confirm: a read for the page's state and the POST handler its route
// hands to TanStack Start (server-only: the client build keeps a stub).
import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { applyConfirmDeps, applyConfirmPost, applyConfirmState } from './confirm.server'
import type { ApplyConfirmState } from './outcome'

// `done` stays the string the POST's 303 writes: the router writes the parsed search back into the
// address, and a `true` there (`done=true`) parsed as nothing, so the page said the link was bad.
export type ApplyConfirmQuery = { token?: string; done?: 'confirmed' }

export function parseApplyConfirmSearch(search: Record<string, unknown>): ApplyConfirmQuery {
  return {
    ...(typeof search.token === 'string' && { token: search.token }),
    ...(search.done === 'confirmed' && { done: 'confirmed' as const }),
  }
}

export const getApplyConfirmState = createServerFn({ method: 'GET' })
  .validator((input: unknown) =>
    parseApplyConfirmSearch(typeof input === 'object' && input ? { ...input } : {}),
  )
  .handler(async ({ data }): Promise<ApplyConfirmState> => applyConfirmState(data, await applyConfirmDeps()))

export const handleApplyConfirmPost = createServerOnlyFn(async (request: Request) =>
  applyConfirmPost(request, await applyConfirmDeps()),
)
