// What reaches the application's server function, read into a typed check. Isomorphic: the
// server function's validator is built from it, and that validator ships with the page's script.
import * as v from 'valibot'
import { APPLICATION_FIELDS, checkApplication, type ApplicationCheck } from './schema.ts'

/** What the script sends; field names match the form's inputs. */
export type ApplicationFields = {
  eventId: string
  name: string
  email: string
  idea: string
  experience: string
  dreamFestival?: string
  matchTeam?: boolean
  consent?: boolean
}

export type ApplicationSubmission = { eventId: unknown; check: ApplicationCheck; isFormData: boolean }

function readField(source: FormData | object, name: string): unknown {
  if (source instanceof FormData) {
    // A repeated field is ambiguous, so it is refused rather than guessed at.
    const values = source.getAll(name)
    return values.length > 1 ? values : values[0]
  }
  return Object.hasOwn(source, name) ? (source as Record<string, unknown>)[name] : undefined
}

/** Never throws: whatever arrives (an object, FormData, anyone's garbage) becomes a check. */
export function readApplicationSubmission(input: ApplicationFields): ApplicationSubmission {
  const received: unknown = input
  const isFormData = received instanceof FormData
  const source = typeof received === 'object' && received !== null ? received : {}
  const fields = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, readField(source, field)]))
  return { eventId: readField(source, 'eventId'), check: checkApplication(fields), isFormData }
}

/**
 * The server function's validator: accepts anything and never reports an issue (the framework would
 * answer 500). Typed for the script's caller only, as the sign-up's (docs/decisions/0060).
 */
export const applicationSubmissionSchema = v.pipe(
  v.custom<ApplicationFields>(() => true),
  v.transform(readApplicationSubmission),
)
