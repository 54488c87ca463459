// Server configuration, checked once: a wrong value stops the server at start with a message naming
// the variable (never a secret), not later as a visitor's failed sign-up. Runs under Vite and plain
// Node (cli/signups.ts), hence the explicit .ts imports.
import * as v from 'valibot'
import { parseAllowedHost, publicUrlHosts, type AllowedHost } from './http/allowedHosts.ts'

export type RateLimitRule = { limit: number; windowMs: number }

export type SupabaseConfig = { url: string; publishableKey: string }

export type Config = {
  dataDir: string
  supabase: SupabaseConfig | null
  signupRateLimit: RateLimitRule
  trustProxy: boolean
  port: number
  host: string
  /** How long the Node server waits for a whole request, headers and body, before cutting it off. */
  requestTimeoutMs: number
  /** The Hosts the site answers to (others get 421); null answers any, as on a fresh machine. */
  allowedHosts: readonly AllowedHost[] | null
}

export type Env = Readonly<Record<string, string | undefined>>

export const DEFAULT_SIGNUP_RATE_LIMIT = '5/60'
/** Where `npm run serve` listens without PORT, and so where the links in outbox mails point. */
export const DEFAULT_PORT = '3000'

export class ConfigError extends Error {
  name = 'ConfigError'
}

const RATE_LIMIT_SHAPE = /^(\d{1,6})\/(\d{1,6})$/
const MAX_RATE_LIMIT_WINDOW_SECONDS = 86_400

const rateLimitSchema = v.pipe(
  v.string(),
  v.regex(RATE_LIMIT_SHAPE, 'must look like 5/60: sign-ups allowed per client / window in seconds'),
  v.transform((text): RateLimitRule => {
    const [limit, seconds] = text.split('/').map(Number)
    return { limit: limit ?? 0, windowMs: (seconds ?? 0) * 1000 }
  }),
  v.check((rule) => rule.limit >= 1, 'must allow at least 1 sign-up per window'),
  v.check(
    (rule) => rule.windowMs >= 1000 && rule.windowMs <= MAX_RATE_LIMIT_WINDOW_SECONDS * 1000,
    `window must be between 1 and ${MAX_RATE_LIMIT_WINDOW_SECONDS} seconds`,
  ),
)

const booleanSchema = v.picklist(['true', 'false'], 'must be true or false')

const portSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65_535, 'must be between 1 and 65535'),
)

export const DEFAULT_REQUEST_TIMEOUT_SECONDS = '30'

const requestTimeoutSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'must be a whole number of seconds'),
  v.transform((text) => Number(text) * 1000),
  v.minValue(1000, 'must be between 1 and 300 seconds'),
  v.maxValue(300_000, 'must be between 1 and 300 seconds'),
)

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or plain http to this machine only (a local Supabase, a site tried on localhost). */
export function isHttpsOrLocal(text: string): boolean {
  const url = new URL(text)
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
}

export const supabaseUrlSchema = v.pipe(
  v.string(),
  v.url('must be a URL such as https://<project>.supabase.co'),
  v.check(isHttpsOrLocal, 'must use https (plain http is accepted only for a local Supabase)'),
  v.transform((text) => text.replace(/\/+$/, '')),
)

export function jwtRole(key: string): unknown {
  const payload = key.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null && 'role' in claims ? claims.role : undefined
  } catch {
    return undefined
  }
}

// The server holds only the publishable (anon) key, so the migration's insert-only policy is
// what the key can do, even if it leaked. A secret key would bypass row-level security.
const publishableKeySchema = v.pipe(
  v.string(),
  v.check((key) => !/\s/.test(key), 'must not contain spaces'),
  v.check(
    (key) => !key.startsWith('sb_secret_') && jwtRole(key) !== 'service_role',
    'is a secret (service_role) key; use the publishable (anon) key',
  ),
)

/** A variable's value, trimmed; unset and blank are the same. */
export function readVariable(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === '' ? undefined : value
}

export function parseVariable<T>(
  name: string,
  schema: v.GenericSchema<string, T>,
  value: string,
  isSecret = false,
): T {
  const parsed = v.safeParse(schema, value, { abortEarly: true })
  if (parsed.success) return parsed.output
  const shown = isSecret ? '' : ` (got ${JSON.stringify(value)})`
  throw new ConfigError(`${name} ${parsed.issues[0].message}${shown}.`)
}

// The service-role key is for an operator's own shell (`npm run signups`). In the server's
// environment it would sit one bug or one leaked crash dump away from every sign-up.
function refuseServiceRoleKey(env: Env): void {
  if (readVariable(env, 'SUPABASE_SERVICE_ROLE_KEY') === undefined) return
  throw new ConfigError(
    "SUPABASE_SERVICE_ROLE_KEY is set in the server's environment; remove it: the server needs only SUPABASE_PUBLISHABLE_KEY, and the secret key belongs in an operator's shell for npm run signups.",
  )
}

function parseSupabase(env: Env): SupabaseConfig | null {
  refuseServiceRoleKey(env)
  const url = readVariable(env, 'SUPABASE_URL')
  const publishable = readVariable(env, 'SUPABASE_PUBLISHABLE_KEY')
  const anon = readVariable(env, 'SUPABASE_ANON_KEY')
  if (publishable !== undefined && anon !== undefined && publishable !== anon) {
    throw new ConfigError(
      'SUPABASE_PUBLISHABLE_KEY and SUPABASE_ANON_KEY are both set and differ; set only SUPABASE_PUBLISHABLE_KEY.',
    )
  }
  const key = publishable ?? anon
  const keyName = publishable !== undefined ? 'SUPABASE_PUBLISHABLE_KEY' : 'SUPABASE_ANON_KEY'
  if (url === undefined && key === undefined) return null
  if (url === undefined) {
    throw new ConfigError(
      `${keyName} is set but SUPABASE_URL is not; set both to store sign-ups in Supabase, or neither to use the embedded store.`,
    )
  }
  if (key === undefined) {
    throw new ConfigError(
      'SUPABASE_URL is set but SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) is not; set both to store sign-ups in Supabase, or neither to use the embedded store.',
    )
  }
  return {
    url: parseVariable('SUPABASE_URL', supabaseUrlSchema, url),
    publishableKey: parseVariable(keyName, publishableKeySchema, key, true),
  }
}

/**
 * ALLOWED_HOSTS, or else PUBLIC_URL's host, or else null (any Host: `npm start` on a fresh machine).
 * A PUBLIC_URL that is not a URL is left to the mail settings, which refuse it by name.
 */
function parseAllowedHosts(env: Env): readonly AllowedHost[] | null {
  const list = readVariable(env, 'ALLOWED_HOSTS')
  if (list === undefined) {
    const publicUrl = readVariable(env, 'PUBLIC_URL')
    return publicUrl !== undefined && URL.canParse(publicUrl) ? publicUrlHosts(publicUrl) : null
  }
  const entries = list.split(',').map((entry) => entry.trim())
  return entries.map((entry) => {
    const host = parseAllowedHost(entry)
    if (host) return host
    throw new ConfigError(
      `ALLOWED_HOSTS must be a comma-separated list of host or host:port, such as culturecoded.example.com,www.culturecoded.example.com (got ${JSON.stringify(entry)}).`,
    )
  })
}

/** Pure: the same environment always gives the same config or the same error. */
export function parseConfig(env: Env): Config {
  return {
    dataDir: readVariable(env, 'DATA_DIR') ?? '.data',
    supabase: parseSupabase(env),
    signupRateLimit: parseVariable(
      'SIGNUP_RATE_LIMIT',
      rateLimitSchema,
      readVariable(env, 'SIGNUP_RATE_LIMIT') ?? DEFAULT_SIGNUP_RATE_LIMIT,
    ),
    trustProxy:
      parseVariable('TRUST_PROXY', booleanSchema, readVariable(env, 'TRUST_PROXY') ?? 'false') === 'true',
    port: parseVariable('PORT', portSchema, readVariable(env, 'PORT') ?? DEFAULT_PORT),
    host: readVariable(env, 'HOST') ?? '0.0.0.0',
    requestTimeoutMs: parseVariable(
      'REQUEST_TIMEOUT_SECONDS',
      requestTimeoutSchema,
      readVariable(env, 'REQUEST_TIMEOUT_SECONDS') ?? DEFAULT_REQUEST_TIMEOUT_SECONDS,
    ),
    allowedHosts: parseAllowedHosts(env),
  }
}

let config: Config | undefined

/** The process's config, read from process.env on first use. Throws ConfigError if invalid. */
export function getConfig(): Config {
  config ??= parseConfig(process.env)
  return config
}
