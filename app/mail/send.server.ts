// The one gate every mail to a person passes: the site's hourly cap here, then the recipient's
// budget in the store (migration 0010's claim_mail: one per MAIL_INTERVAL_MS, three a day), then
// the transport, which sends only to a bare address. A mail that cannot go never costs the
// sign-up: it stays pending and `npm run signups -- resend-pending` sends it later. The CLI runs
// this in plain Node, hence the .ts imports.
import type { ApplicationStore, OptInSteps } from '../../db/store/store.server.ts'
import { applyConfirmLink, applyManageLink, tokenLink } from './links.ts'
import { buildMail, type MailLinks } from './templates.ts'
import { signApplicationToken, signToken } from '../../lib/tokens.ts'
import type { MailTransport } from './transport.server.ts'

/** listmonk's users asked for the mail again when they signed up again; a loop must not flood them. */
export const MAIL_INTERVAL_MS = 10 * 60 * 1000

const HOUR_MS = 60 * 60 * 1000

/** A confirmation that could not go (a full disk, the provider away) is tried again this often, an hour long. */
export const MAIL_RETRY_MS = 5 * 60 * 1000
export const MAIL_RETRIES = 12

/**
 * This process's mails per hour. A mail over the cap is not sent: the server queues it for the next
 * hour (its sign-up stays unmailed-pending in the store meanwhile, so a crash loses nothing), the
 * CLI leaves it for its next run. One log line per hour in which the cap is met.
 */
export type HourlyCap = {
  /** Counts one mail; false once the hour's cap is met. */
  take(): boolean
  /** Gives back a counted mail that the recipient's budget then refused. */
  refund(): void
  /** Runs `job` once the next hour opens; absent where nothing waits (the CLI). */
  later?(job: () => Promise<unknown>): void
}

export function createHourlyCap(
  perHour: number,
  {
    now = Date.now,
    log = console.error,
    queue = true,
  }: { now?: () => number; log?: (line: string) => void; queue?: boolean } = {},
): HourlyCap {
  let openedAt = now()
  let sent = 0
  let isToldThisHour = false
  const waiting: (() => Promise<unknown>)[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  function reopenIfDue(): void {
    if (now() - openedAt < HOUR_MS) return
    openedAt = now()
    sent = 0
    isToldThisHour = false
  }

  function drain(): void {
    timer = null
    reopenIfDue()
    for (const job of waiting.splice(0, perHour)) void job()
    if (waiting.length > 0) timer = setTimeout(drain, HOUR_MS - (now() - openedAt)).unref()
  }

  return {
    take() {
      reopenIfDue()
      if (sent < perHour) {
        sent += 1
        return true
      }
      if (!isToldThisHour)
        log(
          `[mail] this site's cap of ${perHour} mails an hour is met; further mails ${queue ? 'wait for the next hour' : 'stay pending'}`,
        )
      isToldThisHour = true
      return false
    },
    refund() {
      if (sent > 0) sent -= 1
    },
    ...(queue && {
      later(job: () => Promise<unknown>) {
        waiting.push(job)
        timer ??= setTimeout(drain, Math.max(0, HOUR_MS - (now() - openedAt))).unref()
      },
    }),
  }
}

export type MailDeps = {
  store: Pick<OptInSteps, 'claimConfirmationMail' | 'releaseConfirmationMail' | 'claimLinkMail'>
  transport: MailTransport
  secret: string
  publicUrl: string
  unsubscribeMailto: string
  cap: HourlyCap
  /** The server's: runs `job` after MAIL_RETRY_MS. Absent in the CLI, whose run is the retry. */
  retryLater?: (job: () => Promise<unknown>) => void
  now?: () => number
  log?: (line: string) => void
}

/** What a confirmation needs: the CLI's resend sends no manage links. */
export type ConfirmationDeps = Omit<MailDeps, 'store'> & {
  store: Pick<OptInSteps, 'claimConfirmationMail' | 'releaseConfirmationMail'>
}

/** 'queued': over the site's hourly cap, so it waits (the sign-up stays pending meanwhile). */
export type SendOutcome = 'sent' | 'not_due' | 'queued' | 'failed'

async function links(
  email: string,
  action: 'confirm' | 'manage',
  deps: Pick<ConfirmationDeps, 'publicUrl' | 'secret' | 'unsubscribeMailto'>,
  now: number,
): Promise<MailLinks> {
  const link = async (purpose: 'confirm' | 'manage' | 'unsubscribe') =>
    tokenLink(deps.publicUrl, purpose, await signToken({ email, purpose }, deps.secret, now))
  return {
    action: await link(action),
    unsubscribe: await link('unsubscribe'),
    manage: await link('manage'),
    unsubscribeMailto: deps.unsubscribeMailto,
  }
}

/**
 * The site's cap, then the recipient's budget: 'claimed' when the mail may go now. Over the cap the
 * server tries `again` next hour, through the whole gate.
 */
async function pass(
  cap: HourlyCap,
  claim: () => Promise<boolean | 'unavailable'>,
  again: () => Promise<SendOutcome>,
): Promise<'claimed' | 'queued' | 'not_due' | 'unavailable'> {
  if (!cap.take()) {
    cap.later?.(again)
    return 'queued'
  }
  const claimed = await claim()
  if (claimed === true) return 'claimed'
  cap.refund()
  return claimed === false ? 'not_due' : claimed
}

/**
 * Mails `email` its confirmation link if its sign-up is pending and its budget allows. A mail that
 * cannot go is logged (without the address) and its claim given back, so the sign-up stays
 * pending and can be re-sent.
 */
export async function sendConfirmation(
  email: string,
  deps: ConfirmationDeps,
  retries = MAIL_RETRIES,
): Promise<SendOutcome> {
  const { store, transport, cap, retryLater, now = Date.now, log = console.error } = deps
  const notSent = (why: string): SendOutcome => {
    const isRetried = retryLater !== undefined && retries > 0
    if (isRetried) retryLater(() => sendConfirmation(email, deps, retries - 1))
    log(
      `[mail] confirmation not sent through ${transport.description}; the sign-up stays pending${isRetried ? `, tried again in ${MAIL_RETRY_MS / 60_000} minutes` : ''} (npm run signups -- resend-pending sends it): ${why}`,
    )
    return 'failed'
  }
  const at = new Date(now())
  // Made before the claim, so nothing between the claim and its release can fail.
  const mail = buildMail('confirmation', email, await links(email, 'confirm', deps, at.getTime()))
  const gate = await pass(
    cap,
    () => store.claimConfirmationMail(email, at, MAIL_INTERVAL_MS),
    () => sendConfirmation(email, deps),
  )
  if (gate === 'unavailable') return notSent('the store could not say whether it was due')
  if (gate !== 'claimed') return gate
  const sent = await transport.send(mail)
  if (sent.ok) return 'sent'
  // A claim the store cannot give back stands for MAIL_INTERVAL_MS: a sign-up again after that
  // sends the mail, resend-pending does not (the store logs why).
  await store.releaseConfirmationMail(email, at)
  return notSent(sent.reason)
}

/** Mails the manage link to `email` if it is on the list and its budget allows; the caller answers the same either way. */
export async function sendManageLink(email: string, deps: MailDeps): Promise<SendOutcome> {
  const { store, transport, cap, now = Date.now, log = console.error } = deps
  const notSent = (why: string): SendOutcome => {
    log(`[mail] manage link not sent through ${transport.description}: ${why}`)
    return 'failed'
  }
  const at = new Date(now())
  const mail = buildMail('manage', email, await links(email, 'manage', deps, at.getTime()))
  const gate = await pass(
    cap,
    () => store.claimLinkMail(email, at, MAIL_INTERVAL_MS),
    () => sendManageLink(email, deps),
  )
  if (gate === 'unavailable') return notSent('the store could not say whether the address is on the list')
  if (gate !== 'claimed') return gate
  const sent = await transport.send(mail)
  return sent.ok ? 'sent' : notSent(sent.reason)
}

/** An application's mails: the application's own budget (0012) in place of the sign-up's. */
export type ApplicationMailDeps = Omit<ConfirmationDeps, 'store'> & {
  applications: Pick<ApplicationStore, 'claimConfirmationMail' | 'releaseConfirmationMail' | 'claimLinkMail'>
}

/**
 * Mails `email` about its application to `eventId`, through the same gate: the site's cap, then
 * the application's budget. Unconfirmed, the link that confirms it (its budget holds only while it
 * is pending); confirmed, the link to the builder's page, so a second application is answered by
 * a mail as the first is and the form tells nobody who applied.
 */
export async function sendApplicationMail(
  eventId: string,
  email: string,
  isAddressConfirmed: boolean,
  deps: ApplicationMailDeps,
): Promise<SendOutcome> {
  const { applications, transport, cap, now = Date.now, log = console.error } = deps
  const at = new Date(now())
  const token = (purpose: 'apply-confirm' | 'apply-manage') =>
    signApplicationToken(eventId, email, deps.secret, at.getTime(), purpose)
  const manage = applyManageLink(deps.publicUrl, await token('apply-manage'))
  // Not a mail of the list's: no unsubscribe, and its page is the builder's own.
  const mail = buildMail(isAddressConfirmed ? 'applicationLink' : 'application', email, {
    action: isAddressConfirmed ? manage : applyConfirmLink(deps.publicUrl, await token('apply-confirm')),
    unsubscribe: null,
    manage,
    unsubscribeMailto: deps.unsubscribeMailto,
  })
  const gate = await pass(
    cap,
    () =>
      isAddressConfirmed
        ? applications.claimLinkMail(eventId, email, at, MAIL_INTERVAL_MS)
        : applications.claimConfirmationMail(eventId, email, at, MAIL_INTERVAL_MS),
    () => sendApplicationMail(eventId, email, isAddressConfirmed, deps),
  )
  if (gate !== 'claimed') return gate === 'unavailable' ? 'failed' : gate
  const sent = await transport.send(mail)
  if (sent.ok) return 'sent'
  await applications.releaseConfirmationMail(eventId, email, at)
  log(`[mail] application mail not sent through ${transport.description}: ${sent.reason}`)
  return 'failed'
}
