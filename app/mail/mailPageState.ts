// What a page a mail links to is showing: read from its URL, answered by the server
// (mailPages.server.ts), drawn by app/sections/mail-pages. Isomorphic, plain data.
import type { TokenPurpose } from '../../lib/tokens'

export type RefusalReason = 'invalid' | 'expired' | 'withdrawn' | 'missing'

/**
 * The manage page's refusals: a sign-up check's code, worded as the sign-up form words it, or an
 * erase asked for without its box ticked.
 */
export const MANAGE_ERRORS = [
  'festival_too_long',
  'invalid_email',
  'email_too_long',
  'erase_unconfirmed',
] as const
export type ManageError = (typeof MANAGE_ERRORS)[number]

/** The refusals the request for a manage link can meet: its one field is an address. */
export const REQUEST_ERRORS = ['invalid_email', 'email_too_long'] as const satisfies readonly ManageError[]
export type RequestError = (typeof REQUEST_ERRORS)[number]

/**
 * The box an erase needs ticked besides its button: it cannot be undone (WCAG 3.3.4). A refusal
 * comes back to `#id`, so the box takes focus as the page lands (3.3.1).
 */
export const ERASE_CONFIRMATION = { name: 'confirm', value: 'yes', id: 'erase-confirm' } as const

/** What the manage page says after a change, or about one it refused. */
export type ManageNotice = 'festival' | 'withdrawn' | ManageError

export type MailPageQuery = {
  page: TokenPurpose
  token?: string
  done?: 'confirmed' | 'festival' | 'withdrawn' | 'erased'
  sent?: boolean
  error?: ManageError
}

/** One person's sign-up as they see and download it; times are ISO 8601 in UTC. */
export type SignupRecordView = {
  email: string
  suggestedFestival: string | null
  consentedAt: string
  noticeVersion: string | null
  confirmedAt: string | null
  withdrawnAt: string | null
}

export type MailPageState =
  | { kind: 'ask' }
  | { kind: 'done' }
  | { kind: 'refused'; reason: RefusalReason }
  | { kind: 'unavailable' }
  | { kind: 'request'; error: RequestError | null }
  | { kind: 'sent' }
  | { kind: 'erased' }
  | { kind: 'record'; record: SignupRecordView; notice: ManageNotice | null }

/** What a mail page's loader answers: its state, and the heading that names it and its title. */
export type MailPageView = MailPageState & { heading: string }

const DONE = new Set(['confirmed', 'festival', 'withdrawn', 'erased'])
const ERRORS: ReadonlySet<string> = new Set(MANAGE_ERRORS)

/** The page's query from its URL's search; anything else in it is ignored. */
export function parseMailPageSearch(search: Record<string, unknown>): Omit<MailPageQuery, 'page'> {
  const text = (key: string) => (typeof search[key] === 'string' ? search[key] : undefined)
  const token = text('token')
  const done = text('done')
  const error = text('error')
  return {
    ...(token && token.length <= 1024 && { token }),
    ...(done && DONE.has(done) && { done: done as MailPageQuery['done'] }),
    // The router writes `true` back as `sent=true`; any other spelling would be redirected to it.
    ...(search.sent === true && { sent: true }),
    ...(error && ERRORS.has(error) && { error: error as ManageError }),
  }
}
