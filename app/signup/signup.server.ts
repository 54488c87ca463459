// The sign-up on the server, apart from signup.functions.ts so it is tested without the TanStack
// compiler and never reaches the browser. A store that cannot take the sign-up says 'unavailable'
// and logs why; a throw here is a bug, answered 'unavailable' too and logged with its stack.
import { getRequest } from '@tanstack/react-start/server'
import { PRIVACY_NOTICE_VERSION } from '@content/privacy.ts'
import { editions } from '@content/editions.ts'
import { getConfig, type RateLimitRule } from '../config.server.ts'
import { getClientIp, rateLimitKey } from '../http/clientIp.server.ts'
import { signupOutcomeHref } from './outcome.ts'
import { signupReturnPath } from './returnPath.server.ts'
import type { SignupResult } from './failures.ts'
import type { SignupCheck, SignupSubmission } from './schema.ts'
import { mailDeps } from '../mail/mailer.server.ts'
import { sendConfirmation } from '../mail/send.server.ts'
import type { InsertOutcome, NewSignup, SignupConsent } from '../../db/store/store.server.ts'
import { getStore } from './store.server.ts'

export type RateLimiter = {
  /** Counts an attempt by `key`; false when the key has used up its window. */
  take(key: string): boolean
  /** Takes back one attempt `key` was counted for, when the failure was the server's, not theirs. */
  refund(key: string): void
  readonly size: number
}

export type RateLimiterOptions = RateLimitRule & { maxKeys?: number; now?: () => number }

export const DEFAULT_MAX_RATE_LIMIT_KEYS = 10_000

/**
 * This process's limit, in memory: a fixed window per client, opened by that client's first
 * attempt. Memory is bounded: expired windows are swept as new ones open, and past `maxKeys` the
 * oldest windows are dropped (those clients start afresh, which errs towards letting people sign up).
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = DEFAULT_MAX_RATE_LIMIT_KEYS,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  // Insertion order is opening order, because a window is deleted and re-added when it reopens.
  const windows = new Map<string, { openedAt: number; count: number }>()

  function sweep(at: number): void {
    for (const [key, window] of windows) {
      const isExpired = at - window.openedAt >= windowMs
      if (!isExpired && windows.size <= maxKeys) return
      windows.delete(key)
    }
  }

  return {
    take(key) {
      const at = now()
      const window = windows.get(key)
      if (window && at - window.openedAt < windowMs) {
        if (window.count >= limit) return false
        window.count += 1
        return true
      }
      windows.delete(key)
      windows.set(key, { openedAt: at, count: 1 })
      sweep(at)
      return true
    },
    refund(key) {
      const window = windows.get(key)
      if (window && window.count > 0) window.count -= 1
    },
    get size() {
      return windows.size
    },
  }
}

export type SignupDeps = {
  /** Counts this attempt against the client's limit; false when the limit is used up. */
  takeRateLimit: () => boolean | Promise<boolean>
  /** Gives back the attempt takeRateLimit counted: the visitor is not charged for our failure. */
  refundRateLimit?: () => void
  insert: (row: NewSignup) => Promise<InsertOutcome>
  /** Recorded with the sign-up. */
  consent?: SignupConsent
  /** After a stored or repeated sign-up: mails its confirmation if due. Throws only for a bug. */
  requestConfirmation?: (email: string) => Promise<unknown>
  log?: (line: string) => void
}

/**
 * The input rules come first, so fixing a typo costs no rate-limit attempt; the limit comes before
 * the honeypot and the store, so bots and anyone probing for signed-up addresses are throttled too.
 * Anything thrown is logged and answered 'unavailable': no internal detail leaves the server.
 */
export async function processSignup(
  check: SignupCheck,
  { takeRateLimit, refundRateLimit, insert, consent, requestConfirmation, log = console.error }: SignupDeps,
): Promise<SignupResult> {
  if (!check.ok) return { ok: false, code: check.code }
  let isCounted = false
  try {
    if (!(await takeRateLimit())) return { ok: false, code: 'rate_limited' }
    isCounted = true
    const { email, suggestedFestival, isBot, edition } = check.value
    if (isBot) return { ok: true }
    const recorded = knownEdition(edition)
    const outcome = await insert({
      email,
      suggestedFestival,
      consent,
      ...(recorded && { edition: recorded }),
    })
    if (outcome === 'unavailable') {
      refundRateLimit?.()
      return { ok: false, code: outcome }
    }
    // A second sign-up still answers "Already Signed Up"; if it is pending, the mail goes again.
    // A bug in the mail costs the visitor nothing: the sign-up is stored.
    await requestConfirmation?.(email).catch((error: unknown) =>
      log(`[signup] stored, but its confirmation mail failed on a bug: ${stackLine(error)}`),
    )
    return outcome === 'ok' ? { ok: true } : { ok: false, code: outcome }
  } catch (error) {
    log(`[signup] unexpected failure: ${stackLine(error)}`)
    if (isCounted) refundRateLimit?.()
    return { ok: false, code: 'unavailable' }
  }
}

/** The whole stack, on one line: a log line per failure. */
function stackLine(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message).replace(/\n\s*/g, ' | ') : String(error)
}

const editionSlugs: ReadonlySet<string> = new Set(editions.map((edition) => edition.slug))

/** The edition a sign-up names, if the content has it; any other value is recorded as unknown. */
export function knownEdition(edition: string | undefined): string | undefined {
  return edition !== undefined && editionSlugs.has(edition) ? edition : undefined
}

/** The forms a client is limited at: the sign-up, the manage page's "send me the link", an application. */
export type ClientForm = 'signup' | 'link' | 'apply'

const rateLimiters = new Map<ClientForm, RateLimiter>()

function clientKey(request: Request): string {
  return rateLimitKey(getClientIp(request, { trustProxy: getConfig().trustProxy }))
}

/** Counts an attempt of this client at `form` against SIGNUP_RATE_LIMIT; false over it. */
export async function takeClientAttempt(request: Request, form: ClientForm): Promise<boolean> {
  const { signupRateLimit } = getConfig()
  const limiter = rateLimiters.get(form) ?? createRateLimiter(signupRateLimit)
  rateLimiters.set(form, limiter)
  const key = clientKey(request)
  // This instance's count always; with Supabase, also the one every instance shares.
  const withinLocal = limiter.take(key)
  const withinShared = await getStore().takeAttempt?.(
    form === 'signup' ? key : `${form}:${key}`,
    signupRateLimit,
  )
  return withinLocal && withinShared !== false
}

/**
 * The server function's handler. The no-JavaScript post (the only FormData caller) gets a thrown
 * 303 back to the page it came from, `<page>?signup=<outcome>#signup`: a plain Response, since the
 * framework re-encodes the router's redirect() as JSON for its own client (docs/decisions/0061).
 */
export async function submitSignupOnServer({
  check,
  isFormData,
  page,
}: SignupSubmission): Promise<SignupResult> {
  const request = getRequest()
  const result = await processSignup(check, {
    takeRateLimit: () => takeClientAttempt(request, 'signup'),
    // This instance's count only: a store that failed the insert was rarely reachable to count it.
    refundRateLimit: () => rateLimiters.get('signup')?.refund(clientKey(request)),
    insert: (row) => getStore().insert(row),
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, formPath: isFormData ? 'no-script' : 'script' },
    requestConfirmation: async (email) => {
      const deps = await mailDeps()
      return deps && sendConfirmation(email, deps)
    },
  })
  if (isFormData)
    throw new Response(null, {
      status: 303,
      headers: { location: signupOutcomeHref(result, signupReturnPath(page)) },
    })
  return result
}
