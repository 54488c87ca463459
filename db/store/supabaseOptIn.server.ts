// The server holds only Supabase's publishable key, so each opt-in step calls a migration 0007
// function with a signed token that Postgres checks; the key alone can still only insert
// (docs/decisions/0049-supabase-double-opt-in-by-signed-token.md).
import type { SupabaseClient } from '@supabase/supabase-js'
import { signToken, type TokenPurpose } from '../../lib/tokens.ts'
import type { StoredSignupRecord } from './doubleOptIn.server.ts'
import type { DoubleOptInStore, NewSignup } from './types.ts'

// A token made for one call only needs to outlive the request.
const CALL_TOKEN_LIFETIME_MS = 60_000
// An address no sign-up can have (the .invalid domain), for the start-up check.
const READINESS_ADDRESS = 'readiness-check@culture-coded.invalid'

/** What the database says about confirming by mail, asked once at start. */
export type OptInReadiness = 'ready' | 'no_secret_stored' | 'secret_differs' | 'not_migrated' | 'unreachable'

type StoredRow = {
  email: string
  suggested_festival: string | null
  created_at: string
  consented_at: string
  notice_version: string | null
  confirmed_at: string | null
  withdrawn_at: string | null
  confirmation_mailed_at: string | null
}

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text))

function record(row: StoredRow): StoredSignupRecord {
  return {
    email: row.email,
    suggestedFestival: row.suggested_festival,
    createdAt: new Date(row.created_at),
    consentedAt: new Date(row.consented_at),
    noticeVersion: row.notice_version,
    confirmedAt: dateOrNull(row.confirmed_at),
    withdrawnAt: dateOrNull(row.withdrawn_at),
    confirmationMailedAt: dateOrNull(row.confirmation_mailed_at),
  }
}

type Call = { data: unknown; error: { code?: string; message: string } | null; status: number }

export function supabaseOptIn({
  client,
  secret,
  host,
  timeoutMs,
}: {
  client: SupabaseClient
  secret: string
  host: string
  timeoutMs: number
}): DoubleOptInStore & {
  readiness(): Promise<OptInReadiness>
  /** A withdrawn address signed up again: pending again (migration 0010); false if it is on the list. */
  rejoin(row: NewSignup): Promise<boolean>
} {
  async function rpc(
    name: string,
    email: string,
    purpose: TokenPurpose,
    args: Record<string, unknown> = {},
  ): Promise<Call> {
    const token = await signToken({ email, purpose }, secret, Date.now(), CALL_TOKEN_LIFETIME_MS)
    const { data, error, status } = await client
      .rpc(name, { token, ...args })
      .abortSignal(AbortSignal.timeout(timeoutMs))
    return { data, error, status }
  }

  // Only bugs and outages reach here; the message names the function, never the address or token.
  async function call(
    name: string,
    email: string,
    purpose: TokenPurpose,
    args?: Record<string, unknown>,
  ): Promise<unknown> {
    const { data, error, status } = await rpc(name, email, purpose, args)
    if (!error) return data
    const hint = status === 404 ? ' (is db/migrations/0007_signed_token_calls.sql applied?)' : ''
    throw new Error(
      `supabase store (${host}): ${name} failed: HTTP ${status}${error.code ? ` [${error.code}]` : ''}: ${error.message}${hint}`,
    )
  }

  // Confirm and withdraw take the database's own time, as an insert does; `at` is the embedded store's.
  return {
    async find(email) {
      const row = (await call('signup_read', email, 'manage')) as StoredRow | null
      return row ? record(row) : null
    },
    async claimConfirmationMail(email, at, minIntervalMs) {
      return (
        (await call('signup_claim_confirmation_mail', email, 'confirm', {
          mailed_at: at.toISOString(),
          min_interval_seconds: Math.ceil(minIntervalMs / 1000),
        })) === true
      )
    },
    async claimLinkMail(email, at, minIntervalMs) {
      return (
        (await call('signup_claim_link_mail', email, 'manage', {
          mailed_at: at.toISOString(),
          min_interval_seconds: Math.ceil(minIntervalMs / 1000),
        })) === true
      )
    },
    async releaseConfirmationMail(email, at) {
      await call('signup_release_confirmation_mail', email, 'confirm', { mailed_at: at.toISOString() })
    },
    async confirm(email) {
      const outcome = await call('signup_confirm', email, 'confirm')
      if (outcome === 'confirmed' || outcome === 'withdrawn' || outcome === 'missing') return outcome
      throw new Error(`supabase store (${host}): signup_confirm answered ${JSON.stringify(outcome)}`)
    },
    async withdraw(email) {
      return (await call('signup_withdraw', email, 'unsubscribe')) === 'withdrawn' ? 'withdrawn' : 'missing'
    },
    async setFestival(email, festival) {
      return (await call('signup_set_festival', email, 'manage', { festival })) === true
    },
    async erase(email) {
      return (await call('signup_erase', email, 'manage')) === true
    },
    async rejoin({ email, suggestedFestival, consent }) {
      return (
        (await call('signup_rejoin', email, 'confirm', {
          festival: suggestedFestival,
          notice: consent?.noticeVersion ?? null,
          path: consent?.formPath ?? null,
        })) === true
      )
    },
    async readiness() {
      try {
        const { error, status } = await rpc('signup_read', READINESS_ADDRESS, 'manage')
        if (!error) return 'ready'
        if (error.code === '55000') return 'no_secret_stored'
        if (error.code === '28000') return 'secret_differs'
        if (status === 404 || error.code === 'PGRST202') return 'not_migrated'
        return 'unreachable'
      } catch {
        return 'unreachable'
      }
    },
  }
}
