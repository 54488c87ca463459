// What the operator's tools may ask of the embedded database, and nothing else: a fixed set of
// single statements with bound parameters. The running server answers them over its owner-only
// socket in its own session (operatorSocket.server.ts); the CLI runs the same calls on the folder
// when the server is stopped. See docs/decisions/0041-operator-calls-not-a-shared-session.md.
import type { PGlite } from '@electric-sql/pglite'
import {
  claimConfirmationMail,
  listUnmailedPending,
  purgePending,
  releaseConfirmationMail,
} from './doubleOptIn.server.ts'

/** A stored row as the tools read it: every column, so a new one reaches them without a change here. */
export type OperatorRow = Record<string, unknown>

export type OperatorCalls = {
  /** Sign-ups since a moment (all when null). */
  count(since: Date | null): Promise<number>
  /** Up to `limit` rows with an id above `after`, in id order. */
  page(after: string, since: Date | null, limit: number): Promise<OperatorRow[]>
  /** Erases one address exactly as given; how many rows went (0 or 1). */
  erase(email: string): Promise<number>
  /** Removes sign-ups never confirmed and made before `before`; how many went. */
  purgePending(before: Date): Promise<number>
  /** Pending sign-ups whose confirmation mail never went out. */
  unmailedPending(): Promise<string[]>
  /** The right to mail one confirmation now (doubleOptIn.server.ts), and its return when the mail failed. */
  claimConfirmationMail(email: string, at: Date, minIntervalMs: number): Promise<boolean>
  releaseConfirmationMail(email: string, at: Date): Promise<void>
}

export type OperatorRequest =
  | { call: 'count'; since: string | null }
  | { call: 'page'; after: string; since: string | null; limit: number }
  | { call: 'erase'; email: string }
  | { call: 'purge-pending'; before: string }
  | { call: 'unmailed-pending' }
  | { call: 'claim-mail'; email: string; at: string; minIntervalMs: number }
  | { call: 'release-mail'; email: string; at: string }

export type OperatorAnswer =
  | { ok: true; count: number }
  | { ok: true; rows: OperatorRow[] }
  | { ok: true; erased: number }
  | { ok: true; emails: string[] }
  | { ok: true; claimed: boolean }
  | { ok: true; released: true }
  | { ok: false; error: string }

export const MAX_PAGE_SIZE = 1000
// An id is a bigint; a page's start travels as its decimal text, never through a JS number.
const ID = /^(0|[1-9]\d{0,18})$/

const COUNT_SQL =
  'select count(*)::int as count from email_submissions where $1::timestamptz is null or created_at >= $1'
const PAGE_SQL = `select * from email_submissions
  where id > $1::bigint and ($2::timestamptz is null or created_at >= $2)
  order by id limit $3`
const ERASE_SQL = 'delete from email_submissions where email = $1'

/** The calls on a database this process holds; `afterErase` makes an erasure durable before it is reported. */
export function operatorCallsOver(
  db: PGlite,
  afterErase: () => Promise<void> = async () => {},
): OperatorCalls {
  return {
    async count(since) {
      const result = await db.query<{ count: number }>(COUNT_SQL, [since])
      return result.rows[0]?.count ?? 0
    },
    async page(after, since, limit) {
      return (await db.query<OperatorRow>(PAGE_SQL, [after, since, limit])).rows
    },
    async erase(email) {
      const erased = (await db.query(ERASE_SQL, [email])).affectedRows ?? 0
      if (erased > 0) await afterErase()
      return erased
    },
    async purgePending(before) {
      const removed = await purgePending(db, before)
      if (removed > 0) await afterErase()
      return removed
    },
    unmailedPending: () => listUnmailedPending(db),
    claimConfirmationMail: (email, at, minIntervalMs) => claimConfirmationMail(db, email, at, minIntervalMs),
    releaseConfirmationMail: (email, at) => releaseConfirmationMail(db, email, at),
  }
}

const isMoment = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))

/** A request as sent over the socket, or null for anything else (unknown calls, stray fields' types). */
export function parseOperatorRequest(line: string): OperatorRequest | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const request = value as Record<string, unknown>
  if (request.call === 'count' && isMoment(request.since)) return { call: 'count', since: request.since }
  if (
    request.call === 'page' &&
    typeof request.after === 'string' &&
    ID.test(request.after) &&
    isMoment(request.since) &&
    Number.isInteger(request.limit) &&
    (request.limit as number) >= 1 &&
    (request.limit as number) <= MAX_PAGE_SIZE
  ) {
    return { call: 'page', after: request.after, since: request.since, limit: request.limit as number }
  }
  if (request.call === 'erase' && typeof request.email === 'string')
    return { call: 'erase', email: request.email }
  if (request.call === 'purge-pending' && isMoment(request.before) && request.before !== null)
    return { call: 'purge-pending', before: request.before }
  if (request.call === 'unmailed-pending') return { call: 'unmailed-pending' }
  if (
    (request.call === 'claim-mail' || request.call === 'release-mail') &&
    typeof request.email === 'string' &&
    isMoment(request.at) &&
    request.at !== null
  ) {
    if (request.call === 'release-mail') return { call: 'release-mail', email: request.email, at: request.at }
    if (Number.isInteger(request.minIntervalMs) && (request.minIntervalMs as number) >= 0)
      return {
        call: 'claim-mail',
        email: request.email,
        at: request.at,
        minIntervalMs: request.minIntervalMs as number,
      }
  }
  return null
}

const moment = (text: string | null) => (text === null ? null : new Date(text))

// Message and SQLSTATE only: Postgres puts row values (email addresses) in an error's detail.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : ''
  return `${error.message}${code}`
}

/** Runs one request; a failure is an answer too, so the tool can say it in one line. */
export async function answerOperator(
  calls: OperatorCalls,
  request: OperatorRequest,
): Promise<OperatorAnswer> {
  try {
    if (request.call === 'count') return { ok: true, count: await calls.count(moment(request.since)) }
    if (request.call === 'page') {
      return { ok: true, rows: await calls.page(request.after, moment(request.since), request.limit) }
    }
    if (request.call === 'erase') return { ok: true, erased: await calls.erase(request.email) }
    if (request.call === 'purge-pending')
      return { ok: true, count: await calls.purgePending(new Date(request.before)) }
    if (request.call === 'unmailed-pending') return { ok: true, emails: await calls.unmailedPending() }
    if (request.call === 'claim-mail') {
      const at = new Date(request.at)
      return {
        ok: true,
        claimed: await calls.claimConfirmationMail(request.email, at, request.minIntervalMs),
      }
    }
    await calls.releaseConfirmationMail(request.email, new Date(request.at))
    return { ok: true, released: true }
  } catch (error) {
    return { ok: false, error: describe(error) }
  }
}

/** JSON for a line on the socket: a bigint (an id) as its decimal text. */
export function operatorLine(value: OperatorRequest | OperatorAnswer): string {
  return `${JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))}\n`
}
