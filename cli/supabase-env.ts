// The operator's Supabase access, from their own shell: SUPABASE_URL and the service-role key.
// Only `npm run signups` reads SUPABASE_SERVICE_ROLE_KEY; the server refuses to start when it
// sees it (app/config.server.ts), and nothing here writes it anywhere or prints it.
import {
  ConfigError,
  jwtRole,
  parseVariable,
  readVariable,
  supabaseUrlSchema,
  type Env,
} from '../app/config.server.ts'

export type OperatorSupabase = { url: string; serviceRoleKey: string }

export const SERVICE_ROLE_KEY_VARIABLE = 'SUPABASE_SERVICE_ROLE_KEY'

function isPublishableKey(key: string): boolean {
  return key.startsWith('sb_publishable_') || jwtRole(key) === 'anon'
}

/** null: no Supabase in this shell, so the embedded database is read. Throws ConfigError when half set. */
export function operatorSupabaseFromEnv(env: Env): OperatorSupabase | null {
  const url = readVariable(env, 'SUPABASE_URL')
  const key = readVariable(env, SERVICE_ROLE_KEY_VARIABLE)
  if (url === undefined && key === undefined) return null
  if (url === undefined) {
    throw new ConfigError(
      `${SERVICE_ROLE_KEY_VARIABLE} is set but SUPABASE_URL is not; set both to read sign-ups from Supabase.`,
    )
  }
  const parsedUrl = parseVariable('SUPABASE_URL', supabaseUrlSchema, url)
  if (key === undefined) {
    throw new ConfigError(
      `Sign-ups are stored in Supabase (${new URL(parsedUrl).host}) and ${SERVICE_ROLE_KEY_VARIABLE} is not set. ` +
        `The publishable key can only add sign-ups, by design. To read or erase them, set ${SERVICE_ROLE_KEY_VARIABLE} ` +
        "to the project's secret (service_role) key in this shell only: never in the server's environment or a file.",
    )
  }
  if (/\s/.test(key)) throw new ConfigError(`${SERVICE_ROLE_KEY_VARIABLE} must not contain spaces.`)
  if (isPublishableKey(key)) {
    throw new ConfigError(
      `${SERVICE_ROLE_KEY_VARIABLE} holds a publishable (anon) key, which cannot read sign-ups; use the secret (service_role) key.`,
    )
  }
  return { url: parsedUrl, serviceRoleKey: key }
}
