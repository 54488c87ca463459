// The server's mail: the Node entry installs the transport (SMTP or the outbox) at start, on Supabase
// only once it holds the same secret; an edge build has none, and sends no mail (it says so once).
import { getConfig } from '../config.server.ts'
import { errorText } from '../../lib/errorText.ts'
import { reasonChanged } from '../../lib/reasonChanged.ts'
import { getDoubleOptIn } from '../signup/store.server.ts'
import { getMailConfig } from './config.server.ts'
import { tokenSecret } from './secret.server.ts'
import { MAIL_RETRY_MS, createHourlyCap, type HourlyCap, type MailDeps } from './send.server.ts'
import type { MailTransport } from './transport.server.ts'

let transport: MailTransport | null = null
let cap: HourlyCap | null = null

/** The Node entry's transport (SMTP or the outbox); never called on an edge build. */
export function installMailTransport(installed: MailTransport | null): void {
  transport = installed
}

/** Whether this process mails: false on an edge build, and on Supabase while it refuses to (app/server.ts). */
export function sendsMail(): boolean {
  return transport !== null
}

/** An erase: the installed transport forgets the person's mails, where it keeps any (the outbox). */
export async function forgetMail(email: string): Promise<void> {
  await transport?.forget?.(email)
}

const isNewSecretFailure = reasonChanged()

/** The key that signs mailed links, or null while it cannot be read (logged once per new reason). */
export async function signingKey(log: (line: string) => void = console.error): Promise<string | null> {
  return tokenSecret(getMailConfig().tokenSecret, getConfig().dataDir).then(
    (secret) => {
      isNewSecretFailure(null)
      return secret
    },
    (error: unknown) => {
      const reason = errorText(error)
      if (isNewSecretFailure(reason)) log(`[mail] cannot read the key that signs mailed links: ${reason}`)
      return null
    },
  )
}

/** What the site's mails need, or null when this process sends none now (no transport, no double opt-in, no key). */
export async function mailDeps(log: (line: string) => void = console.error): Promise<MailDeps | null> {
  const store = getDoubleOptIn()
  if (!store || !transport) return null
  const secret = await signingKey(log)
  if (secret === null) return null
  const mail = getMailConfig()
  cap ??= createHourlyCap(mail.hourlyMailCap, { log })
  return {
    cap,
    retryLater: (job) => void setTimeout(job, MAIL_RETRY_MS).unref(),
    store,
    transport,
    secret,
    publicUrl: mail.publicUrl,
    unsubscribeMailto: mail.unsubscribeMailto,
  }
}
