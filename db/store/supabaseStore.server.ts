// Supabase through supabase-js on the server, with the publishable key: the migration lets that
// key insert and nothing else, so the insert asks for no row back (no .select()). The opt-in's
// steps go through supabaseOptIn.server.ts, the applications' through supabaseApplications.server.ts.
import { createClient } from '@supabase/supabase-js'
import type { NewSignup, SignupStore, StoreLog, SupabaseSettings } from './types.ts'
import { errorText } from '../../lib/errorText.ts'
import { reasonChanged } from '../../lib/reasonChanged.ts'
import { supabaseOptIn } from './supabaseOptIn.server.ts'
import { supabaseApplications } from './supabaseApplications.server.ts'
import { SIGNUPS_TABLE, UNIQUE_VIOLATION } from './postgres.ts'

export type SupabaseStoreOptions = SupabaseSettings & {
  /** Per attempt; a hung request counts as a transient failure. */
  timeoutMs?: number
  fetch?: typeof fetch
  log?: StoreLog
  /** MAIL_TOKEN_SECRET, the one stored in the database too; without it the store keeps no double opt-in. */
  tokenSecret?: string | null
}

export const SUPABASE_TIMEOUT_MS = 4000
// The shared rate limit is a guard in front of the insert: a slow answer falls back to the
// instance's own limit rather than making the visitor wait for two timeouts.
export const SHARED_LIMIT_TIMEOUT_MS = 1000

type Attempt =
  | { kind: 'ok' }
  | { kind: 'duplicate' }
  | { kind: 'transient'; reason: string }
  | { kind: 'failed'; reason: string }

// status 0 is supabase-js's way of saying the request never got an answer (network, timeout).
function isTransient(status: number): boolean {
  return status === 0 || status >= 500
}

// PostgREST's "no such function": a migration that adds one was not applied.
const MISSING_FUNCTION = 'PGRST202'

/** A failed answer in one line: status, code and message, never `details`, which can echo the row. */
function failure(status: number, error: { code?: unknown; message?: unknown }): string {
  const code = typeof error.code === 'string' && error.code ? ` [${error.code}]` : ''
  return `HTTP ${status}${code}: ${String(error.message ?? 'no message')}${hint(status)}`
}

function hint(status: number): string {
  if (status === 401 || status === 403)
    return ' (check SUPABASE_PUBLISHABLE_KEY and that the migration was applied)'
  if (status === 404) return ' (is db/migrations/0001_email_submissions.sql applied to this project?)'
  return ''
}

export function createSupabaseStore({
  url,
  publishableKey,
  timeoutMs = SUPABASE_TIMEOUT_MS,
  fetch: fetchImpl,
  log = console.error,
  tokenSecret = null,
}: SupabaseStoreOptions): SignupStore {
  const client = createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  })
  const host = new URL(url).host
  const isNewProbeAnswer = reasonChanged()
  let isToldOfMissingCheck = false
  const optIn = tokenSecret === null ? null : supabaseOptIn({ client, secret: tokenSecret, host, timeoutMs })

  async function attemptInsert({ email, suggestedFestival, consent, edition }: NewSignup): Promise<Attempt> {
    const { error, status } = await client
      .from(SIGNUPS_TABLE)
      .insert({
        email,
        suggested_festival: suggestedFestival,
        ...(consent ? { notice_version: consent.noticeVersion, form_path: consent.formPath } : {}),
        // Left out when unknown, so a project without migration 0005 still takes those sign-ups.
        ...(edition ? { edition } : {}),
      })
      .abortSignal(AbortSignal.timeout(timeoutMs))
    if (!error) return { kind: 'ok' }
    if (error.code === UNIQUE_VIOLATION) return { kind: 'duplicate' }
    const reason = failure(status, error)
    return isTransient(status) ? { kind: 'transient', reason } : { kind: 'failed', reason }
  }

  // The key may not read the table, so this asks the database whether it may insert what the
  // site sends (migrations 0008 and 0009), with a plain GET: supabase-js would retry one for seconds.
  async function whyNotWritable(): Promise<string | null> {
    try {
      const response = await (fetchImpl ?? fetch)(`${url}/rest/v1/rpc/signups_writable`, {
        headers: { apikey: publishableKey },
        signal: AbortSignal.timeout(timeoutMs),
      })
      const answer: unknown = await response.json().catch(() => null)
      if (response.ok)
        return answer === true
          ? null
          : "the database would refuse the key's insert (a column grant, the insert policy or a read-only database)"
      const error = (typeof answer === 'object' && answer) || {}
      if ('code' in error && error.code === MISSING_FUNCTION) {
        // A project without 0008 still takes sign-ups: the API answered and took the key, as the
        // old ping asked, so it counts as ready, and the operator is told once.
        if (!isToldOfMissingCheck)
          log(
            `[signup] supabase store (${host}): /readyz checks only that the data API takes the key until db/migrations/0008_signups_writable.sql is applied`,
          )
        isToldOfMissingCheck = true
        return null
      }
      return failure(response.status, error)
    } catch (error) {
      return errorText(error)
    }
  }

  // Only where sign-ups wait for a confirmation: without it, a rejoin would subscribe at once.
  async function rejoined(row: NewSignup): Promise<'ok' | 'already_signed_up' | 'unavailable'> {
    if (!optIn) return 'already_signed_up'
    try {
      return (await optIn.rejoin(row)) ? 'ok' : 'already_signed_up'
    } catch (error) {
      log(`[signup] ${errorText(error)}`)
      return 'unavailable'
    }
  }

  // Applications wait for their address to be confirmed by mail, so they come with the secret too.
  const applications =
    tokenSecret === null
      ? undefined
      : supabaseApplications({ client, host, timeoutMs, signingSecret: tokenSecret })

  return {
    ...(optIn && { doubleOptIn: optIn, optInReadiness: () => optIn.readiness() }),
    ...(applications && { applications }),
    async insert(row) {
      const first = await attemptInsert(row)
      if (first.kind === 'ok') return 'ok'
      if (first.kind === 'duplicate') return rejoined(row)
      log(`[signup] supabase store (${host}): insert failed: ${first.reason}`)
      if (first.kind === 'failed') return 'unavailable'
      // The first try may have been stored before its answer was lost, in which case the
      // retry meets the unique constraint: that is our own row, so it counts as success.
      const retry = await attemptInsert(row)
      if (retry.kind === 'ok' || retry.kind === 'duplicate') return 'ok'
      log(`[signup] supabase store (${host}): insert retry failed: ${retry.reason}`)
      return 'unavailable'
    },

    async isWritable() {
      const reason = await whyNotWritable()
      if (isNewProbeAnswer(reason))
        log(
          `[signup] supabase store (${host}): ${reason === null ? 'takes sign-ups again' : `cannot take a sign-up: ${reason}`}`,
        )
      return reason === null
    },

    async takeAttempt(clientKey, { limit, windowMs }) {
      try {
        const { data, error, status } = await client
          .rpc('take_signup_attempt', {
            client_key: clientKey,
            max_attempts: limit,
            window_seconds: Math.round(windowMs / 1000),
          })
          .abortSignal(AbortSignal.timeout(Math.min(timeoutMs, SHARED_LIMIT_TIMEOUT_MS)))
        if (!error && typeof data === 'boolean') return data
        log(
          `[signup] supabase store (${host}): shared rate limit unavailable, using this instance's: HTTP ${status}${error?.code ? ` [${error.code}]` : ''}: ${error?.message ?? 'not a boolean'}${status === 404 ? ' (is db/migrations/0003_signup_rate_limit.sql applied?)' : ''}`,
        )
        return null
      } catch (error) {
        log(`[signup] supabase store (${host}): shared rate limit threw: ${errorText(error)}`)
        return null
      }
    },

    // Asked by an edge build, which sends no mail: a database that confirms by mail would keep its
    // sign-ups pending for ever (docs/decisions/0049).
    async confirmsByMail() {
      try {
        const { data, error } = await client
          .rpc('signups_confirm_by_mail')
          .abortSignal(AbortSignal.timeout(Math.min(timeoutMs, SHARED_LIMIT_TIMEOUT_MS)))
        return !error && typeof data === 'boolean' ? data : null
      } catch {
        return null
      }
    },

    async close() {
      // Nothing is held open: supabase-js makes one request per insert.
    },
  }
}
