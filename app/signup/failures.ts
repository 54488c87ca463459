// The ways a sign-up can end, apart from the rules that find them (schema.ts), so that a page's
// search check (outcome.ts, in every route) does not load valibot and the rules at start.

/** Failures the sign-up rules find in the input itself, before anything is stored. */
export const SIGNUP_CHECK_FAILURE_CODES = ['invalid_email', 'email_too_long', 'festival_too_long'] as const

/** Every failure a sign-up can end in: the one list the toasts, the no-JS outcome and the server share. */
export const SIGNUP_FAILURE_CODES = [
  ...SIGNUP_CHECK_FAILURE_CODES,
  'already_signed_up',
  'rate_limited',
  'unavailable',
] as const

export type SignupFailureCode = (typeof SIGNUP_FAILURE_CODES)[number]

export type SignupResult = { ok: true } | { ok: false; code: SignupFailureCode }

export type SignupCheckFailureCode = (typeof SIGNUP_CHECK_FAILURE_CODES)[number]
