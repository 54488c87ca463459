// What the pages the mails link to (confirm, unsubscribe, manage) show and do. A GET only ever
// reads: a link scanner that opens a confirm link confirms nothing; each change is a POST, answered
// with a redirect to a page that says what happened (docs/decisions/0036-signed-mail-links.md).
import { getConfig } from '../config.server.ts'
import { isBodyTooLarge } from '../http/bodyLimit.ts'
import { errorText } from '../lib/errorText.ts'
import { CACHE_CONTROL, plainText } from '../http/httpRules.ts'
import { checkSignup } from '../signup/schema.ts'
import { getDoubleOptIn, type DoubleOptInStore } from '../signup/store/store.server.ts'
import type { StoredSignupRecord } from '../signup/store/doubleOptIn.server.ts'
import { getMailConfig } from './config.server.ts'
import { MAIL_PAGE_PATHS, TOKEN_PARAM } from './links.ts'
import { mailDeps } from './mailer.server.ts'
import { sendManageLink } from './send.server.ts'
import { tokenSecret } from './secret.server.ts'
import { verifyToken, type TokenPurpose } from './tokens.ts'
import type {
  ManageNotice,
  MailPageQuery,
  MailPageState,
  RefusalReason,
  SignupRecordView,
} from './mailPageState.ts'

export type PageDeps = {
  store: DoubleOptInStore
  secret: string
  now: () => number
  /** Mails the manage link if the address is on the list; answered the same either way. */
  requestManageLink: (email: string) => void
  log: (line: string) => void
}

/** Why this process answers no mail page: it keeps no confirmations, or cannot read the key that signs their links. */
export type NoPageDeps = 'keeps_no_confirmations' | 'no_signing_key'

/** A form's body is a few fields; anything larger is not one of ours. */
const FORM_BODY_LIMIT_BYTES = 4096

// One manage mail per address per window, whoever asks: the form must not become a way to flood
// someone's inbox. In memory: a restart forgets, which errs towards sending.
const MANAGE_MAIL_INTERVAL_MS = 10 * 60 * 1000
const manageMailedAt = new Map<string, number>()

function isManageMailDue(email: string, now: number): boolean {
  for (const [address, at] of manageMailedAt)
    if (now - at >= MANAGE_MAIL_INTERVAL_MS) manageMailedAt.delete(address)
  if (manageMailedAt.has(email)) return false
  manageMailedAt.set(email, now)
  return true
}

/** The process's own deps, or why it has none (Supabase without MAIL_TOKEN_SECRET; an unusable secret file). */
export async function pageDeps(log: (line: string) => void = console.error): Promise<PageDeps | NoPageDeps> {
  const store = getDoubleOptIn()
  if (!store) return 'keeps_no_confirmations'
  const secret = await tokenSecret(getMailConfig().tokenSecret, getConfig().dataDir).catch(
    (error: unknown) => {
      log(`[mail] a mail page cannot read the key that signs its links: ${errorText(error)}`)
      return null
    },
  )
  if (secret === null) return 'no_signing_key'
  return {
    store,
    secret,
    now: Date.now,
    requestManageLink(email) {
      if (!isManageMailDue(email, Date.now())) return
      // Not awaited: the answer must take as long for an unknown address as for a known one.
      void mailDeps().then((deps) => deps && sendManageLink(email, deps))
    },
    log,
  }
}

type Verified = { ok: true; email: string } | { ok: false; reason: RefusalReason }

async function verified(token: string | undefined, purpose: TokenPurpose, deps: PageDeps): Promise<Verified> {
  if (!token) return { ok: false, reason: 'invalid' }
  const check = await verifyToken(token, purpose, deps.secret, deps.now())
  if (check.ok) return { ok: true, email: check.email }
  return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' }
}

function view(record: StoredSignupRecord): SignupRecordView {
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    email: record.email,
    suggestedFestival: record.suggestedFestival,
    consentedAt: record.consentedAt.toISOString(),
    noticeVersion: record.noticeVersion,
    confirmedAt: iso(record.confirmedAt),
    withdrawnAt: iso(record.withdrawnAt),
  }
}

/** What a mail page shows for its query; reads only. */
export async function mailPageState(
  query: MailPageQuery,
  deps: PageDeps | NoPageDeps,
): Promise<MailPageState> {
  if (query.done === 'erased' && query.page === 'manage') return { kind: 'erased' }
  if (query.sent && query.page === 'manage') return { kind: 'sent' }
  if (typeof deps === 'string') return { kind: 'unavailable' }
  if (query.page === 'manage' && !query.token) return { kind: 'request', error: query.error ?? null }
  const check = await verified(query.token, query.page, deps)
  if (!check.ok) return { kind: 'refused', reason: check.reason }
  // A store that cannot answer is the page's own "not available" state, not an error screen.
  const record = await deps.store.find(check.email).catch((error: unknown) => {
    deps.log(`[mail] a mail page could not read its sign-up: ${errorText(error)}`)
    return 'unavailable' as const
  })
  if (record === 'unavailable') return { kind: 'unavailable' }
  if (!record) return { kind: 'refused', reason: 'missing' }
  if (query.page === 'confirm') {
    if (record.withdrawnAt) return { kind: 'refused', reason: 'withdrawn' }
    return record.confirmedAt && query.done === 'confirmed' ? { kind: 'done' } : { kind: 'ask' }
  }
  if (query.page === 'unsubscribe') return record.withdrawnAt ? { kind: 'done' } : { kind: 'ask' }
  const notice: ManageNotice | null =
    query.done === 'festival' || query.done === 'withdrawn' ? query.done : (query.error ?? null)
  return { kind: 'record', record: view(record), notice }
}

/** Pages' forms come from the site itself; RFC 8058's one-click POST comes from a mail provider. */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return true
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

function pageHref(page: TokenPurpose, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString()
  return `${MAIL_PAGE_PATHS[page]}${query ? `?${query}` : ''}`
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

async function guarded(
  deps: PageDeps | NoPageDeps,
  work: (deps: PageDeps) => Promise<Response>,
): Promise<Response> {
  if (deps === 'keeps_no_confirmations')
    return plain(503, 'Service Unavailable: this site keeps no confirmations.')
  if (deps === 'no_signing_key') return plain(503, TRY_AGAIN)
  try {
    return await work(deps)
  } catch (error) {
    deps.log(`[mail] a mail page's change failed: ${errorText(error)}`)
    return plain(503, TRY_AGAIN)
  }
}

/** The confirm page's one button. A refused token goes back to the page, which says why. */
export function confirmPost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return guarded(deps, async (deps) => {
    if (!isSameOrigin(request)) return plain(403, 'Forbidden')
    const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
    const check = await verified(token, 'confirm', deps)
    if (check.ok) await deps.store.confirm(check.email, new Date(deps.now()))
    return seeOther(pageHref('confirm', { [TOKEN_PARAM]: token, ...(check.ok && { done: 'confirmed' }) }))
  })
}

/**
 * The unsubscribe link's POST: RFC 8058's one-click from a mail provider (no cookies, no Origin of
 * ours, answered 200 at once) or the page's button (redirected to the page, which says it is done).
 */
export function unsubscribePost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return guarded(deps, async (deps) => {
    const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
    const form = await readForm(request)
    if (form instanceof Response) return form
    const check = await verified(token, 'unsubscribe', deps)
    const isOneClick = form.get('List-Unsubscribe') === 'One-Click'
    if (check.ok) await deps.store.withdraw(check.email, new Date(deps.now()))
    if (isOneClick)
      return check.ok ? plain(200, 'Unsubscribed.') : plain(400, 'This unsubscribe link is not valid.')
    return seeOther(pageHref('unsubscribe', { [TOKEN_PARAM]: token }))
  })
}

/** The manage page's forms: ask for the link, or, with one, download, change, withdraw or erase. */
export function managePost(request: Request, deps: PageDeps | NoPageDeps): Promise<Response> {
  return guarded(deps, async (deps) => {
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
      deps.requestManageLink(check.value.email)
      return seeOther(pageHref('manage', { sent: 'true' }))
    }
    const check = await verified(token, 'manage', deps)
    if (!check.ok) return seeOther(pageHref('manage', { [TOKEN_PARAM]: token }))
    const back = (params: Record<string, string>) =>
      seeOther(pageHref('manage', { [TOKEN_PARAM]: token, ...params }))
    const action = form.get('action')
    if (action === 'download') {
      const record = await deps.store.find(check.email)
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
      await deps.store.setFestival(check.email, festival.value.suggestedFestival)
      return back({ done: 'festival' })
    }
    if (action === 'withdraw') {
      await deps.store.withdraw(check.email, new Date(deps.now()))
      return back({ done: 'withdrawn' })
    }
    if (action === 'erase') {
      await deps.store.erase(check.email)
      return seeOther(pageHref('manage', { done: 'erased' }))
    }
    return plain(400, 'Bad Request')
  })
}
