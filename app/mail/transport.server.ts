// How a mail leaves the Node server: SMTP through nodemailer with SMTP_URL, or, on the embedded
// default without it, an .eml file in DATA_DIR/outbox and a log line with the mail's link, so
// `npm start` on a fresh machine works end to end. A mail that cannot go is an answer, not a throw:
// the caller keeps the sign-up pending.
import { createHash, randomUUID } from 'node:crypto'
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { errorText } from '../../lib/errorText.ts'
import type { OutgoingMail } from './templates.ts'

/** Whether a mail went, and if not, why (never the address). */
export type Delivery = { ok: true } | { ok: false; reason: string }

export type MailTransport = {
  /** Where mails go, for the start-up line: never a password. */
  readonly description: string
  send(mail: OutgoingMail): Promise<Delivery>
  /** The outbox's: removes every mail kept for `address` (an erase). SMTP keeps none. */
  forget?(address: string): Promise<number>
}

/**
 * Whether `to` is one bare address that parses back to itself: the mail library would deliver a
 * display name, comment, group or list to an address other than the one stored.
 */
export function isBareRecipient(to: string): boolean {
  const [only, ...more] = addressparser(to)
  return (
    more.length === 0 && only !== undefined && 'address' in only && only.name === '' && only.address === to
  )
}

// nodemailer and the file system reject for a server that is down or a full disk: made a value
// here. An SMTP server's refusal may quote the recipient, which a log line must not carry.
function delivery(mail: OutgoingMail, sending: () => Promise<unknown>): Promise<Delivery> {
  if (!isBareRecipient(mail.to))
    return Promise.resolve({ ok: false, reason: 'refused: the recipient is not one bare address' })
  return sending().then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, reason: withoutAddress(errorText(error), mail.to) }),
  )
}

function withoutAddress(text: string, address: string): string {
  return text.replace(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '(the recipient)')
}

const OUTBOX_FOLDER = 'outbox'

// Names each outbox file by its recipient without naming them, so an erase finds that person's mails.
function recipientKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 16)
}

/** Removes every outbox mail to `address` (an erase); how many went. A missing outbox holds none. */
export async function forgetOutboxMail(dataDir: string, address: string): Promise<number> {
  const folder = join(resolve(dataDir), OUTBOX_FOLDER)
  const key = `-${recipientKey(address)}-`
  const files = await readdir(folder).catch(() => [])
  const theirs = files.filter((name) => name.includes(key) && name.endsWith('.eml'))
  await Promise.all(theirs.map((name) => rm(join(folder, name), { force: true })))
  return theirs.length
}

// A mail server that does not answer must not hold a visitor's sign-up for long.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

function message(mail: OutgoingMail, from: string) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl)
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  return {
    description: `SMTP at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`,
    send: (mail) => delivery(mail, () => transporter.sendMail(message(mail, from))),
  }
}

export function createOutboxTransport(
  dataDir: string,
  from: string,
  log: (line: string) => void = console.info,
): MailTransport {
  const folder = join(resolve(dataDir), OUTBOX_FOLDER)
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    description: `the outbox ${folder} (no SMTP_URL: mails are written there, not sent)`,
    forget: (address) => forgetOutboxMail(dataDir, address),
    send: (mail) =>
      delivery(mail, async () => {
        const info = await transporter.sendMail(message(mail, from))
        await mkdir(folder, { recursive: true, mode: 0o700 })
        await chmod(folder, 0o700)
        const file = join(
          folder,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipientKey(mail.to)}-${randomUUID().slice(0, 8)}.eml`,
        )
        await writeFile(file, info.message, { mode: 0o600 })
        // Never the link: its token carries the address, and a log outlives an erase.
        log(`[mail] outbox: wrote ${file}; open it for the link`)
      }),
  }
}
