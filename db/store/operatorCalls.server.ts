// The operator's tools get a fixed set of bound statements and nothing else: the running server
// answers them on its owner-only socket, the CLI runs them on a stopped server's folder
// (docs/decisions/0041-operator-calls-not-a-shared-session.md).
import type { PGlite } from '@electric-sql/pglite'
import * as v from 'valibot'
import {
  claimConfirmationMail,
  listUnmailedPending,
  purgePending,
  releaseConfirmationMail,
} from './doubleOptIn.server.ts'
import { APPLICATION_FUNCTIONS, callOver, type ApplicationFunction } from './applications.server.ts'

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
  /** The site's address in the running server's mails; null on a folder opened without it. */
  publicUrl(): Promise<string | null>
  /** One of migration 0011's application functions (applications.server.ts), durable before it answers. */
  application(name: ApplicationFunction, args: Record<string, unknown>, writes: boolean): Promise<unknown>
}

export type OperatorCallName = keyof OperatorCalls
/** A call as it travels on the socket: its name and its arguments, dates as ISO text. */
export type OperatorRequest = {
  [Name in OperatorCallName]: { call: Name; args: Parameters<OperatorCalls[Name]> }
}[OperatorCallName]
/** `busy`: the server holds as many connections as it takes, and did nothing. */
export type OperatorAnswer = { ok: true; value: unknown } | { ok: false; error: string; busy?: true }

export const MAX_PAGE_SIZE = 1000
// An id is a bigint; a page's start travels as its decimal text, never through a JS number.
const ID = /^(0|[1-9]\d{0,18})$/
const moment = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((text) => new Date(text)),
)
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** Every call the socket answers, with its arguments' schema: the one list of them. */
const CALL_ARGUMENTS = {
  count: v.strictTuple([v.nullable(moment)]),
  page: v.strictTuple([v.pipe(v.string(), v.regex(ID)), v.nullable(moment), wholeNumber(1, MAX_PAGE_SIZE)]),
  erase: v.strictTuple([v.string()]),
  purgePending: v.strictTuple([moment]),
  unmailedPending: v.strictTuple([]),
  claimConfirmationMail: v.strictTuple([v.string(), moment, wholeNumber(0)]),
  releaseConfirmationMail: v.strictTuple([v.string(), moment]),
  publicUrl: v.strictTuple([]),
  application: v.strictTuple([
    v.picklist(APPLICATION_FUNCTIONS),
    v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/)), v.unknown()),
    v.boolean(),
  ]),
} satisfies { [Name in OperatorCallName]: v.GenericSchema<unknown, Parameters<OperatorCalls[Name]>> }

const CALL_NAMES = Object.keys(CALL_ARGUMENTS) as OperatorCallName[]
const Envelope = v.strictObject({ call: v.picklist(CALL_NAMES), args: v.array(v.unknown()) })

const COUNT_SQL =
  'select count(*)::int as count from email_submissions where $1::timestamptz is null or created_at >= $1'
const PAGE_SQL = `select * from email_submissions
  where id > $1::bigint and ($2::timestamptz is null or created_at >= $2)
  order by id limit $3`
const ERASE_SQL = 'delete from email_submissions where email = $1'

/** The calls on a database this process holds; `afterWrite` makes a change durable before it is reported. */
export function operatorCallsOver(
  db: PGlite,
  afterWrite: () => Promise<void> = async () => {},
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
      if (erased > 0) await afterWrite()
      return erased
    },
    async purgePending(before) {
      const removed = await purgePending(db, before)
      if (removed > 0) await afterWrite()
      return removed
    },
    unmailedPending: () => listUnmailedPending(db),
    claimConfirmationMail: (email, at, minIntervalMs) => claimConfirmationMail(db, email, at, minIntervalMs),
    releaseConfirmationMail: (email, at) => releaseConfirmationMail(db, email, at),
    // Only the server knows the address it mails from (operatorSocket.server.ts answers it).
    publicUrl: async () => null,
    application: (name, args, writes) => callOver(db, afterWrite)(name, args, writes),
  }
}

/** A request as sent over the socket, or null for anything else (unknown calls, stray fields, bad arguments). */
export function parseOperatorRequest(line: string): OperatorRequest | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  const envelope = v.safeParse(Envelope, value)
  if (!envelope.success) return null
  const args = v.safeParse(CALL_ARGUMENTS[envelope.output.call], envelope.output.args)
  // The schema of this very call checked the arguments: they are its parameters.
  return args.success ? ({ call: envelope.output.call, args: args.output } as OperatorRequest) : null
}

// Message and SQLSTATE only: Postgres puts row values (email addresses) in an error's detail.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : ''
  return `${error.message}${code}`
}

function run(calls: OperatorCalls, request: OperatorRequest): Promise<unknown> {
  switch (request.call) {
    case 'count':
      return calls.count(...request.args)
    case 'page':
      return calls.page(...request.args)
    case 'erase':
      return calls.erase(...request.args)
    case 'purgePending':
      return calls.purgePending(...request.args)
    case 'unmailedPending':
      return calls.unmailedPending()
    case 'claimConfirmationMail':
      return calls.claimConfirmationMail(...request.args)
    case 'releaseConfirmationMail':
      return calls.releaseConfirmationMail(...request.args)
    case 'publicUrl':
      return calls.publicUrl()
    case 'application':
      return calls.application(...request.args)
  }
}

/** Runs one request; a failure is an answer too, so the tool can say it in one line. */
export async function answerOperator(
  calls: OperatorCalls,
  request: OperatorRequest,
): Promise<OperatorAnswer> {
  try {
    const value: unknown = await run(calls, request)
    return { ok: true, value: value ?? null }
  } catch (error) {
    return { ok: false, error: describe(error) }
  }
}

/** The same calls made through a socket's `ask`; the server's refusal becomes an error to report. */
export function operatorCallsThrough(
  ask: (request: OperatorRequest) => Promise<OperatorAnswer>,
): OperatorCalls {
  // The server ran the very call named: its answer is that call's value.
  async function through<Value>(request: OperatorRequest): Promise<Value> {
    const answer = await ask(request)
    if (!answer.ok) throw new Error(`the server could not do it: ${answer.error}`)
    return answer.value as Value
  }
  return {
    count: (...args) => through({ call: 'count', args }),
    page: (...args) => through({ call: 'page', args }),
    erase: (...args) => through({ call: 'erase', args }),
    purgePending: (...args) => through({ call: 'purgePending', args }),
    unmailedPending: () => through({ call: 'unmailedPending', args: [] }),
    claimConfirmationMail: (...args) => through({ call: 'claimConfirmationMail', args }),
    releaseConfirmationMail: (...args) => through({ call: 'releaseConfirmationMail', args }),
    publicUrl: () => through({ call: 'publicUrl', args: [] }),
    application: (...args) => through({ call: 'application', args }),
  }
}

/** JSON for a line on the socket: a bigint (an id) as its decimal text. */
export function operatorLine(value: OperatorRequest | OperatorAnswer): string {
  return `${JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))}\n`
}
