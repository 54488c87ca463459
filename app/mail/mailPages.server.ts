// What the pages the mails link to (confirm, unsubscribe, manage) show, and the deps they share with
// their changes (mailPageChanges.server.ts). A GET only ever reads: a link scanner that opens a
// confirm link confirms nothing (docs/decisions/0036-signed-mail-links.md).
import { errorText } from '../../lib/errorText.ts'
import { getDoubleOptIn } from '../signup/store.server.ts'
import type { OptInSteps, StoredSignupRecord } from '../../db/store/store.server.ts'
import { forgetMail, mailDeps, signingKey } from './mailer.server.ts'
import { sendManageLink } from './send.server.ts'
import { takeClientAttempt } from '../signup/signup.server.ts'
import { TOKEN_LIFETIME_MS, verifyToken, type TokenPurpose } from '../../lib/tokens.ts'
import {
  REQUEST_ERRORS,
  type ManageNotice,
  type MailPageQuery,
  type MailPageState,
  type RefusalReason,
  type SignupRecordView,
} from './mailPageState.ts'

export type PageDeps = {
  store: OptInSteps
  secret: string
  now: () => number
  /** Mails the manage link if the address is on the list; answered the same either way. */
  requestManageLink: (email: string, request: Request) => void
  /** After an erase: the mails kept for that address go too. */
  forgetMail: (email: string) => Promise<void>
}

/** Why this process answers no mail page: it keeps no confirmations, or cannot read the key that signs their links. */
export type NoPageDeps = 'keeps_no_confirmations' | 'no_signing_key'

/** The process's own deps, or why it has none (Supabase without MAIL_TOKEN_SECRET; an unusable secret file). */
export async function pageDeps(log: (line: string) => void = console.error): Promise<PageDeps | NoPageDeps> {
  const store = getDoubleOptIn()
  if (!store) return 'keeps_no_confirmations'
  const secret = await signingKey(log)
  if (secret === null) return 'no_signing_key'
  return {
    store,
    secret,
    now: Date.now,
    forgetMail,
    requestManageLink(email, request) {
      // Not awaited: the answer must be the same, and as quick, for an unknown address, a known
      // one, a client over its limit or a recipient over its mail budget (send.server.ts).
      void takeClientAttempt(request, 'link')
        .then(async (isWithinLimit) => {
          const deps = isWithinLimit && (await mailDeps(log))
          if (deps) await sendManageLink(email, deps)
        })
        .catch((error: unknown) => log(`[mail] manage link not sent, a bug: ${errorText(error)}`))
    },
  }
}

type Verified =
  | { ok: true; email: string; record: StoredSignupRecord | null | 'unavailable' }
  | { ok: false; reason: RefusalReason }

// The app's clock and the database's may differ a little; a row this much newer than the link is
// another sign-up of the same address (after an erase), which the link was never sent for.
const CLOCK_SKEW_MS = 60_000

export async function verified(
  token: string | undefined,
  purpose: TokenPurpose,
  deps: PageDeps,
): Promise<Verified> {
  if (!token) return { ok: false, reason: 'invalid' }
  const check = await verifyToken(token, purpose, deps.secret, deps.now())
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' }
  const record = await deps.store.find(check.email)
  const issuedAt = check.expiresAt - TOKEN_LIFETIME_MS[purpose]
  if (record !== 'unavailable' && record && record.createdAt.getTime() > issuedAt + CLOCK_SKEW_MS)
    return { ok: false, reason: 'invalid' }
  return { ok: true, email: check.email, record }
}

export function view(record: StoredSignupRecord): SignupRecordView {
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
  if (query.page === 'manage' && !query.token) {
    return { kind: 'request', error: REQUEST_ERRORS.find((code) => code === query.error) ?? null }
  }
  const check = await verified(query.token, query.page, deps)
  if (!check.ok) return { kind: 'refused', reason: check.reason }
  // A store that cannot answer is the page's own "not available" state, not an error screen.
  const { record } = check
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
