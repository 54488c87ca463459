// `npm run applications -- notify`: one mail per decision not yet told (the store's notifyPending),
// through the same transports and hourly cap as the sign-ups' mails. A decision is marked told only
// once the transport took its mail, so a failed one goes on the next run and a sent one never again.
// Each mail links the builder's own page (signed); the confirmed seat's carries the door pass too.
import { upcomingEvents } from '../content/upcoming.ts'
import { escapeHtml } from '../app/lib/escapeHtml.ts'
import { applyManageLink } from '../app/mail/links.ts'
import { doorPassCode } from '../lib/doorPass.ts'
import { signApplicationToken } from '../lib/tokens.ts'
import type { HourlyCap } from '../app/mail/send.server.ts'
import type { MailTransport } from '../app/mail/transport.server.ts'
import type { OutgoingMail } from '../app/mail/templates.ts'
import type { Application, ApplicationStore } from '../db/store/store.server.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

// Only the decisions notify tells (migration 0011's application_staged).
const DECISION_TEXT: Record<string, (confirmBy: string) => string> = {
  accepted: (confirmBy) =>
    `You have a seat. Please confirm it by ${confirmBy} (UTC); a seat not confirmed by then goes to the next on the waitlist.`,
  waitlisted: () =>
    'All seats are taken for now, and you are on the waitlist: we will write when a seat frees.',
  declined: () => 'We could not offer you a seat this time. Thank you for applying.',
  released: () =>
    'Your seat was not confirmed in time, so it went to the next on the waitlist. Thank you for applying.',
  confirmed: () => 'Your seat is confirmed. Show your door pass at the door: its code is below.',
}

/** What a decision mail links and carries besides its words: the builder's page, and the door pass once confirmed. */
export type DecisionMailLinks = { manageLink: string; doorPass: string | null }

/** The signed link to the builder's page, and the door pass of a confirmed seat. */
export async function decisionMailLinks(
  application: Application,
  { secret, publicUrl }: { secret: string; publicUrl: string },
  now = Date.now(),
): Promise<DecisionMailLinks> {
  const token = await signApplicationToken(
    application.eventId,
    application.email,
    secret,
    now,
    'apply-manage',
  )
  return {
    manageLink: applyManageLink(publicUrl, token),
    doorPass: application.status === 'confirmed' ? await doorPassCode(application.id, secret) : null,
  }
}

export function decisionMail(
  application: Application,
  { manageLink, doorPass }: DecisionMailLinks,
): OutgoingMail {
  const event = upcomingEvents.find((candidate) => candidate.id === application.eventId)
  const eventName = event?.name ?? application.eventId
  const confirmBy = application.confirmBy?.toISOString().slice(0, 16).replace('T', ' ') ?? ''
  const decision = DECISION_TEXT[application.status]?.(confirmBy)
  if (!decision) throw new Error(`no mail for an application that is ${application.status}`)
  const greeting = `Hello ${application.name},`
  const about = `Your application to ${eventName}:`
  const pass = doorPass === null ? null : `Your door pass: ${doorPass}`
  const page =
    application.status === 'accepted'
      ? 'Confirm your seat, or give it up, on your page:'
      : 'See your application, and what you may do with it, on your page:'
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(about)}<br>${escapeHtml(decision)}</p>`,
    pass === null ? '' : `<p><strong>${escapeHtml(pass)}</strong></p>`,
    `<p>${escapeHtml(page)}<br><a href="${escapeHtml(manageLink)}">${escapeHtml(manageLink)}</a></p>`,
  ].join('')
  return {
    to: application.email,
    subject: `${eventName}: your application`,
    text: `${greeting}\n\n${about}\n${decision}\n${pass === null ? '' : `\n${pass}\n`}\n${page}\n${manageLink}\n`,
    html: `<!doctype html><html><body>${html}</body></html>`,
    headers: {},
    link: manageLink,
  }
}

/** Mails each staged decision once; 1 when any could not go (it stays staged), else 0. */
export async function notifyDecisions(
  applications: ApplicationStore,
  eventId: string | undefined,
  {
    transport,
    cap,
    secret,
    publicUrl,
  }: { transport: MailTransport; cap: HourlyCap; secret: string; publicUrl: string },
): Promise<number> {
  let sent = 0
  let failed = 0
  let waiting = 0
  for (const application of await applications.notifyPending(eventId)) {
    if (!cap.take()) {
      waiting += 1
      continue
    }
    const links = await decisionMailLinks(application, { secret, publicUrl })
    const delivery = await transport.send(decisionMail(application, links))
    if (!delivery.ok) {
      failed += 1
      console.error(`Mail about ${application.id} (${application.status}) could not go: ${delivery.reason}`)
      continue
    }
    // False when the status changed meanwhile: the new one is staged and goes on the next run.
    await applications.markNotified(application.id, application.status)
    sent += 1
    console.log(`${application.id}\t${application.status}`)
  }
  const left = [
    failed > 0 && `${failed} could not go (above)`,
    waiting > 0 && `${waiting} wait for the hourly mail cap (MAIL_HOURLY_CAP): run this again later`,
  ].filter(Boolean)
  console.error(
    `Sent ${plural(sent, 'decision mail')} through ${transport.description}${left.length > 0 ? `; ${left.join('; ')}, and stay staged` : ''}.`,
  )
  return failed > 0 || waiting > 0 ? 1 : 0
}
