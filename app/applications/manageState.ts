// What the builder's own page (/apply/manage) shows: read from its URL, answered by the server
// (manage.server.ts), drawn by BuilderPage.tsx. Isomorphic, plain data.
import type { Actor, ApplicationStatus, Experience } from '../../lib/application.ts'
import { APPLICATION_FIELD_CODES, type ApplicationFieldCode } from './outcome.ts'

/** What the builder may do; which of them the page offers follows the status (manage.server.ts). */
export type BuilderAction = 'change' | 'confirm' | 'cancel' | 'withdraw'

/** A change refused: no longer a move from the status, past the confirm-by time, or an erase unticked. */
export const BUILDER_ERRORS = ['not_allowed', 'too_late', 'erase_unconfirmed'] as const
export type BuilderError = (typeof BUILDER_ERRORS)[number]
export const BUILDER_DONE = ['changed', 'confirmed', 'cancelled', 'withdrawn', 'erased'] as const
export type BuilderDone = (typeof BUILDER_DONE)[number]
export type BuilderNotice = Exclude<BuilderDone, 'erased'> | BuilderError

/** Where a refused change's notice is, so the page lands on it. */
export const BUILDER_NOTICE_ID = 'application-notice'

/** The answers a pending application's builder may change (not the address), and the form's part. */
export const CHANGEABLE_FIELDS = ['name', 'idea', 'experience', 'dreamFestival', 'matchTeam'] as const
export const CHANGE_FORM_ID = 'application-change'
/** The query that carries a refused change's field codes, space-separated. */
export const INVALID_PARAM = 'invalid'

export type BuilderChangeView = {
  from: ApplicationStatus | null
  to: ApplicationStatus
  actor: Actor
  at: string
}

/** One application as its builder sees and downloads it; times are ISO 8601 in UTC. */
export type BuilderApplicationView = {
  eventId: string
  eventName: string
  name: string
  email: string
  idea: string
  experience: Experience
  dreamFestival: string | null
  matchTeam: boolean
  status: ApplicationStatus
  confirmBy: string | null
  createdAt: string
  changes: BuilderChangeView[]
}

/** The door pass: the code `npm run applications -- checkin` takes, and its QR code's modules as one SVG path. */
export type DoorPassView = { code: string; qr: { size: number; path: string } }

export type BuilderPageState =
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'erased' }
  | {
      kind: 'application'
      application: BuilderApplicationView
      actions: BuilderAction[]
      /** Accepted, and the confirm-by time has passed: the seat is about to go. */
      isTooLate: boolean
      notice: BuilderNotice | null
      /** A refused change of answers: each field's code, shown beside it. */
      invalid: ApplicationFieldCode[]
      doorPass: DoorPassView | null
    }

/** What the loader answers: the state and its heading, which the route's head makes the title. */
export type BuilderPageView = BuilderPageState & { heading: string }

export type BuilderPageQuery = {
  token?: string
  done?: BuilderDone
  error?: BuilderError
  invalid?: ApplicationFieldCode[]
}

const done: ReadonlySet<string> = new Set(BUILDER_DONE)
const errors: ReadonlySet<string> = new Set(BUILDER_ERRORS)
const fieldCodes: ReadonlySet<string> = new Set(APPLICATION_FIELD_CODES)

/** The page's query from its URL's search; anything else in it is ignored. */
export function parseBuilderPageSearch(search: Record<string, unknown>): BuilderPageQuery {
  const text = (key: string) => (typeof search[key] === 'string' ? search[key] : undefined)
  const token = text('token')
  const doneText = text('done')
  const error = text('error')
  // From the URL, codes separated by spaces; once parsed (the loader's own call), a list.
  const given = search[INVALID_PARAM]
  const codes = Array.isArray(given) ? given : typeof given === 'string' ? given.split(' ') : []
  const invalid = codes.filter((code): code is string => typeof code === 'string' && fieldCodes.has(code))
  return {
    ...(invalid.length > 0 && { invalid: invalid as ApplicationFieldCode[] }),
    ...(token && token.length <= 1024 && { token }),
    ...(doneText && done.has(doneText) && { done: doneText as BuilderDone }),
    ...(error && errors.has(error) && { error: error as BuilderError }),
  }
}
