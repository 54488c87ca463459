// What the sign-up server function does, kept out of signup.functions.ts so it can be tested
// without the TanStack compiler and never reaches the browser bundle.
import { redirect } from '@tanstack/react-router'
import { getRequest } from '@tanstack/react-start/server'
import { getConfig } from '../config.server.ts'
import { getClientIp, rateLimitKey } from '../http/clientIp.server.ts'
import { signupOutcomeHref } from './outcome.ts'
import { createRateLimiter, type RateLimiter } from '../http/rateLimit.server.ts'
import type { SignupCheck, SignupResult } from './schema.ts'
import { getStore, type SignupStore } from './store/store.server.ts'
import type { SignupConsent } from './store/storeTypes.ts'
import { PRIVACY_NOTICE_VERSION } from '@content/privacy.ts'
import type { SignupSubmission } from './submission.ts'

export type SignupDeps = {
  /** Counts this attempt against the client's limit; false when the limit is used up. */
  takeRateLimit: () => boolean | Promise<boolean>
  store: SignupStore
  /** Recorded with the sign-up. */
  consent?: SignupConsent
  log?: (line: string) => void
}

/**
 * The server-side order, first answer wins:
 *   1. the input rules (schema.ts), so a visitor fixing a typo is never rate-limited for it;
 *   2. the per-client rate limit, which also bounds how fast anyone can probe which addresses
 *      are signed up (already_signed_up tells them);
 *   3. the honeypot: a bot is told 'ok' and nothing is stored, after the limit so bots are
 *      throttled like everyone else;
 *   4. the store.
 * Anything unexpected is logged and answered 'unavailable': the visitor sees spec §8's 'Error'
 * toast and no internal detail leaves the server.
 */
export async function processSignup(
  check: SignupCheck,
  { takeRateLimit, store, consent, log = console.error }: SignupDeps,
): Promise<SignupResult> {
  if (!check.ok) return { ok: false, code: check.code }
  try {
    if (!(await takeRateLimit())) return { ok: false, code: 'rate_limited' }
    const { email, suggestedFestival, isBot } = check.value
    if (isBot) return { ok: true }
    const outcome = await store.insert({ email, suggestedFestival, consent })
    return outcome === 'ok' ? { ok: true } : { ok: false, code: outcome }
  } catch (error) {
    // The whole stack, on one line: a log line per failure.
    log(
      `[signup] unexpected failure: ${error instanceof Error ? (error.stack ?? error.message).replace(/\n\s*/g, ' | ') : String(error)}`,
    )
    return { ok: false, code: 'unavailable' }
  }
}

let rateLimiter: RateLimiter | undefined

function getRateLimiter(): RateLimiter {
  rateLimiter ??= createRateLimiter(getConfig().signupRateLimit)
  return rateLimiter
}

/**
 * TanStack Start's own client marks its calls with this header. A FormData body without it is
 * the browser posting the form natively, before hydration or without JavaScript.
 */
export function isNativeFormPost(request: Request, submission: SignupSubmission): boolean {
  return submission.isFormData && request.headers.get('x-tsr-serverfn') !== 'true'
}

/**
 * The server function's handler. JavaScript callers get the SignupResult. A native form post
 * gets a 303 to `/?signup=<outcome>#signup` instead: thrown, because that is how a TanStack
 * server function answers with a redirect, and the JavaScript caller never takes this path.
 */
export async function handleSignupSubmission(submission: SignupSubmission): Promise<SignupResult> {
  const request = getRequest()
  let result: SignupResult
  try {
    const store = getStore()
    result = await processSignup(submission.check, {
      takeRateLimit: async () => {
        const { trustProxy, signupRateLimit } = getConfig()
        const key = rateLimitKey(getClientIp(request, { trustProxy }))
        // This instance's count always; with Supabase, also the one every instance shares.
        const withinLocal = getRateLimiter().take(key)
        const withinShared = await store.takeAttempt?.(key, signupRateLimit)
        return withinLocal && withinShared !== false
      },
      store,
      consent: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        formPath: isNativeFormPost(request, submission) ? 'no-script' : 'script',
      },
    })
  } catch (error) {
    // Only a bad config gets here (getStore reads it), and warmStore() reports that at start.
    console.error(`[signup] unexpected failure: ${error instanceof Error ? error.message : String(error)}`)
    result = { ok: false, code: 'unavailable' }
  }
  if (isNativeFormPost(request, submission)) {
    throw redirect({ href: signupOutcomeHref(result), statusCode: 303 })
  }
  return result
}
