// How an application ends, for the server function, its no-JavaScript 303 and the page that reads
// the outcome back (`/events/<id>?apply=invalid&errors=name_missing#apply`). Isomorphic, no valibot.

/** Each field's failure, as the schema (schema.ts) names it and the no-JavaScript answer carries it. */
export const APPLICATION_FIELD_CODES = [
  'name_missing',
  'name_too_long',
  'invalid_email',
  'email_too_long',
  'idea_missing',
  'idea_too_long',
  'experience_missing',
  'festival_too_long',
  'consent_missing',
] as const
export type ApplicationFieldCode = (typeof APPLICATION_FIELD_CODES)[number]

/** Whole-form outcomes; `invalid` comes with each field's code. */
export const APPLICATION_OUTCOMES = [
  'ok',
  'invalid',
  'closed',
  'not_taken',
  'rate_limited',
  'unavailable',
] as const
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number]
export type ApplicationFailure = Exclude<ApplicationOutcome, 'ok' | 'invalid'>

export type ApplicationResult =
  | { ok: true }
  | { ok: false; code: 'invalid'; errors: readonly ApplicationFieldCode[] }
  | { ok: false; code: ApplicationFailure }

export const APPLY_OUTCOME_PARAM = 'apply'
export const APPLY_ERRORS_PARAM = 'errors'
export const APPLY_SECTION_ID = 'apply'
/** The form's heading, which names it. */
export const APPLY_HEADING_ID = 'apply-title'

/** `path` is the event's own page, named by the server from the content, never by the request. */
export function applicationOutcomeHref(result: ApplicationResult, path: string): string {
  const query = new URLSearchParams({ [APPLY_OUTCOME_PARAM]: result.ok ? 'ok' : result.code })
  if (!result.ok && result.code === 'invalid') query.set(APPLY_ERRORS_PARAM, result.errors.join(','))
  return `${path}?${query.toString()}#${APPLY_SECTION_ID}`
}

const outcomes: ReadonlySet<string> = new Set(APPLICATION_OUTCOMES)
const fieldCodes: ReadonlySet<string> = new Set(APPLICATION_FIELD_CODES)

export type ApplySearch = { apply?: ApplicationOutcome; errors?: string }

/** The event route's search: anything that is not an outcome this page produces is dropped. */
export function applySearch(search: Record<string, unknown>): ApplySearch {
  const apply = search[APPLY_OUTCOME_PARAM]
  const errors = search[APPLY_ERRORS_PARAM]
  if (typeof apply !== 'string' || !outcomes.has(apply)) return {}
  return {
    apply: apply as ApplicationOutcome,
    ...(apply === 'invalid' && typeof errors === 'string' && { errors }),
  }
}

/** The posted result the search names, or undefined; unknown field codes are dropped. */
export function postedResult({ apply, errors }: ApplySearch): ApplicationResult | undefined {
  if (apply === undefined) return undefined
  if (apply === 'ok') return { ok: true }
  if (apply !== 'invalid') return { ok: false, code: apply }
  const codes = (errors ?? '').split(',').filter((code) => fieldCodes.has(code)) as ApplicationFieldCode[]
  return { ok: false, code: 'invalid', errors: codes }
}

/** What the application's confirm page (/apply/confirm) shows. */
export type ApplyConfirmState = 'ask' | 'done' | 'invalid' | 'unavailable'
