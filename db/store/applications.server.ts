// Applications for a seat (migration 0011), the same on both stores: each operation is one call of
// a 0011 function, made by the store's own caller (PGlite's query here, supabase-js's rpc in
// supabaseApplications.server.ts). Expected failures are values, made here; only bugs throw.
import { draw as drawSeats, type DrawResult } from '../../lib/draw.ts'
import type { Queryable } from './doubleOptIn.server.ts'
import type { Actor, ApplicationAnswers, ApplicationStatus, Experience } from '../../lib/application.ts'

export { APPLICATION_STATUSES, type Actor, type ApplicationStatus } from '../../lib/application.ts'

/** What the form sends for one event, already validated (app/applications/schema.ts). */
export type NewApplication = ApplicationAnswers & { eventId: string }

/** An event's numbers from content/upcoming.ts, which the store is given, never reads. */
export type EventSeats = { seats: number; overbook: number; confirmDays: number }

export type Application = NewApplication & {
  id: string
  status: ApplicationStatus
  addressConfirmedAt: Date | null
  confirmBy: Date | null
  waitlistPosition: number | null
  notifiedStatus: ApplicationStatus | null
  notifiedAt: Date | null
  createdAt: Date
  updatedAt: Date
}
export type ApplicationChange = {
  from: ApplicationStatus | null
  to: ApplicationStatus
  actor: Actor
  at: Date
}
export type ApplicationWithHistory = Application & { changes: ApplicationChange[] }

export type SubmitOutcome = { ok: true; id: string; addressConfirmed: boolean }
export type ConfirmAddressOutcome = { ok: true; id: string } | { ok: false; code: 'missing' }
/** missing: no such application, or its address is unconfirmed; not_allowed: not a move from its status. */
export type StatusRefusal = 'missing' | 'not_allowed' | 'full' | 'too_late'
export type StatusOutcome = { ok: true } | { ok: false; code: StatusRefusal }
/** The moves a builder makes from their own page: confirm the seat, or give it (or the application) up. */
export type BuilderMove = 'confirmed' | 'cancelled'
/** What the builder may change while their application is pending: everything but the address. */
export type ApplicationChanges = Omit<ApplicationAnswers, 'email'>
export type DrawOutcome = DrawResult & { openSeats: number }
export type ApplicationReport = {
  byStatus: Array<{ eventId: string; status: ApplicationStatus; count: number }>
  byDay: Array<{ eventId: string; day: string; count: number }>
}

export interface ApplicationStore {
  /** A new application, or a change while pending (which waits for the address again); the same answer either way. */
  submit(application: NewApplication): Promise<SubmitOutcome>
  /** The address behind the mailed link is confirmed: from now on the organiser sees the application. */
  confirmAddress(eventId: string, email: string): Promise<ConfirmAddressOutcome>
  /** Claims the right to mail the address its confirmation now (0012: the budget every mail to a person has). */
  claimConfirmationMail(eventId: string, email: string, at: Date, minIntervalMs: number): Promise<boolean>
  /** The same budget's claim for the builder's page link, to an address whose application is confirmed (0014). */
  claimLinkMail(eventId: string, email: string, at: Date, minIntervalMs: number): Promise<boolean>
  /** Gives back a claim whose mail could not go. */
  releaseConfirmationMail(eventId: string, email: string, at: Date): Promise<void>
  /** Applications with a confirmed address, oldest first. */
  list(filter?: { eventId?: string; statuses?: readonly ApplicationStatus[] }): Promise<Application[]>
  show(id: string): Promise<ApplicationWithHistory | null>
  /** How many seats of the event are held: accepted, confirmed and checked in. */
  seatsTaken(eventId: string): Promise<number>
  /** The application a builder's signed link names (event and address), with its history; null unless its address is confirmed. */
  find(eventId: string, email: string): Promise<ApplicationWithHistory | null>
  setStatus(id: string, to: ApplicationStatus, actor: Actor, event: EventSeats): Promise<StatusOutcome>
  /** Decisions not yet mailed (accepted, waitlisted, declined, released) and confirmed seats (0013); marks nothing. */
  notifyPending(eventId?: string): Promise<Application[]>
  /**
   * The builder's move on the application their link names (0014): a seat it frees goes to the
   * waitlist by the seats the organiser last decided with, never by the caller's.
   */
  move(eventId: string, email: string, to: BuilderMove): Promise<StatusOutcome>
  /** The builder erases their application and its history, the seat it held freed as by move. False when there was none. */
  erase(eventId: string, email: string): Promise<boolean>
  /** The builder's new answers while the application is pending; false when it is not (or there is none). */
  change(eventId: string, email: string, answers: ApplicationChanges): Promise<boolean>
  /**
   * Records the mail about `status`: true only the first time, and only while it is still the status.
   * An accepted builder's confirm-by time then runs from now (0014), never shorter than it was.
   */
  markNotified(id: string, status: ApplicationStatus): Promise<boolean>
  /** Fills the open seats from the pending applications by lib/draw.ts; the rest are waitlisted in draw order. */
  draw(eventId: string, seed: string, event: EventSeats): Promise<DrawOutcome>
  /** Releases the event's accepted seats told of and not confirmed by their confirm-by time; the waitlist moves up. The ids released. */
  releaseOverdue(eventId: string, event: EventSeats, now?: Date): Promise<string[]>
  /** At the door: confirmed -> checked_in, by the organiser; the event's seats play no part in it. */
  checkIn(id: string): Promise<StatusOutcome>
  /** Confirmed and checked-in builders (of one event, or all), by name: the door list and the CSV. */
  confirmedBuilders(eventId?: string): Promise<Application[]>
  report(eventId?: string): Promise<ApplicationReport>
}

/** Runs one 0011 function with named arguments and gives back its value; `writes`: durable before it answers. */
export type ApplicationCaller = (
  name: ApplicationFunction,
  args: Record<string, unknown>,
  writes: boolean,
) => Promise<unknown>

export const APPLICATION_FUNCTIONS = [
  'application_submit',
  'application_confirm_address',
  'application_set_status',
  'application_list',
  'application_show',
  'application_staged',
  'application_mark_notified',
  'application_report',
  'application_seats_taken',
  'application_claim_mail',
  'application_release_mail',
  'application_find',
  'application_builder_move',
  'application_builder_erase',
  'application_change',
  'application_claim_link_mail',
  'application_record_seats',
] as const
export type ApplicationFunction = (typeof APPLICATION_FUNCTIONS)[number]

// An id is a UUID: anything else is answered 'missing' here, not refused by Postgres as a bad value.
const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const isApplicationId = (text: string): boolean => APPLICATION_ID.test(text)

// application_set_status reads the seats only to accept or to promote the waitlist.
const NO_SEATS_NEEDED: EventSeats = { seats: 0, overbook: 0, confirmDays: 0 }

const STATUS_REFUSALS: readonly string[] = ['missing', 'not_allowed', 'full', 'too_late']

function capacityOf({ seats, overbook, confirmDays }: EventSeats): {
  capacity: number
  confirm_days: number
} {
  for (const number of [seats, overbook, confirmDays]) {
    if (!Number.isInteger(number) || number < 0) throw new Error(`an event's seats must be whole numbers`)
  }
  return { capacity: seats + overbook, confirm_days: confirmDays }
}

type Row = {
  id: string
  event_id: string
  name: string
  email: string
  idea: string
  experience: Experience
  dream_festival: string | null
  match_team: boolean
  status: ApplicationStatus
  confirmed_at: string | null
  confirm_by: string | null
  waitlist_position: number | string | null
  notified_status: ApplicationStatus | null
  notified_at: string | null
  created_at: string
  updated_at: string
  changes?: Array<{
    from_status: ApplicationStatus | null
    to_status: ApplicationStatus
    actor: Actor
    at: string
  }>
}

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text))

function withHistory(row: Row): ApplicationWithHistory {
  const changes = (row.changes ?? []).map((change) => ({
    from: change.from_status,
    to: change.to_status,
    actor: change.actor,
    at: new Date(change.at),
  }))
  return { ...toApplication(row), changes }
}

function toApplication(row: Row): Application {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    email: row.email,
    idea: row.idea,
    experience: row.experience,
    dreamFestival: row.dream_festival,
    matchTeam: row.match_team,
    status: row.status,
    addressConfirmedAt: dateOrNull(row.confirmed_at),
    confirmBy: dateOrNull(row.confirm_by),
    waitlistPosition: row.waitlist_position === null ? null : Number(row.waitlist_position),
    notifiedStatus: row.notified_status,
    notifiedAt: dateOrNull(row.notified_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }
}

function statusOutcome(name: ApplicationFunction, outcome: unknown): StatusOutcome {
  if (outcome === 'changed') return { ok: true }
  if (typeof outcome === 'string' && STATUS_REFUSALS.includes(outcome))
    return { ok: false, code: outcome as StatusRefusal }
  throw new Error(`${name} answered ${JSON.stringify(outcome)}`)
}

/** The operations over one store's caller. */
export function applicationsOver(call: ApplicationCaller): ApplicationStore {
  const list: ApplicationStore['list'] = async ({ eventId, statuses } = {}) => {
    const rows = (await call(
      'application_list',
      { event: eventId ?? null, statuses: statuses ? [...statuses] : null },
      false,
    )) as Row[]
    return rows.map(toApplication)
  }

  // Counted where the seat limit is kept (0011's application_seats_taken), not by listing rows.
  const seatsTaken: ApplicationStore['seatsTaken'] = async (eventId) =>
    Number(await call('application_seats_taken', { event: eventId }, false))

  const setStatus: ApplicationStore['setStatus'] = async (id, to, actor, event) => {
    if (!isApplicationId(id)) return { ok: false, code: 'missing' }
    const outcome = await call(
      'application_set_status',
      { application: id, to_status: to, actor, ...capacityOf(event) },
      true,
    )
    return statusOutcome('application_set_status', outcome)
  }

  const claimMail = async (
    name: 'application_claim_mail' | 'application_claim_link_mail',
    eventId: string,
    email: string,
    at: Date,
    minIntervalMs: number,
  ) => {
    const claimed = await call(
      name,
      {
        event: eventId,
        address: email,
        mailed_at: at,
        min_interval_seconds: Math.floor(minIntervalMs / 1000),
      },
      true,
    )
    return claimed === true
  }

  return {
    async submit(application) {
      const answer = (await call(
        'application_submit',
        {
          event: application.eventId,
          applicant: application.name,
          address: application.email,
          plan: application.idea,
          built: application.experience,
          festival: application.dreamFestival,
          team: application.matchTeam,
        },
        true,
      )) as { id: string; confirmed: boolean }
      return { ok: true, id: answer.id, addressConfirmed: answer.confirmed }
    },

    seatsTaken,

    async confirmAddress(eventId, email) {
      const id = await call('application_confirm_address', { event: eventId, address: email }, true)
      return typeof id === 'string' ? { ok: true, id } : { ok: false, code: 'missing' }
    },

    claimConfirmationMail: (eventId, email, at, minIntervalMs) =>
      claimMail('application_claim_mail', eventId, email, at, minIntervalMs),

    claimLinkMail: (eventId, email, at, minIntervalMs) =>
      claimMail('application_claim_link_mail', eventId, email, at, minIntervalMs),

    async releaseConfirmationMail(eventId, email, at) {
      await call('application_release_mail', { event: eventId, address: email, mailed_at: at }, true)
    },

    list,

    async show(id) {
      if (!isApplicationId(id)) return null
      const row = (await call('application_show', { application: id }, false)) as Row | null
      return row ? withHistory(row) : null
    },

    async find(eventId, email) {
      const row = (await call('application_find', { event: eventId, address: email }, false)) as Row | null
      return row ? withHistory(row) : null
    },

    async move(eventId, email, to) {
      const outcome = await call(
        'application_builder_move',
        { event: eventId, address: email, to_status: to },
        true,
      )
      return statusOutcome('application_builder_move', outcome)
    },

    async erase(eventId, email) {
      return (await call('application_builder_erase', { event: eventId, address: email }, true)) === true
    },

    async change(eventId, email, answers) {
      const changed = await call(
        'application_change',
        {
          event: eventId,
          address: email,
          applicant: answers.name,
          plan: answers.idea,
          built: answers.experience,
          festival: answers.dreamFestival,
          team: answers.matchTeam,
        },
        true,
      )
      return changed === true
    },

    setStatus,

    async notifyPending(eventId) {
      const rows = (await call('application_staged', { event: eventId ?? null }, false)) as Row[]
      return rows.map(toApplication)
    },

    async markNotified(id, status) {
      if (!isApplicationId(id)) return false
      return (
        (await call('application_mark_notified', { application: id, mailed_status: status }, true)) === true
      )
    },

    // Each accept goes through the seat check: a seat another organiser took meanwhile sends that
    // builder to the waitlist instead, still in draw order.
    async draw(eventId, seed, event) {
      const { capacity } = capacityOf(event)
      const pending = await list({ eventId, statuses: ['pending'] })
      const taken = await seatsTaken(eventId)
      const openSeats = Math.max(0, capacity - taken)
      const result = await drawSeats(
        seed,
        pending.map((application) => application.id),
        openSeats,
      )
      const accepted: string[] = []
      const waitlisted: string[] = []
      for (const id of result.order) {
        const isSeated =
          accepted.length < openSeats && (await setStatus(id, 'accepted', 'organiser', event)).ok
        if (isSeated) accepted.push(id)
        else if ((await setStatus(id, 'waitlisted', 'organiser', event)).ok) waitlisted.push(id)
      }
      return { ...result, accepted, waitlisted, openSeats }
    },

    // Only a builder told of their seat can be late confirming it (0014: notify starts the clock).
    async releaseOverdue(eventId, event, now = new Date()) {
      // The seats a builder's own moves free seats by, for a round under way before 0014 too.
      await call('application_record_seats', { event: eventId, ...capacityOf(event) }, true)
      const accepted = await list({ eventId, statuses: ['accepted'] })
      const released: string[] = []
      for (const { id, confirmBy, notifiedStatus } of accepted) {
        if (notifiedStatus !== 'accepted' || confirmBy === null || confirmBy > now) continue
        if ((await setStatus(id, 'released', 'site', event)).ok) released.push(id)
      }
      return released
    },

    checkIn: (id) => setStatus(id, 'checked_in', 'organiser', NO_SEATS_NEEDED),

    async confirmedBuilders(eventId) {
      const builders = await list({ eventId, statuses: ['confirmed', 'checked_in'] })
      return builders.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id))
    },

    async report(eventId) {
      const answer = (await call('application_report', { event: eventId ?? null }, false)) as {
        by_status: Array<{ event_id: string; status: ApplicationStatus; count: number }>
        by_day: Array<{ event_id: string; day: string; count: number }>
      }
      return {
        byStatus: answer.by_status.map(({ event_id, status, count }) => ({
          eventId: event_id,
          status,
          count,
        })),
        byDay: answer.by_day.map(({ event_id, day, count }) => ({ eventId: event_id, day, count })),
      }
    },
  }
}

// The names are written into the statement, so only plain ones pass (the socket's callers send them).
const ARGUMENT_NAME = /^[a-z_]{1,40}$/

/** One 0011 function through PGlite (or any client of its query shape), named arguments bound. */
export function callOver(db: Queryable, afterWrite: () => Promise<void> = async () => {}): ApplicationCaller {
  return async (name, args, writes) => {
    const entries = Object.entries(args)
    if (!entries.every(([key]) => ARGUMENT_NAME.test(key))) throw new Error(`${name}: not an argument name`)
    const named = entries.map(([key], i) => `${key} => $${i + 1}`).join(', ')
    const { rows } = await db.query<{ result: unknown }>(
      `select public.${name}(${named}) as result`,
      entries.map(([, value]) => value),
    )
    if (writes) await afterWrite()
    return rows[0]?.result ?? null
  }
}
