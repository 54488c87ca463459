// The application's rules (issue 72), for browser and server alike: the form checks to skip a round
// trip and to put each error beside its field, the server checks again because it trusts no client.
// The address follows the sign-up's bare-address rule, so one person has one spelling in both lists.
import * as v from 'valibot'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_SHAPE,
  FESTIVAL_MAX_LENGTH,
  UNSTORABLE_CHARACTERS,
  normaliseEmail,
} from '../signup/schema.ts'
import { EXPERIENCE_LEVELS, type ApplicationAnswers, type Experience } from '../../lib/application.ts'
import { APPLICATION_FIELD_CODES, type ApplicationFieldCode } from './outcome.ts'

export const NAME_MAX_LENGTH = 100
export const IDEA_MAX_LENGTH = 500
export { EMAIL_MAX_LENGTH, FESTIVAL_MAX_LENGTH }

export { EXPERIENCE_LEVELS, type Experience }

/** The form's fields, in the order the visitor meets them. */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'idea',
  'experience',
  'dreamFestival',
  'matchTeam',
  'consent',
] as const
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]

export { APPLICATION_FIELD_CODES, type ApplicationFieldCode }

export const applicationFieldMessages: Record<ApplicationFieldCode, string> = {
  name_missing: 'Please enter your name.',
  name_too_long: `Your name must be ${NAME_MAX_LENGTH} characters or less.`,
  invalid_email: 'Please enter a valid email address.',
  email_too_long: `Email must be ${EMAIL_MAX_LENGTH} characters or less.`,
  idea_missing: 'Please tell us what you would like to build.',
  idea_too_long: `Your idea must be ${IDEA_MAX_LENGTH} characters or less.`,
  experience_missing: 'Please choose how much you have built with AI tools.',
  festival_too_long: `Festival name must be ${FESTIVAL_MAX_LENGTH} characters or less.`,
  consent_missing: 'Please agree to the privacy notice to apply.',
}

// Free text loses invisible and control characters rather than being refused for them; the idea
// keeps its line breaks, which a textarea makes.
const INVISIBLE_BUT_LINE_BREAKS = /(?![\n])[\p{Cc}\p{Cs}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

const cleanText = (pattern: RegExp) =>
  v.pipe(
    v.string(),
    v.transform((text: string) => text.replace(pattern, '').trim()),
  )

/** A checkbox: `on` from a form post, a boolean from the script; anything else is unticked. */
const ticked = v.pipe(
  v.unknown(),
  v.transform((value) => value === true || value === 'on' || value === 'true'),
)

// Each field's first failure is its code; lengths count UTF-16 units after cleaning, as maxLength does.
export const applicationSchema = v.object({
  name: v.pipe(
    v.fallback(cleanText(UNSTORABLE_CHARACTERS), ''),
    v.minLength(1, 'name_missing'),
    v.maxLength(NAME_MAX_LENGTH, 'name_too_long'),
  ),
  email: v.pipe(
    v.string('invalid_email'),
    v.transform(normaliseEmail),
    v.maxLength(EMAIL_MAX_LENGTH, 'email_too_long'),
    v.regex(EMAIL_SHAPE, 'invalid_email'),
  ),
  idea: v.pipe(
    v.fallback(cleanText(INVISIBLE_BUT_LINE_BREAKS), ''),
    v.minLength(1, 'idea_missing'),
    v.maxLength(IDEA_MAX_LENGTH, 'idea_too_long'),
  ),
  experience: v.picklist(EXPERIENCE_LEVELS, 'experience_missing'),
  // Optional: left empty, or only invisible characters, is no festival at all.
  dreamFestival: v.pipe(
    v.fallback(cleanText(UNSTORABLE_CHARACTERS), ''),
    v.maxLength(FESTIVAL_MAX_LENGTH, 'festival_too_long'),
    v.transform((festival) => (festival === '' ? null : festival)),
  ),
  matchTeam: ticked,
  consent: v.pipe(ticked, v.literal(true, 'consent_missing')),
})

export type ApplicationValue = ApplicationAnswers

export type ApplicationFieldErrors = Partial<Record<ApplicationField, ApplicationFieldCode>>

export type ApplicationCheck =
  { ok: true; value: ApplicationValue } | { ok: false; errors: ApplicationFieldErrors }

const fieldCodes: ReadonlySet<string> = new Set(APPLICATION_FIELD_CODES)
const fieldNames: ReadonlySet<string> = new Set(APPLICATION_FIELDS)

// A field whose wrong type no rule names (a repeated form field, an object) reads as missing.
const fallbackCode: Record<ApplicationField, ApplicationFieldCode> = {
  name: 'name_missing',
  email: 'invalid_email',
  idea: 'idea_missing',
  experience: 'experience_missing',
  dreamFestival: 'festival_too_long',
  matchTeam: 'consent_missing',
  consent: 'consent_missing',
}

// Which codes belong to which field, for an answer that names codes only (a posted outcome).
const fieldCodesOf: Record<ApplicationField, readonly ApplicationFieldCode[]> = {
  name: ['name_missing', 'name_too_long'],
  email: ['invalid_email', 'email_too_long'],
  idea: ['idea_missing', 'idea_too_long'],
  experience: ['experience_missing'],
  dreamFestival: ['festival_too_long'],
  matchTeam: [],
  consent: ['consent_missing'],
}

/** Each code beside its own field. */
export function fieldErrorsOf(codes: readonly ApplicationFieldCode[]): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {}
  for (const code of codes) {
    const field = APPLICATION_FIELDS.find((candidate) => fieldCodesOf[candidate].includes(code))
    if (field) errors[field] ??= code
  }
  return errors
}

/** Every field's first failure, so each error sits beside its own field; never throws. */
export function checkApplication(input: Partial<Record<ApplicationField, unknown>>): ApplicationCheck {
  // Every key present, so a missing field runs its own rules (valibot fills an absent key's
  // fallback without running the pipe after it).
  const whole = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, input[field]]))
  const parsed = v.safeParse(applicationSchema, whole, { abortPipeEarly: true })
  if (parsed.success) {
    const { consent: _consent, ...value } = parsed.output
    return { ok: true, value }
  }
  const errors: ApplicationFieldErrors = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key !== 'string' || !fieldNames.has(key)) continue
    const field = key as ApplicationField
    errors[field] ??= fieldCodes.has(issue.message)
      ? (issue.message as ApplicationFieldCode)
      : fallbackCode[field]
  }
  return { ok: false, errors }
}
