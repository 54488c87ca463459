// A mail that cannot go never costs the sign-up: it stays pending, the failure is logged, and
// `npm run signups -- resend-pending` sends it later. The CLI runs this in plain Node, hence the
// .ts imports.
import type { OptInSteps } from '../signup/store/optInSteps.server.ts'
import { tokenLink } from './links.ts'
import { buildMail, type MailLinks } from './templates.ts'
import { signToken } from './tokens.ts'
import type { MailTransport } from './transport.server.ts'

/** listmonk's users asked for the mail again when they signed up again; a loop must not flood them. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000

export type MailDeps = {
  store: Pick<OptInSteps, 'find' | 'claimConfirmationMail' | 'releaseConfirmationMail'>
  transport: MailTransport
  secret: string
  publicUrl: string
  unsubscribeMailto: string
  now?: () => number
  log?: (line: string) => void
}

/** What a confirmation needs: the CLI's resend has no `find` over the live server's socket. */
export type ConfirmationDeps = Omit<MailDeps, 'store'> & {
  store: Pick<OptInSteps, 'claimConfirmationMail' | 'releaseConfirmationMail'>
}

export type SendOutcome = 'sent' | 'not_due' | 'failed'

async function links(
  email: string,
  action: 'confirm' | 'manage',
  deps: ConfirmationDeps,
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
 * Mails `email` its confirmation link if its sign-up is pending and was not mailed within
 * CONFIRMATION_RESEND_MS. A mail that cannot go is logged (without the address) and its claim
 * given back, so the sign-up stays pending and can be re-sent.
 */
export async function sendConfirmation(email: string, deps: ConfirmationDeps): Promise<SendOutcome> {
  const { store, transport, now = Date.now, log = console.error } = deps
  const notSent = (why: string): SendOutcome => {
    log(
      `[mail] confirmation not sent through ${transport.description}; the sign-up stays pending (npm run signups -- resend-pending sends it): ${why}`,
    )
    return 'failed'
  }
  const at = new Date(now())
  // Made before the claim, so nothing between the claim and its release can fail.
  const mail = buildMail('confirmation', email, await links(email, 'confirm', deps, at.getTime()))
  const claim = await store.claimConfirmationMail(email, at, CONFIRMATION_RESEND_MS)
  if (claim === 'unavailable') return notSent('the store could not say whether it was due')
  if (!claim) return 'not_due'
  const sent = await transport.send(mail)
  if (sent.ok) return 'sent'
  // A claim the store cannot give back stands for CONFIRMATION_RESEND_MS: a sign-up again after
  // that sends the mail, resend-pending does not (the store logs why).
  await store.releaseConfirmationMail(email, at)
  return notSent(sent.reason)
}

/** Mails the manage link to `email` if it is on the list; the caller answers the same either way. */
export async function sendManageLink(email: string, deps: MailDeps): Promise<SendOutcome> {
  const { store, transport, now = Date.now, log = console.error } = deps
  const notSent = (why: string): SendOutcome => {
    log(`[mail] manage link not sent through ${transport.description}: ${why}`)
    return 'failed'
  }
  const record = await store.find(email)
  if (record === 'unavailable') return notSent('the store could not say whether the address is on the list')
  if (!record) return 'not_due'
  const sent = await transport.send(buildMail('manage', email, await links(email, 'manage', deps, now())))
  return sent.ok ? 'sent' : notSent(sent.reason)
}
