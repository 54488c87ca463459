// An application on the server, apart from apply.functions.ts so it is tested without the TanStack
// compiler and never reaches the browser. The answer says nothing of who applied before: a second
// application gets the first one's words (issue 72), and its mail goes only to the address itself.
import { getRequest } from '@tanstack/react-start/server'
import { eventPath } from '@content/slug.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { applicationWindow } from '../../lib/applicationWindow.ts'
import { takeClientAttempt } from '../signup/signup.server.ts'
import { getApplications, type SiteApplications } from '../signup/store.server.ts'
import { mailDeps, sendsMail } from '../mail/mailer.server.ts'
import { sendApplicationMail } from '../mail/send.server.ts'
import { applicationOutcomeHref, type ApplicationResult } from './outcome.ts'
import type { ApplicationSubmission } from './submission.ts'

/**
 * The store's applications where this server takes new ones: the store keeps them (embedded, or
 * Supabase with the mail token secret) and a mail can confirm their address (not on an edge build).
 */
export function takenApplications(): SiteApplications | null {
  return sendsMail() ? getApplications() : null
}

export type ApplyDeps = {
  /** takenApplications(): null where this server takes none. */
  applications: SiteApplications | null
  takeRateLimit: () => boolean | Promise<boolean>
  /** Mails the address its confirmation link, or once confirmed its page's; throws only for a bug. */
  mailApplicant?: (eventId: string, email: string, isAddressConfirmed: boolean) => Promise<unknown>
  now?: Date
  log?: (line: string) => void
}

/** The event the form names, if the content has it and its applications are open now. */
function openEvent(eventId: unknown, now: Date) {
  const event = upcomingEvents.find((candidate) => candidate.id === eventId)
  return event && applicationWindow(event, now) === 'open' ? event : undefined
}

/**
 * Input first (a typo costs no rate-limit attempt), then the store and the window, then the limit.
 * Anything thrown is logged and answered 'unavailable': no internal detail leaves the server.
 */
export async function processApplication(
  { eventId, check }: ApplicationSubmission,
  { applications, takeRateLimit, mailApplicant, now = new Date(), log = console.error }: ApplyDeps,
): Promise<ApplicationResult> {
  if (!applications) return { ok: false, code: 'not_taken' }
  const event = openEvent(eventId, now)
  if (!event) return { ok: false, code: 'closed' }
  if (!check.ok) return { ok: false, code: 'invalid', errors: Object.values(check.errors) }
  try {
    if (!(await takeRateLimit())) return { ok: false, code: 'rate_limited' }
    const stored = await applications.submit({ eventId: event.id, ...check.value })
    await mailApplicant?.(event.id, check.value.email, stored.addressConfirmed).catch((error: unknown) =>
      log(`[apply] stored, but its mail failed on a bug: ${String(error)}`),
    )
    return { ok: true }
  } catch (error) {
    log(
      `[apply] unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return { ok: false, code: 'unavailable' }
  }
}

/** The path a no-JavaScript post comes back to: the event's page, or `/` for an event we lack. */
function returnPath(eventId: unknown): string {
  const event = upcomingEvents.find((candidate) => candidate.id === eventId)
  return event ? eventPath(event.id) : '/'
}

/**
 * The server function's handler. The no-JavaScript post gets a thrown 303 back to the event's page,
 * `/events/<id>?apply=<outcome>#apply`, as the sign-up's does (docs/decisions/0061).
 */
export async function submitApplicationOnServer(
  submission: ApplicationSubmission,
): Promise<ApplicationResult> {
  const request = getRequest()
  const result = await processApplication(submission, {
    applications: takenApplications(),
    takeRateLimit: () => takeClientAttempt(request, 'apply'),
    mailApplicant: async (eventId, email, isAddressConfirmed) => {
      const deps = await mailDeps()
      const applications = getApplications()
      return (
        deps &&
        applications &&
        sendApplicationMail(eventId, email, isAddressConfirmed, { ...deps, applications })
      )
    },
  })
  if (submission.isFormData)
    throw new Response(null, {
      status: 303,
      headers: { location: applicationOutcomeHref(result, returnPath(submission.eventId)) },
    })
  return result
}
