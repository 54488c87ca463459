// Applications on Supabase: the same 0011-0013 functions as the embedded store (0013: the builder's
// page finds and erases), called through supabase-js's rpc. The migrations grant them to the service
// role only, so this serves the organiser's CLI with the secret key.
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
    const hint = status === 404 ? ' (are db/migrations/0011 to 0013 applied?)' : ''
    throw new Error(
      `supabase store (${host}): ${name} failed: HTTP ${status}${error.code ? ` [${error.code}]` : ''}: ${error.message}${hint}`,
    )
  }
  return applicationsOver(call)
}
