// The Node server entry (server/main.ts): the app's request handler, plus what the server
// calls at start and stop. Not wrapped in createServerEntry, which keeps only `fetch`. The edge
// builds use the entries in app/edge/ instead.
import { existsSync } from 'node:fs'
import { checkContent } from '@content/check.ts'
import { getConfig, type Config } from './config.server'
import { createRequestHandler, fullPagePool } from './http/handleRequest.server'
import { refusedMethod } from './http/methods'
import { staticFileSecurityHeaders } from './http/securityHeaders'
import {
  DataDirInUseError,
  lockDataDir,
  SharedDataDirError,
  type OptInReadiness,
} from '../db/store/store.server'
import {
  getApplications,
  getStore,
  optInReadiness,
  refuseApplications,
  shutdownStore,
  warmStore,
} from './signup/store.server'
import { errorText } from '../lib/errorText'
import { getMailConfig } from './mail/config.server'
import { installMailTransport } from './mail/mailer.server'
import { createOutboxTransport, createSmtpTransport } from './mail/transport.server'

export type NodeServerSettings = {
  port: number
  host: string
  trustProxy: boolean
  requestTimeoutMs: number
  /**
   * The Hosts served (ALLOWED_HOSTS), also for the static files the server sends itself; null or
   * absent (the bench's floor): any.
   */
  allowedHosts?: Config['allowedHosts']
}

// The store only logs a folder it cannot open and retries on the next sign-up; a second server on
// a folder another one holds must not start at all, so the lock is tried (and let go) first. A
// folder that cannot take the lock file (read-only, full) is the store's to retry: not ready yet.
function refuseLockedDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return
  try {
    lockDataDir(dataDir)()
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof SharedDataDirError) throw error
  }
}

// Why the server sends no mail with Supabase, or null when it does. A database it could not ask
// at start gets its mail anyway: a sign-up there may be waiting for it.
function supabaseMailRefusal(readiness: OptInReadiness | null): string | null {
  if (readiness === null)
    return 'not configured: with Supabase and no MAIL_TOKEN_SECRET, sign-ups are stored as the form sends them, without a confirmation mail'
  if (readiness === 'no_secret_stored')
    return 'not configured: Supabase holds no mail token secret, so its sign-ups keep the single opt-in; store MAIL_TOKEN_SECRET there to confirm by mail'
  if (readiness === 'not_migrated')
    return 'not configured: Supabase lacks db/migrations/0007_signed_token_calls.sql, so its sign-ups keep the single opt-in'
  if (readiness === 'secret_differs')
    return 'not sending: the mail token secret stored in Supabase is not MAIL_TOKEN_SECRET; new sign-ups wait unconfirmed until they match'
  return null
}

export default {
  fetch: createRequestHandler(() => getStore().isWritable()),
  /**
   * Checks content and configuration, opens the store and says where to listen; rejects with a
   * ContentError, ConfigError, DataDirInUseError or SharedDataDirError that names what to fix.
   */
  async ready(): Promise<NodeServerSettings> {
    checkContent()
    const { port, host, trustProxy, requestTimeoutMs, allowedHosts, supabase, dataDir } = getConfig()
    const mail = getMailConfig()
    if (!supabase) refuseLockedDataDir(dataDir)
    await warmStore()
    const readiness = supabase ? await optInReadiness() : null
    const refusal = supabase ? supabaseMailRefusal(readiness) : null
    if (refusal) {
      const log = readiness === 'secret_differs' ? console.error : console.info
      log(`[mail] ${refusal} (docs/deploy.md)`)
    } else {
      const transport = mail.smtpUrl
        ? createSmtpTransport(mail.smtpUrl, mail.from)
        : createOutboxTransport(dataDir, mail.from)
      installMailTransport(transport)
      console.info(`[mail] confirmation mails go through ${transport.description}`)
    }
    // Applications wait for their address's mail: without it the event pages say they are not taken.
    if (supabase) console.info(`[applications] ${await supabaseApplicationsLine(refusal)} (docs/deploy.md)`)
    return { port, host, trustProxy, requestTimeoutMs, allowedHosts }
  },
  /** Closes the store after the last request in flight. */
  close: shutdownStore,
  /** The landing page's pool with its headers once full, which the server then sends as static files. */
  fullPagePool,
  /** The security headers for a static file, or an answer, the server sends itself. */
  staticFileHeaders: staticFileSecurityHeaders,
  /** The 405 or 501 for a method that cannot reach `fetch` (TRACE, CONNECT), or null. */
  refusedMethod,
}

/** Whether Supabase takes applications, asked once at start: it must mail, and answer 0014's calls. */
async function supabaseApplicationsLine(mailRefusal: string | null): Promise<string> {
  if (mailRefusal)
    return 'not taken on Supabase until it mails (above): the event pages say so in place of the form'
  try {
    await getApplications()?.seatsTaken('readiness-check')
    return "taken on Supabase through db/migrations/0014's signed calls"
  } catch (error) {
    refuseApplications()
    return `not taken on Supabase, which did not answer the publishable key's application call (is db/migrations/0014 applied? restart once it is): ${errorText(error)}`
  }
}
