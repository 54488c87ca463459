// The sign-up rules (spec §5) and their messages (spec §8), for browser and server alike, so nothing
// server-only is imported here: the client checks to skip a round trip, and the server checks again
// (signupSubmissionSchema) because it never trusts the client.
import * as v from 'valibot'
import {
  SIGNUP_CHECK_FAILURE_CODES,
  type SignupCheckFailureCode,
  type SignupFailureCode,
} from './failures.ts'
import { EDITION_SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../content/slug.ts'

export const EMAIL_MAX_LENGTH = 254
export const FESTIVAL_MAX_LENGTH = 100

export type SignupValue = {
  email: string
  suggestedFestival: string | null
  isBot: boolean
  /** The edition whose page it came from, when sent; the server keeps it only if the content has it. */
  edition?: string
}

export type SignupCheck = { ok: true; value: SignupValue } | { ok: false; code: SignupCheckFailureCode }

// Spec §5 asks only for an '@', and valibot's email() refuses real addresses (one-letter TLDs):
// a bare addr-spec, some text, one '@', some text, with no whitespace, control characters, lone
// surrogates or invisible characters (which would let one address sign up twice), and none of
// RFC 5322's specials, so no display name, comment, group, route or list can aim a mail elsewhere.
const NOT_IN_AN_ADDRESS = String.raw`\s@()<>\[\]:;\\,"\p{Cc}\p{Cs}\p{Cf}\p{Default_Ignorable_Code_Point}`
export const EMAIL_SHAPE = new RegExp(`^[^${NOT_IN_AN_ADDRESS}]+@[^${NOT_IN_AN_ADDRESS}]+$`, 'u')

// A festival name is free text, so invisible and control characters and lone surrogates are
// dropped rather than refused: a name made only of them is no suggestion at all.
export const UNSTORABLE_CHARACTERS = /[\p{Cc}\p{Cs}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

// An edition's slug as the content writes it and migration 0005 keeps it.
function isEditionSlug(edition: unknown): edition is string {
  return (
    typeof edition === 'string' && edition.length <= EDITION_SLUG_MAX_LENGTH && SLUG_PATTERN.test(edition)
  )
}

/**
 * An address as it is stored and looked up: trimmed, lower-cased and in Unicode NFC, so one
 * address has one spelling whichever way a keyboard composed it. The form, the server and the
 * operator's CLI all go through this.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase().normalize('NFC')
}

// Lengths count UTF-16 code units after normalisation, as maxLength counts them and as stored.
// Fields are checked in the order the visitor sees them, so the toast names the first to fix; the
// email's length before its shape, so the pattern never runs on an unbounded paste.
export const signupSchema = v.object(
  {
    email: v.pipe(
      v.string('invalid_email'),
      v.transform(normaliseEmail),
      v.maxLength(EMAIL_MAX_LENGTH, 'email_too_long'),
      v.regex(EMAIL_SHAPE, 'invalid_email'),
    ),
    festival: v.pipe(
      v.nullish(
        v.pipe(
          v.string('festival_too_long'),
          v.transform((festival) => festival.replace(UNSTORABLE_CHARACTERS, '')),
          v.trim(),
          v.maxLength(FESTIVAL_MAX_LENGTH, 'festival_too_long'),
        ),
      ),
      v.transform((festival) => (festival ? festival : null)),
    ),
    // Which edition's page the form is on: a hidden field, so anything else is dropped, never refused.
    edition: v.pipe(
      v.optional(v.unknown()),
      v.transform((edition) => (isEditionSlug(edition) ? edition : null)),
    ),
    // The honeypot: hidden from people, so anything in it was typed by a bot.
    website: v.pipe(
      v.optional(v.unknown()),
      v.transform((website) => (typeof website === 'string' ? website.trim() !== '' : website != null)),
    ),
  },
  'invalid_email',
)

const checkFailureCodes: ReadonlySet<string> = new Set(SIGNUP_CHECK_FAILURE_CODES)

function isCheckFailureCode(message: string): message is SignupCheckFailureCode {
  return checkFailureCodes.has(message)
}

export function checkSignup(input: {
  email: unknown
  festival?: unknown
  website?: unknown
  edition?: unknown
}): SignupCheck {
  const parsed = v.safeParse(signupSchema, input, { abortEarly: true })
  if (!parsed.success) {
    const message = parsed.issues[0].message
    return { ok: false, code: isCheckFailureCode(message) ? message : 'invalid_email' }
  }
  const { email, festival, website, edition } = parsed.output
  return {
    ok: true,
    value: {
      email,
      suggestedFestival: festival ?? null,
      isBot: website ?? false,
      ...(edition && { edition }),
    },
  }
}

/** What the JavaScript path sends. Field names match the form's inputs. */
export type SignupFields = { email: string; festival?: string; website?: string; edition?: string }

/**
 * The server's reading of a submission; FormData is the no-JavaScript form post (the page's script
 * sends an object), and `page` the path of the page it was posted from, as the form says it.
 */
export type SignupSubmission = { check: SignupCheck; isFormData: boolean; page?: unknown }

function readField(source: FormData | object, name: string): unknown {
  if (source instanceof FormData) {
    // A repeated field is ambiguous, so it is refused rather than guessed at.
    const values = source.getAll(name)
    return values.length > 1 ? values : values[0]
  }
  return Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined
}

/** Never throws: whatever arrives (an object, FormData, or anyone's garbage) becomes a SignupCheck. */
export function readSignupSubmission(input: SignupFields): SignupSubmission {
  const received: unknown = input
  const isFormData = received instanceof FormData
  if (typeof received !== 'object' || received === null) {
    return { check: { ok: false, code: 'invalid_email' }, isFormData }
  }
  const check = checkSignup({
    email: readField(received, 'email'),
    festival: readField(received, 'festival'),
    website: readField(received, 'website'),
    edition: readField(received, 'edition'),
  })
  return isFormData ? { check, isFormData, page: readField(received, 'page') } : { check, isFormData }
}

/**
 * The server function's validator: accepts anything and never reports an issue (the framework would
 * answer 500), so a broken rule travels on as a typed failure. Typed for the JavaScript caller only:
 * TanStack's serializability check refuses `SignupFields | FormData` (docs/decisions/0060).
 */
export const signupSubmissionSchema = v.pipe(
  v.custom<SignupFields>(() => true),
  v.transform(readSignupSubmission),
)

export type SignupToastKey = 'ok' | SignupFailureCode | 'error'

export type SignupToast = { title: string; description: string; tone: 'success' | 'destructive' | 'neutral' }

const errorToast: SignupToast = {
  title: 'Error',
  description: 'Failed to submit email. Please try again.',
  tone: 'neutral',
}

// Word for word from spec §8. Only the two toasts §8 calls destructive are destructive.
export const signupToasts: Record<SignupToastKey, SignupToast> = {
  ok: {
    title: 'Thanks for signing up!',
    description: "We'll keep you updated on future buildathons.",
    tone: 'success',
  },
  invalid_email: {
    title: 'Invalid Email',
    description: 'Please enter a valid email address.',
    tone: 'destructive',
  },
  email_too_long: {
    title: 'Email Too Long',
    description: 'Email must be 254 characters or less.',
    tone: 'neutral',
  },
  festival_too_long: {
    title: 'Festival Name Too Long',
    description: 'Festival name must be 100 characters or less.',
    tone: 'neutral',
  },
  already_signed_up: {
    title: 'Already Signed Up',
    description: 'This email is already registered for updates.',
    tone: 'destructive',
  },
  // Not in §8: the per-client limit is ours, so the words are too.
  rate_limited: {
    title: 'One Moment, Please',
    description: "You've sent several sign-ups in a short time. Please wait a little while and try again.",
    tone: 'neutral',
  },
  unavailable: errorToast,
  error: errorToast,
}
