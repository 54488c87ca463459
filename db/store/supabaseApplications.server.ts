// Applications on Supabase: the same 0011 functions as the embedded store, called through
// supabase-js's rpc. Migration 0011 grants them to the service role only, so this serves the
// organiser's CLI with the secret key; the page's calls will carry signed tokens of their own.
import type { SupabaseClient } from '@supabase/supabase-js'
import { applicationsOver, type ApplicationCaller, type ApplicationStore } from './applications.server.ts'

export function supabaseApplications({
  client,
  host,
  timeoutMs,
}: {
  client: SupabaseClient
  host: string
  timeoutMs: number
}): ApplicationStore {
  // Only bugs and outages reach the throw; the message names the function, never an address.
  const call: ApplicationCaller = async (name, args) => {
    const { data, error, status } = await client.rpc(name, args).abortSignal(AbortSignal.timeout(timeoutMs))
    if (!error) return data
    const hint = status === 404 ? ' (is db/migrations/0011_applications.sql applied?)' : ''
    throw new Error(
      `supabase store (${host}): ${name} failed: HTTP ${status}${error.code ? ` [${error.code}]` : ''}: ${error.message}${hint}`,
    )
  }
  return applicationsOver(call)
}
