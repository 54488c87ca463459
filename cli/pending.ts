// purge-pending and resend-pending go through the same operator calls as the rest of the CLI
// (db/store/operatorCalls.server.ts), so a running server runs them in its own session.
import { readVariable } from '../app/config.server.ts'
import { parseMailConfig } from '../app/mail/config.server.ts'
import { tokenSecret } from '../app/mail/secret.server.ts'
import { createHourlyCap, sendConfirmation, type ConfirmationDeps } from '../app/mail/send.server.ts'
import { createOutboxTransport, createSmtpTransport } from '../app/mail/transport.server.ts'
import { answeringSteps, type DoubleOptInStore } from '../db/store/store.server.ts'
import { purgedMessage } from './outcome-messages.ts'
import type { EmbeddedConnection } from './source.ts'
import type { SupabaseSource } from './supabase-source.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const MAIL_CLAIMS = ['claimConfirmationMail', 'releaseConfirmationMail'] as const

// A claim the store cannot make is logged and counted as a mail that could not go.
function mailClaims(store: Pick<DoubleOptInStore, (typeof MAIL_CLAIMS)[number]>) {
  return answeringSteps(store, MAIL_CLAIMS, (line) => console.error(line))
}

export async function purgeEmbedded(
  connection: EmbeddedConnection,
  olderThanMs: number,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs)
  const removed = await connection.calls.purgePending(before)
  console.error(purgedMessage(removed, before, connection.description))
  return 0
}

/**
 * Links go to the address the running server mails from, whatever this shell says; with the server
 * stopped, only PUBLIC_URL says it (the shell's PORT need not be the site's).
 */
export async function resendEmbedded(connection: EmbeddedConnection, dataDir: string): Promise<number> {
  const servedUrl = await connection.calls.publicUrl()
  if (servedUrl === null && readVariable(process.env, 'PUBLIC_URL') === undefined) {
    console.error(
      `resend-pending needs the site's address for the links in the mails: no server is running on ${connection.description} to tell it, so set PUBLIC_URL in this shell.`,
    )
    return 2
  }
  const mail = parseMailConfig(servedUrl === null ? process.env : { ...process.env, PUBLIC_URL: servedUrl })
  const transport = mail.smtpUrl
    ? createSmtpTransport(mail.smtpUrl, mail.from)
    : createOutboxTransport(dataDir, mail.from, (line) => console.error(line))
  const { calls } = connection
  const deps = {
    store: mailClaims(calls),
    transport,
    secret: await tokenSecret(mail.tokenSecret, dataDir),
    publicUrl: mail.publicUrl,
    unsubscribeMailto: mail.unsubscribeMailto,
    cap: createHourlyCap(mail.hourlyMailCap, { queue: false }),
  }
  return sendEach(await calls.unmailedPending(), deps)
}

/**
 * The same on Supabase, with the operator's key to list the pending sign-ups and the claims made
 * through migration 0007's functions with MAIL_TOKEN_SECRET, so a re-send waits as the server's do.
 */
export async function resendOnSupabase(source: SupabaseSource): Promise<number> {
  const mail = parseMailConfig(process.env)
  if (!mail.smtpUrl || mail.tokenSecret === null) {
    console.error(
      `resend-pending on ${source.description} needs the server's SMTP_URL, PUBLIC_URL and MAIL_TOKEN_SECRET in your shell (docs/deploy.md).`,
    )
    return 2
  }
  const transport = createSmtpTransport(mail.smtpUrl, mail.from)
  const deps = {
    store: mailClaims(source.mailClaims(mail.tokenSecret)),
    transport,
    secret: mail.tokenSecret,
    publicUrl: mail.publicUrl,
    unsubscribeMailto: mail.unsubscribeMailto,
    cap: createHourlyCap(mail.hourlyMailCap, { queue: false }),
  }
  return sendEach(await source.unmailedPending(), deps)
}

/** Sends each pending sign-up its mail and says how many went; 1 when any could not go. */
async function sendEach(emails: readonly string[], deps: ConfirmationDeps): Promise<number> {
  let sent = 0
  let failed = 0
  let waiting = 0
  for (const email of emails) {
    const outcome = await sendConfirmation(email, deps)
    if (outcome === 'sent') sent += 1
    if (outcome === 'failed') failed += 1
    if (outcome === 'queued') waiting += 1
  }
  const left = [
    failed > 0 && `${failed} could not go (above)`,
    waiting > 0 && `${waiting} wait for the hourly mail cap (MAIL_HOURLY_CAP): run this again later`,
  ].filter(Boolean)
  console.error(
    `Sent ${plural(sent, 'confirmation mail')} through ${deps.transport.description}${left.length > 0 ? `; ${left.join('; ')}, and stay pending` : ''}.`,
  )
  return failed > 0 || waiting > 0 ? 1 : 0
}
