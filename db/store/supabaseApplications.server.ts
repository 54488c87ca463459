// Applications on Supabase: the same 0011-0014 functions as the embedded store, called through
// supabase-js's rpc. With the secret key (the organiser's CLI) every function is the owner's; with
// the publishable key (the site), each call the site makes carries a token signed for its event
// and address, which 0014 checks in Postgres, and the organiser's calls are not open to it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { signToken, type ApplicationTokenPurpose } from '../../lib/tokens.ts'
import {
  applicationsOver,
  type ApplicationCaller,
  type ApplicationFunction,
  type ApplicationStore,
} from './applications.server.ts'

// A token made for one call only needs to outlive the request.
const CALL_TOKEN_LIFETIME_MS = 60_000

// The site's calls, each made as `<name>_signed` with a token for the purpose its mailed link has.
const SIGNED: Partial<Record<ApplicationFunction, ApplicationTokenPurpose>> = {
  application_submit: 'apply-confirm',
  application_confirm_address: 'apply-confirm',
  application_claim_mail: 'apply-confirm',
  application_release_mail: 'apply-confirm',
  application_claim_link_mail: 'apply-manage',
  application_find: 'apply-manage',
  application_builder_move: 'apply-manage',
  application_builder_erase: 'apply-manage',
  application_change: 'apply-manage',
}
// Says nothing about anyone, so the publishable key asks it as it is.
const OPEN: readonly ApplicationFunction[] = ['application_seats_taken']

export function supabaseApplications({
  client,
  host,
  timeoutMs,
  signingSecret = null,
}: {
  client: SupabaseClient
  host: string
  timeoutMs: number
  /** MAIL_TOKEN_SECRET, with the publishable key: the site's signed calls only. Null: the secret key. */
  signingSecret?: string | null
}): ApplicationStore {
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const { data, error, status } = await client.rpc(name, args).abortSignal(AbortSignal.timeout(timeoutMs))
    if (!error) return data
    // Only bugs and outages reach the throw; the message names the function, never an address.
    const hint = status === 404 ? ' (are db/migrations/0011 to 0014 applied?)' : ''
    throw new Error(
      `supabase store (${host}): ${name} failed: HTTP ${status}${error.code ? ` [${error.code}]` : ''}: ${error.message}${hint}`,
    )
  }

  const call: ApplicationCaller = async (name, args) => {
    if (signingSecret === null || OPEN.includes(name)) return rpc(name, args)
    const purpose = SIGNED[name]
    // A bug: the site asked for one of the organiser's calls.
    if (!purpose) throw new Error(`supabase store (${host}): ${name} is the organiser's, not the site's`)
    const { event, address, ...rest } = args
    const token = await signToken(
      { email: `${String(event)} ${String(address)}`, purpose },
      signingSecret,
      Date.now(),
      CALL_TOKEN_LIFETIME_MS,
    )
    return rpc(`${name}_signed`, { token, ...rest })
  }
  return applicationsOver(call)
}
