// A real SMTP server on loopback for the tests (smtp-server), keeping each mail it receives
// parsed (mailparser): what the site sends is read as a mail program would read it.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  received: ParsedMail[]
  /** The mails to `address`, in the order they came. */
  to(address: string): ParsedMail[]
  close(): Promise<void>
}

/** With `refuseRecipients`, the server refuses every recipient, quoting the address as real ones do. */
export async function startSmtpSink({ refuseRecipients = false } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients) return callback()
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      })
      callback(refusal)
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) =>
      received.filter((mail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
        return to.some((group) => group.value.some((entry) => entry.address === address))
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in a mail's plain text that leads to `path`. */
export function linkIn(mail: ParsedMail, path: string): string {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path)
  if (!found) throw new Error(`no link to ${path} in the mail "${mail.subject ?? ''}"`)
  return found
}
