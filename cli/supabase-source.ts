// Sign-ups read and erased in Supabase with the operator's service-role key, never the server's.
// Pages by keyset on the primary key and stops only on an empty page, so a project whose API caps
// answers below PAGE_SIZE (Settings → API → Max rows) is still read to the end.
import { createClient } from '@supabase/supabase-js'
import { normaliseEmail } from '../app/signup/schema.ts'
import { SIGNUPS_TABLE, supabaseOptIn, type DoubleOptInStore } from '../db/store/store.server.ts'
import type { OperatorSupabase } from './supabase-env.ts'
import { SERVICE_ROLE_KEY_VARIABLE } from './supabase-env.ts'
import { PAGE_SIZE, toStoredSignup, type ReadOptions, type SignupSource } from './sources.ts'

// One confirmation's claim or release; the operator's shell can wait longer than a visitor.
const SUPABASE_CALL_TIMEOUT_MS = 10_000

/** A failure the operator can act on; its message is safe to print (no key, no address). */
export class SourceError extends Error {
  name = 'SourceError'
}

export type SupabaseSource = SignupSource & {
  /** Erases one person by address; how many rows went (0 when already gone, not an error). */
  delete(email: string): Promise<number>
  /** Removes sign-ups made before `before`, never confirmed and not withdrawn; how many went. */
  purgePending(before: Date): Promise<number>
  /** Pending sign-ups whose confirmation never went out (the mail failed), oldest first. */
  unmailedPending(): Promise<string[]>
  /** Claims and releases confirmation mails through migration 0007's functions, as the server does. */
  mailClaims(secret: string): Pick<DoubleOptInStore, 'claimConfirmationMail' | 'releaseConfirmationMail'>
}

type ApiError = { message: string; code?: string } | null

function hint(status: number, code: string | undefined): string {
  if (status === 401 || status === 403 || code === '42501') {
    return ` (check ${SERVICE_ROLE_KEY_VARIABLE}: it must be this project's secret (service_role) key)`
  }
  if (status === 404 || code === '42P01') return ' (is db/migrations/0001_email_submissions.sql applied?)'
  return ''
}

export function createSupabaseSource(
  { url, serviceRoleKey }: OperatorSupabase,
  { fetch: fetchImpl, pageSize = PAGE_SIZE }: { fetch?: typeof fetch; pageSize?: number } = {},
): SupabaseSource {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  })
  const host = new URL(url).host

  function fail(what: string, status: number, error: NonNullable<ApiError>): never {
    const reached = status === 0 ? `could not reach ${host}` : `HTTP ${status}`
    const code = error.code ? ` [${error.code}]` : ''
    throw new SourceError(
      `Could not ${what} in Supabase (${host}): ${reached}${code}: ${error.message}${hint(status, error.code)}`,
    )
  }

  function since<Q extends { gte(column: string, value: string): Q }>(query: Q, options: ReadOptions): Q {
    return options.since ? query.gte('created_at', options.since.toISOString()) : query
  }

  return {
    description: `Supabase (${host})`,

    async count(options = {}) {
      const { count, error, status } = await since(
        client.from(SIGNUPS_TABLE).select('*', { count: 'exact', head: true }),
        options,
      )
      if (error) fail('count the sign-ups', status, error)
      return count ?? 0
    },

    async *pages(options = {}) {
      for (let after = 0; ;) {
        const { data, error, status } = await since(client.from(SIGNUPS_TABLE).select('*'), options)
          .gt('id', after)
          .order('id', { ascending: true })
          .limit(pageSize)
        if (error) fail('read the sign-ups', status, error)
        const rows = (data ?? []) as Array<Record<string, unknown> & { id: number }>
        const last = rows.at(-1)
        if (!last) return
        yield rows.map(toStoredSignup)
        after = last.id
      }
    },

    // A withdrawal is kept, confirmed or not, as on the embedded store (doubleOptIn.server.ts).
    async purgePending(before) {
      const { count, error, status } = await client
        .from(SIGNUPS_TABLE)
        .delete({ count: 'exact' })
        .is('confirmed_at', null)
        .is('withdrawn_at', null)
        .lt('created_at', before.toISOString())
      if (error) fail('remove the pending sign-ups', status, error)
      return count ?? 0
    },

    async unmailedPending() {
      const emails: string[] = []
      for (let after = 0; ;) {
        const { data, error, status } = await client
          .from(SIGNUPS_TABLE)
          .select('id,email')
          .is('confirmed_at', null)
          .is('withdrawn_at', null)
          .is('confirmation_mailed_at', null)
          .gt('id', after)
          .order('id', { ascending: true })
          .limit(pageSize)
        if (error) fail('read the pending sign-ups', status, error)
        const rows = (data ?? []) as Array<{ id: number; email: string }>
        const last = rows.at(-1)
        if (!last) return emails
        emails.push(...rows.map((row) => row.email))
        after = last.id
      }
    },

    mailClaims(secret) {
      return supabaseOptIn({ client, secret, host, timeoutMs: SUPABASE_CALL_TIMEOUT_MS })
    },

    async delete(email) {
      const { count, error, status } = await client
        .from(SIGNUPS_TABLE)
        .delete({ count: 'exact' })
        .eq('email', normaliseEmail(email))
      if (error) fail('erase the sign-up', status, error)
      return count ?? 0
    },
  }
}
