// The server's mail: the Node entry installs the transport (SMTP or the outbox) at start, on Supabase
// only once it holds the same secret; an edge build has none, and sends no mail (it says so once).
import { getConfig } from '../config.server.ts'
import { getDoubleOptIn } from '../signup/store/store.server.ts'
import { getMailConfig } from './config.server.ts'
import { tokenSecret } from './secret.server.ts'
import type { MailDeps } from './send.server.ts'
import type { MailTransport } from './transport.server.ts'

let transport: MailTransport | null = null

/** The Node entry's transport (SMTP or the outbox); never called on an edge build. */
export function installMailTransport(installed: MailTransport | null): void {
  transport = installed
}

/** What the site's mails need, or null when this process sends none (no transport, or no double opt-in). */
export async function mailDeps(): Promise<MailDeps | null> {
  const store = getDoubleOptIn()
  if (!store || !transport) return null
  const mail = getMailConfig()
  return {
    store,
    transport,
    secret: await tokenSecret(mail.tokenSecret, getConfig().dataDir),
    publicUrl: mail.publicUrl,
    unsubscribeMailto: mail.unsubscribeMailto,
  }
}
