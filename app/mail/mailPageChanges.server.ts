// The changes the mail pages make, each a POST answered with a redirect to the page, which says
// what happened; RFC 8058's one-click unsubscribe is answered at once (docs/decisions/0036).
import { isBodyTooLarge } from '../http/bodyLimit.ts'
import { CACHE_CONTROL, plainText } from '../http/httpRules.ts'
import { checkSignup } from '../signup/schema.ts'
import { MAIL_PAGE_PATHS, TOKEN_PARAM } from './links.ts'
import { verified, view, type NoPageDeps, type PageDeps } from './mailPages.server.ts'
import { ERASE_CONFIRMATION } from './mailPageState.ts'
import type { TokenPurpose } from '../../lib/tokens.ts'

/** A form's body is a few fields; anything larger is not one of ours. */
const FORM_BODY_LIMIT_BYTES = 4096

/**
 * A page's form, sent by a browser of the site itself: Sec-Fetch-Site says so, or, from an older
 * browser, an Origin naming this host. A request with neither is refused (a Referer alone is never
 * taken); RFC 8058's one-click POST, which has neither, is judged by its token alone.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host)
  } catch {
    return false
  }
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': CACHE_CONTROL.noStore } })
}

function plain(status: number, text: string): Response {
  return plainText(status, `${text}\n`, { 'cache-control': CACHE_CONTROL.noStore })
}

function pageHref(page: TokenPurpose, params: Record<string, string>, focusId?: string): string {
  const query = new URLSearchParams(params).toString()
  return `${MAIL_PAGE_PATHS[page]}${query ? `?${query}` : ''}${focusId ? `#${focusId}` : ''}`
}

type Form = { get(name: string): string | null }

// URL-encoded or multipart, as browsers and mail providers send; an unreadable body has no fields.
async function readForm(request: Request): Promise<Form | Response> {
  if (await isBodyTooLarge(request, FORM_BODY_LIMIT_BYTES)) return plain(413, 'Payload Too Large')
  const data = await request.formData().catch(() => null)
  return {
    get(name) {
      const value = data?.get(name)
      return typeof value === 'string' ? value : null
    },
  }
}

const TRY_AGAIN = 'Service Unavailable: please try again in a little while.'

/** A change that cannot be made now (the store or the signing key could not answer; logged where it failed). */
const tryAgain = () => plain(503, TRY_AGAIN)

async function withDeps(
  deps: PageDeps | NoPageDeps,
  work: (deps: PageDeps) => Promise<Response>,
): Promise<Response> {
  if (deps === 'keeps_no_confirmations')
    return plain(503, 'Service Unavailable: this site keeps no confirmations.')
  if (deps === 'no_signing_key') return tryAgain()
  return work(deps)
}

/** The confirm page's one button. A refused token goes back to the page, which says why. */
export function confirmPost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return withDeps(deps, async (deps) => {
    if (!isSameOrigin(request)) return plain(403, 'Forbidden')
    const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
    const check = await verified(token, 'confirm', deps)
    if (check.ok && check.record === 'unavailable') return tryAgain()
    if (check.ok && (await deps.store.confirm(check.email, new Date(deps.now()))) === 'unavailable')
      return tryAgain()
    return seeOther(pageHref('confirm', { [TOKEN_PARAM]: token, ...(check.ok && { done: 'confirmed' }) }))
  })
}

/**
 * The unsubscribe link's POST: RFC 8058's one-click from a mail provider (no cookies, no Origin of
 * ours, answered 200 at once) or the page's button (redirected to the page, which says it is done).
 */
export function unsubscribePost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return withDeps(deps, async (deps) => {
    const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
    const form = await readForm(request)
    if (form instanceof Response) return form
    const isOneClick = form.get('List-Unsubscribe') === 'One-Click'
    if (!isOneClick && !isSameOrigin(request)) return plain(403, 'Forbidden')
    const check = await verified(token, 'unsubscribe', deps)
    if (check.ok && check.record === 'unavailable') return tryAgain()
    if (check.ok && (await deps.store.withdraw(check.email, new Date(deps.now()))) === 'unavailable')
      return tryAgain()
    if (isOneClick)
      return check.ok ? plain(200, 'Unsubscribed.') : plain(400, 'This unsubscribe link is not valid.')
    return seeOther(pageHref('unsubscribe', { [TOKEN_PARAM]: token }))
  })
}

/** The manage page's forms: ask for the link, or, with one, download, change, withdraw or erase. */
export function managePost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return withDeps(deps, async (deps) => {
    if (!isSameOrigin(request)) return plain(403, 'Forbidden')
    const form = await readForm(request)
    if (form instanceof Response) return form
    const token = new URL(request.url).searchParams.get(TOKEN_PARAM)
    if (!token) {
      const check = checkSignup({ email: form.get('email') ?? '' })
      if (!check.ok)
        return seeOther(
          pageHref('manage', { error: check.code === 'email_too_long' ? 'email_too_long' : 'invalid_email' }),
        )
      deps.requestManageLink(check.value.email, request)
      return seeOther(pageHref('manage', { sent: 'true' }))
    }
    const check = await verified(token, 'manage', deps)
    if (!check.ok) return seeOther(pageHref('manage', { [TOKEN_PARAM]: token }))
    if (check.record === 'unavailable') return tryAgain()
    const back = (params: Record<string, string>, focusId?: string) =>
      seeOther(pageHref('manage', { [TOKEN_PARAM]: token, ...params }, focusId))
    const action = form.get('action')
    if (action === 'download') {
      const { record } = check
      if (!record) return back({})
      return new Response(`${JSON.stringify(view(record), null, 2)}\n`, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="my-sign-up.json"',
          'cache-control': CACHE_CONTROL.noStore,
        },
      })
    }
    if (action === 'festival') {
      const festival = checkSignup({ email: check.email, festival: form.get('festival') ?? '' })
      if (!festival.ok) return back({ error: 'festival_too_long' })
      const changed = await deps.store.setFestival(check.email, festival.value.suggestedFestival)
      return changed === 'unavailable' ? tryAgain() : back({ done: 'festival' })
    }
    if (action === 'withdraw') {
      const withdrawn = await deps.store.withdraw(check.email, new Date(deps.now()))
      return withdrawn === 'unavailable' ? tryAgain() : back({ done: 'withdrawn' })
    }
    if (action === 'erase') {
      if (form.get(ERASE_CONFIRMATION.name) !== ERASE_CONFIRMATION.value)
        return back({ error: 'erase_unconfirmed' }, ERASE_CONFIRMATION.id)
      const erased = await deps.store.erase(check.email)
      if (erased === 'unavailable') return tryAgain()
      await deps.forgetMail(check.email)
      return seeOther(pageHref('manage', { done: 'erased' }))
    }
    return plain(400, 'Bad Request')
  })
}
