// The mails the site sends, as plain text and HTML in the site's look, with the headers every one
// carries: RFC 8058's one-click unsubscribe (an HTTPS link, a mailto: and List-Unsubscribe-Post),
// except an application's, which is no mail of the list's.
// Pure, so the Node transport, an edge build's mail API and the tests build the same mail.
import { mailCopy } from '../../content/mail.ts'
import { site } from '../../content/site.ts'
import { mailColours } from '../../styles/mail.ts'
import { escapeHtml } from '../lib/escapeHtml.ts'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** The link the mail is for, which the outbox logs so a local run can follow it. */
  link: string
}

export type MailLinks = {
  /** The confirm or manage link the mail is for. */
  action: string
  /** The list's unsubscribe link; null for a mail that is not the list's (an application's). */
  unsubscribe: string | null
  manage: string
  /** Where a mail program's unsubscribe-by-mail goes (a mailbox the organiser reads). */
  unsubscribeMailto: string
}

type MailKind = keyof Pick<typeof mailCopy, 'confirmation' | 'application' | 'applicationLink' | 'manage'>

export function unsubscribeHeaders(unsubscribeUrl: string, mailto: string): Record<string, string> {
  const subject = encodeURIComponent(`${mailCopy.footer.unsubscribe}: ${site.name}`)
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${mailto}?subject=${subject}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

// An application's mail links the builder's own page, not the list's manage page.
const manageWords = (kind: MailKind) =>
  kind === 'application' || kind === 'applicationLink'
    ? mailCopy.footer.manageApplication
    : mailCopy.footer.manage

function text(kind: MailKind, links: MailLinks): string {
  const copy = mailCopy[kind]
  return [
    copy.heading,
    '',
    copy.why,
    '',
    `${copy.action}: ${links.action}`,
    '',
    copy.ignore,
    '',
    '--',
    mailCopy.footer.sentBy,
    ...(links.unsubscribe ? [`${mailCopy.footer.unsubscribe}: ${links.unsubscribe}`] : []),
    `${manageWords(kind)}: ${links.manage}`,
    mailCopy.footer.contact,
    '',
  ].join('\n')
}

function html(kind: MailKind, links: MailLinks): string {
  const copy = mailCopy[kind]
  const c = mailColours
  const link = (href: string, words: string) =>
    `<a href="${escapeHtml(href)}" style="color:${c.link}">${escapeHtml(words)}</a>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="color-scheme" content="dark"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${c.page};color:${c.text};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:${c.card};border-radius:16px;padding:28px">
<p style="margin:0 0 16px;font-weight:800;letter-spacing:0.04em;color:${c.accent}">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(copy.heading)}</h1>
<p style="margin:0 0 24px">${escapeHtml(copy.why)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.action)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${c.accent};color:${c.onAccent};font-weight:700;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="margin:0 0 24px;color:${c.muted}">${escapeHtml(copy.ignore)}</p>
<hr style="border:0;border-top:1px solid ${c.muted};margin:24px 0">
<p style="margin:0;color:${c.muted};font-size:14px">${escapeHtml(mailCopy.footer.sentBy)}<br>${links.unsubscribe ? `${link(links.unsubscribe, mailCopy.footer.unsubscribe)} · ` : ''}${link(links.manage, manageWords(kind))}<br>${escapeHtml(mailCopy.footer.contact)}</p>
</div>
</body>
</html>
`
}

export function buildMail(kind: MailKind, to: string, links: MailLinks): OutgoingMail {
  return {
    to,
    subject: mailCopy[kind].subject,
    text: text(kind, links),
    html: html(kind, links),
    headers: links.unsubscribe ? unsubscribeHeaders(links.unsubscribe, links.unsubscribeMailto) : {},
    link: links.action,
  }
}
