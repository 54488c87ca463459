// The page an application's confirmation link opens. A GET only reads the token, so a link scanner
// confirms nothing; the page's one-button POST confirms. A forged, expired or foreign token changes
// nothing, and every answer is the same whether or not such an application exists.
import { CACHE_CONTROL } from '../http/httpRules.ts'
import { isSameOrigin } from '../mail/mailPageChanges.server.ts'
import { APPLY_CONFIRM_PATH, TOKEN_PARAM } from '../mail/links.ts'
import { signingKey } from '../mail/mailer.server.ts'
import { verifyApplicationToken } from '../../lib/tokens.ts'
import { getApplications, type SiteApplications } from '../signup/store.server.ts'

import type { ApplyConfirmState } from './outcome.ts'

export type ApplyConfirmDeps = { applications: SiteApplications | null; secret: string | null; now?: number }

/** What the page shows for its query: `done` after the POST, else whether the token holds. */
export async function applyConfirmState(
  { token, done }: { token?: string; done?: 'confirmed' },
  { secret, now }: Pick<ApplyConfirmDeps, 'secret' | 'now'>,
): Promise<ApplyConfirmState> {
  if (done) return 'done'
  if (secret === null) return 'unavailable'
  if (!token) return 'invalid'
  return (await verifyApplicationToken(token, secret, now)).ok ? 'ask' : 'invalid'
}

function seeOther(query: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${APPLY_CONFIRM_PATH}?${query}`, 'cache-control': CACHE_CONTROL.noStore },
  })
}

/** The POST: confirms the address the token names for its event, then back to the page, which says so. */
export async function applyConfirmPost(request: Request, deps: ApplyConfirmDeps): Promise<Response> {
  if (!isSameOrigin(request))
    return new Response('Forbidden\n', { status: 403, headers: { 'cache-control': CACHE_CONTROL.noStore } })
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
  const back = seeOther(new URLSearchParams({ [TOKEN_PARAM]: token }).toString())
  if (deps.secret === null || deps.applications === null) return back
  const checked = await verifyApplicationToken(token, deps.secret, deps.now)
  if (!checked.ok) return back
  try {
    // A token for an application that is gone confirms nothing, and says the same as one that did.
    await deps.applications.confirmAddress(checked.eventId, checked.email)
  } catch (error) {
    console.error(`[apply] address not confirmed, the store failed: ${String(error)}`)
    return back
  }
  return seeOther('done=confirmed')
}

export async function applyConfirmDeps(): Promise<ApplyConfirmDeps> {
  return { applications: getApplications(), secret: await signingKey() }
}
