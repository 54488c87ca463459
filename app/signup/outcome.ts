// The no-JavaScript post is redirected back to its form with the outcome in the query
// (`/?signup=already_signed_up#signup`), so the page shows the toast the JavaScript path shows.
// The server writes the address and the page reads it back, so both share this module.
import { SIGNUP_FAILURE_CODES, type SignupFailureCode, type SignupResult } from './failures.ts'

export const SIGNUP_OUTCOME_PARAM = 'signup'
export const SIGNUP_SECTION_ID = 'signup'

export type SignupOutcome = 'ok' | SignupFailureCode

const outcomes: ReadonlySet<string> = new Set<SignupOutcome>(['ok', ...SIGNUP_FAILURE_CODES])

/** `path` is one of the site's own pages, checked by the caller (returnPath.server.ts). */
export function signupOutcomeHref(result: SignupResult, path = '/'): string {
  const outcome: SignupOutcome = result.ok ? 'ok' : result.code
  return `${path}?${SIGNUP_OUTCOME_PARAM}=${outcome}#${SIGNUP_SECTION_ID}`
}

function isSignupOutcome(value: unknown): value is SignupOutcome {
  return typeof value === 'string' && outcomes.has(value)
}

/**
 * Reads `?signup=` back; anything that is not an outcome this page produces is ignored.
 * undefined rather than null, so a router search schema can leave the parameter out.
 */
export function parseSignupOutcome(value: unknown): SignupOutcome | undefined {
  return isSignupOutcome(value) ? value : undefined
}

/** The search of every page that holds the sign-up form, for its route's validateSearch. */
export function signupOutcomeSearch(search: Record<string, unknown>): { signup?: SignupOutcome } {
  return { signup: parseSignupOutcome(search[SIGNUP_OUTCOME_PARAM]) }
}
