// The builder's own page (/apply/manage): what it shows for a signed link, and its forms' POSTs,
// each answered with a 303 back to the page, which says what happened. A GET only reads; a forged,
// expired or foreign token changes nothing. Every change goes through the store's status rules.
import { upcomingEvents } from '@content/upcoming.ts'
import { isBodyTooLarge } from '../http/bodyLimit.ts'
import { CACHE_CONTROL, plainText } from '../http/httpRules.ts'
import { isSameOrigin } from '../mail/mailPageChanges.server.ts'
import { ERASE_CONFIRMATION } from '../mail/mailPageState.ts'
import { APPLY_MANAGE_PATH, TOKEN_PARAM } from '../mail/links.ts'
import { signingKey } from '../mail/mailer.server.ts'
import { errorText } from '../../lib/errorText.ts'
import { verifyApplicationToken } from '../../lib/tokens.ts'
import { getApplications } from '../signup/store.server.ts'
import type { ApplicationStore, ApplicationWithHistory } from '../../db/store/store.server.ts'
import { doorPassView } from './doorPassQr.server.ts'
import { checkApplication } from './schema.ts'
import {
  BUILDER_NOTICE_ID,
  CHANGE_FORM_ID,
  CHANGEABLE_FIELDS,
  INVALID_PARAM,
  type BuilderAction,
  type BuilderApplicationView,
  type BuilderPageQuery,
  type BuilderPageState,
} from './manageState.ts'

export type BuilderApplications = Pick<ApplicationStore, 'find' | 'move' | 'erase' | 'change'>

export type BuilderPageDeps = {
  applications: BuilderApplications | null
  secret: string | null
  now?: number
  log?: (line: string) => void
}

// A builder not yet told of the seat has their full time from the mail still to come (0014).
function isPastConfirmBy(application: ApplicationWithHistory, now: number): boolean {
  return (
    application.notifiedStatus === 'accepted' &&
    application.confirmBy !== null &&
    application.confirmBy.getTime() <= now
  )
}

/** What the builder may do from the application's status (the store checks each move again). */
export function actionsFor(application: ApplicationWithHistory, now: number): BuilderAction[] {
  switch (application.status) {
    case 'accepted':
      return isPastConfirmBy(application, now) ? [] : ['confirm', 'cancel']
    case 'confirmed':
      return ['cancel']
    case 'pending':
      return ['change', 'withdraw']
    case 'waitlisted':
      return ['withdraw']
    default:
      return []
  }
}

export function builderView(application: ApplicationWithHistory): BuilderApplicationView {
  return {
    eventId: application.eventId,
    eventName: upcomingEvents.find((event) => event.id === application.eventId)?.name ?? application.eventId,
    name: application.name,
    email: application.email,
    idea: application.idea,
    experience: application.experience,
    dreamFestival: application.dreamFestival,
    matchTeam: application.matchTeam,
    status: application.status,
    confirmBy: application.confirmBy?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    changes: application.changes.map((change) => ({ ...change, at: change.at.toISOString() })),
  }
}

type Found =
  | { ok: true; application: ApplicationWithHistory }
  | { ok: false; state: Exclude<BuilderPageState['kind'], 'application' | 'erased'> }

async function findFor(token: string | undefined, deps: BuilderPageDeps): Promise<Found> {
  const { applications, secret, now = Date.now(), log = console.error } = deps
  if (secret === null || applications === null) return { ok: false, state: 'unavailable' }
  if (!token) return { ok: false, state: 'invalid' }
  const checked = await verifyApplicationToken(token, secret, now, 'apply-manage')
  if (!checked.ok) return { ok: false, state: checked.reason === 'expired' ? 'expired' : 'invalid' }
  try {
    const application = await applications.find(checked.eventId, checked.email)
    return application ? { ok: true, application } : { ok: false, state: 'missing' }
  } catch (error) {
    log(`[apply] the builder's page could not read the application: ${errorText(error)}`)
    return { ok: false, state: 'unavailable' }
  }
}

/** What the page shows for its query; reads only. */
export async function builderPageState(
  query: BuilderPageQuery,
  deps: BuilderPageDeps,
): Promise<BuilderPageState> {
  if (query.done === 'erased') return { kind: 'erased' }
  const found = await findFor(query.token, deps)
  if (!found.ok) return { kind: found.state }
  const { application } = found
  const now = deps.now ?? Date.now()
  const hasSeat = application.status === 'confirmed' || application.status === 'checked_in'
  return {
    kind: 'application',
    application: builderView(application),
    actions: actionsFor(application, now),
    isTooLate: application.status === 'accepted' && isPastConfirmBy(application, now),
    notice: query.error ?? (query.done as Exclude<typeof query.done, 'erased'>) ?? null,
    invalid: query.invalid ?? [],
    // The secret is known here: findFor answered only with it.
    doorPass: hasSeat && deps.secret ? await doorPassView(application.id, deps.secret) : null,
  }
}

/** A form's body is a field or two, or the answers (500 characters of idea, percent-encoded); anything larger is not one of ours. */
const FORM_BODY_LIMIT_BYTES = 16_384

const plain = (status: number, text: string) =>
  plainText(status, `${text}\n`, { 'cache-control': CACHE_CONTROL.noStore })

function seeOther(params: Record<string, string>, focusId?: string): Response {
  const location = `${APPLY_MANAGE_PATH}?${new URLSearchParams(params).toString()}${focusId ? `#${focusId}` : ''}`
  return new Response(null, { status: 303, headers: { location, 'cache-control': CACHE_CONTROL.noStore } })
}

// Each action's move, and the statuses the page offers it from: the store alone would let a
// withdrawal cancel a confirmed seat, which the page asks for by its own button.
const MOVES = {
  confirm: { to: 'confirmed', from: ['accepted'], done: 'confirmed' },
  cancel: { to: 'cancelled', from: ['accepted', 'confirmed'], done: 'cancelled' },
  withdraw: { to: 'cancelled', from: ['pending', 'waitlisted'], done: 'withdrawn' },
} as const

/** The page's forms: download, change, confirm, cancel, withdraw or erase, for the application the token names. */
export async function builderPagePost(request: Request, deps: BuilderPageDeps): Promise<Response> {
  if (!isSameOrigin(request)) return plain(403, 'Forbidden')
  if (await isBodyTooLarge(request, FORM_BODY_LIMIT_BYTES)) return plain(413, 'Payload Too Large')
  const data = await request.formData().catch(() => null)
  const field = (name: string) => {
    const value = data?.get(name)
    return typeof value === 'string' ? value : null
  }
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
  const back = (params: Record<string, string> = {}, focusId?: string) =>
    seeOther({ [TOKEN_PARAM]: token, ...params }, focusId)
  // A refused token, or no application behind it: the page says which, and nothing changed.
  const found = await findFor(token, deps)
  if (!found.ok) return back()
  const { application } = found
  const action = field('action')
  const log = deps.log ?? console.error
  try {
    if (action === 'download') {
      return new Response(`${JSON.stringify(builderView(application), null, 2)}\n`, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="my-application.json"',
          'cache-control': CACHE_CONTROL.noStore,
        },
      })
    }
    if (action === 'erase') {
      if (field(ERASE_CONFIRMATION.name) !== ERASE_CONFIRMATION.value)
        return back({ error: 'erase_unconfirmed' }, ERASE_CONFIRMATION.id)
      await deps.applications!.erase(application.eventId, application.email)
      return seeOther({ done: 'erased' })
    }
    if (action === 'change') {
      if (application.status !== 'pending') return back({ error: 'not_allowed' }, BUILDER_NOTICE_ID)
      const check = checkApplication({
        ...Object.fromEntries(CHANGEABLE_FIELDS.map((name) => [name, field(name) ?? undefined])),
        email: application.email,
        consent: true,
      })
      if (!check.ok) return back({ [INVALID_PARAM]: Object.values(check.errors).join(' ') }, CHANGE_FORM_ID)
      const { email: _email, ...answers } = check.value
      const isChanged = await deps.applications!.change(application.eventId, application.email, answers)
      return back(isChanged ? { done: 'changed' } : { error: 'not_allowed' }, BUILDER_NOTICE_ID)
    }
    if (action === 'confirm' || action === 'cancel' || action === 'withdraw') {
      const move = MOVES[action]
      // A second press (a double click, a form sent again) finds its move made: say it is done.
      if (application.status === move.to) return back({ done: move.done }, BUILDER_NOTICE_ID)
      if (!(move.from as readonly string[]).includes(application.status))
        return back({ error: 'not_allowed' }, BUILDER_NOTICE_ID)
      const outcome = await deps.applications!.move(application.eventId, application.email, move.to)
      if (outcome.ok) return back({ done: move.done }, BUILDER_NOTICE_ID)
      return back({ error: outcome.code === 'too_late' ? 'too_late' : 'not_allowed' }, BUILDER_NOTICE_ID)
    }
  } catch (error) {
    log(`[apply] the builder's ${action} was not made, the store failed: ${errorText(error)}`)
    return plain(503, 'Service Unavailable: please try again in a little while.')
  }
  return plain(400, 'Bad Request')
}

export async function builderPageDeps(): Promise<BuilderPageDeps> {
  return { applications: getApplications(), secret: await signingKey() }
}
