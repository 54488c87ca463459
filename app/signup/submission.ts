// The server function's validator. It runs on the server only, but the compiled client keeps a
// reference to it, so it stays free of server imports. It never throws: whatever arrives (a
// plain object from the JavaScript path, FormData from the no-JavaScript form post, or garbage
// from anyone else) becomes a SignupCheck the handler can answer with a typed result.
import { checkSignup, type SignupCheck } from './schema.ts'

/** What the JavaScript path sends. Field names match the form's inputs. */
export type SignupFields = { email: string; festival?: string; website?: string }

export type SignupSubmission = { check: SignupCheck; isFormData: boolean }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function readField(source: FormData | Record<string, unknown>, name: string): unknown {
  if (source instanceof FormData) {
    // A repeated field is ambiguous, so it is refused rather than guessed at.
    const values = source.getAll(name)
    return values.length > 1 ? values : values[0]
  }
  return Object.hasOwn(source, name) ? source[name] : undefined
}

/**
 * Typed for the JavaScript caller. At run time anything can arrive: the native form post sends
 * FormData, and anyone can send anything. (Declaring `SignupFields | FormData` is refused by
 * TanStack's serializability check, which FormData does not pass inside a union.)
 */
export function readSignupSubmission(input: SignupFields): SignupSubmission {
  const received: unknown = input
  const isFormData = received instanceof FormData
  if (!isFormData && !isRecord(received)) {
    return { check: { ok: false, code: 'invalid_email' }, isFormData }
  }
  const check = checkSignup({
    email: readField(received, 'email'),
    festival: readField(received, 'festival'),
    website: readField(received, 'website'),
  })
  return { check, isFormData }
}
