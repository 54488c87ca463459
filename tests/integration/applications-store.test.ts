// Applications for a seat (migration 0011) through the store's door, on every store: the embedded
// store on PGlite, and Supabase through real supabase-js and the service-role key against the
// PostgREST contract double, which runs the same migrations on PGlite and on a real PostgreSQL server.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bundledMigrations } from '../../db/bundled-migrations'
import { createEmbeddedStore } from '../../db/store/pgliteStore.server'
import {
  supabaseApplications,
  type ApplicationStatus,
  type ApplicationStore,
  type EventSeats,
  type NewApplication,
} from '../../db/store/store.server'
import { draw } from '../../lib/draw'
import { createPostgrestContractDouble } from '../support/postgrest-contract-double'
import type { SqlDatabase } from '../support/postgrest-service-role'
import { PUBLISHABLE_KEY, SUPABASE_URL } from '../support/supabase-store-double'
import { dataDirs } from '../support/embedded-db'
import { pgliteForDouble, realPostgresForDouble } from '../support/double-databases'

const SERVICE_ROLE_KEY = 'sb_secret_contract_double_service_key_0123456789'
const EVENT = 'buildathon-2027-03'
const TWO_SEATS: EventSeats = { seats: 2, overbook: 0, confirmDays: 5 }
const dirs = dataDirs()

type Variant = { applications: ApplicationStore; close(): Promise<void> }

async function embeddedVariant(): Promise<Variant> {
  const store = createEmbeddedStore({
    dataDir: await dirs.migrated(),
    migrations: bundledMigrations,
    log: () => {},
  })
  return { applications: store.applications!, close: () => store.close() }
}

async function supabaseVariant(): Promise<Variant> {
  const { db, close } = await pgliteForDouble(dirs)
  return { applications: overDouble(db), close }
}

async function realPostgresVariant(): Promise<Variant> {
  const { db, close } = await realPostgresForDouble()
  return { applications: overDouble(db), close }
}

function overDouble(db: SqlDatabase): ApplicationStore {
  const double = createPostgrestContractDouble({
    db,
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
  })
  const client = createClient(SUPABASE_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: double.fetch },
  })
  return supabaseApplications({ client, host: 'contract-double', timeoutMs: 10_000 })
}

let n = 0
function applicant(overrides: Partial<NewApplication> = {}): NewApplication {
  n += 1
  return {
    eventId: EVENT,
    name: `Builder ${n}`,
    email: `builder${n}@example.com`,
    idea: 'A drum machine that listens to the room',
    experience: 'a_little',
    dreamFestival: null,
    matchTeam: false,
    ...overrides,
  }
}

describe.each([
  ['the embedded store', embeddedVariant],
  ['Supabase with the service role', supabaseVariant],
  ['Supabase with the service role, on a real PostgreSQL server', realPostgresVariant],
])('applications on %s', { timeout: 120_000 }, (_, makeVariant) => {
  let variant: Variant
  let store: ApplicationStore

  beforeAll(async () => {
    variant = await makeVariant()
    store = variant.applications
  }, 120_000)
  afterAll(async () => {
    await variant?.close()
    await dirs.removeAll()
  })
  // Each test has an event of its own, so they need no cleaning between them.
  let event: string
  beforeEach(() => {
    event = `${EVENT}-${(n += 1)}`
  })

  async function confirmed(overrides: Partial<NewApplication> = {}): Promise<string> {
    const made = applicant({ eventId: event, ...overrides })
    const { id } = await store.submit(made)
    expect(await store.confirmAddress(event, made.email)).toEqual({ ok: true, id })
    return id
  }

  async function statuses(): Promise<Record<string, ApplicationStatus>> {
    const rows = await store.list({ eventId: event })
    return Object.fromEntries(rows.map((row) => [row.id, row.status]))
  }

  it('never lists an application whose address nobody confirmed', async () => {
    const { id, addressConfirmed } = await store.submit(applicant({ eventId: event }))
    expect(addressConfirmed).toBe(false)
    expect(await store.list({ eventId: event })).toEqual([])
    expect(await store.show(id)).toBeNull()
    expect(await store.setStatus(id, 'accepted', 'organiser', TWO_SEATS)).toEqual({
      ok: false,
      code: 'missing',
    })
  })

  it('answers a second application from the same address as the first, and updates it until the address is confirmed', async () => {
    const first = applicant({ eventId: event })
    const { id } = await store.submit(first)
    const changed = await store.submit({ ...first, idea: 'A choir of modular synths' })
    expect(changed).toEqual({ ok: true, id, addressConfirmed: false })
    await store.confirmAddress(event, first.email)
    const [row] = await store.list({ eventId: event })
    expect(row).toMatchObject({ id, idea: 'A choir of modular synths', status: 'pending' })
  })

  it('keeps a confirmed application as its owner sent it, on the list, whoever sends the form again with its address', async () => {
    const first = applicant({ eventId: event })
    const id = await confirmed(first)
    const again = await store.submit({ ...first, name: 'Mallory was here', idea: 'defaced' })
    expect(again).toEqual({ ok: true, id, addressConfirmed: true })
    expect(await store.list({ eventId: event })).toEqual([
      expect.objectContaining({ id, name: first.name, idea: first.idea, status: 'pending' }),
    ])
    expect((await store.show(id))?.changes).toHaveLength(1)
  })

  it('leaves a decided application as it is when the form is sent again', async () => {
    const first = applicant({ eventId: event })
    const id = await confirmed(first)
    await store.setStatus(id, 'declined', 'organiser', TWO_SEATS)
    expect(await store.submit({ ...first, idea: 'Something else' })).toEqual({
      ok: true,
      id,
      addressConfirmed: true,
    })
    expect(await store.show(id)).toMatchObject({ status: 'declined', idea: first.idea })
  })

  it.each([
    ['pending', 'confirmed'],
    ['pending', 'checked_in'],
    ['pending', 'released'],
    ['pending', 'pending'],
  ] as const)('refuses the move %s -> %s', async (from, to) => {
    const id = await confirmed()
    expect((await store.show(id))?.status).toBe(from)
    expect(await store.setStatus(id, to, 'organiser', TWO_SEATS)).toEqual({ ok: false, code: 'not_allowed' })
  })

  it('takes an application from pending to checked in and stores every change with its actor and time', async () => {
    const id = await confirmed()
    const before = Date.now()
    for (const [to, actor] of [
      ['accepted', 'organiser'],
      ['confirmed', 'builder'],
      ['checked_in', 'organiser'],
    ] as const) {
      expect(await store.setStatus(id, to, actor, TWO_SEATS)).toEqual({ ok: true })
    }
    const shown = await store.show(id)
    expect(shown?.status).toBe('checked_in')
    expect(shown?.changes.map(({ from, to, actor }) => [from, to, actor])).toEqual([
      [null, 'pending', 'site'],
      ['pending', 'accepted', 'organiser'],
      ['accepted', 'confirmed', 'builder'],
      ['confirmed', 'checked_in', 'organiser'],
    ])
    expect(shown!.changes.at(-1)!.at.getTime()).toBeGreaterThanOrEqual(before - 5000)
    expect(shown!.confirmBy!.getTime() - shown!.changes[1]!.at.getTime()).toBe(5 * 24 * 3600 * 1000)
  })

  it('never accepts beyond the seats plus the overbooking allowance', async () => {
    const seats: EventSeats = { seats: 1, overbook: 1, confirmDays: 3 }
    const ids = [await confirmed(), await confirmed(), await confirmed()]
    const outcomes = []
    for (const id of ids) outcomes.push(await store.setStatus(id, 'accepted', 'organiser', seats))
    expect(outcomes).toEqual([{ ok: true }, { ok: true }, { ok: false, code: 'full' }])
  })

  it('counts the seats held: accepted, confirmed and checked in, not pending, waitlisted, declined or released', async () => {
    const seats: EventSeats = { seats: 5, overbook: 0, confirmDays: 3 }
    const [accepted, confirmedSeat, checkedIn, waitlisted, declined, released] = [
      await confirmed(),
      await confirmed(),
      await confirmed(),
      await confirmed(),
      await confirmed(),
      await confirmed(),
    ]
    await confirmed() // pending
    for (const id of [accepted, confirmedSeat, checkedIn, released])
      await store.setStatus(id, 'accepted', 'organiser', seats)
    for (const id of [confirmedSeat, checkedIn]) await store.setStatus(id, 'confirmed', 'builder', seats)
    await store.checkIn(checkedIn)
    // Released before anyone waits: a release moves the waitlist up.
    await store.setStatus(released, 'released', 'site', seats)
    await store.setStatus(waitlisted, 'waitlisted', 'organiser', seats)
    await store.setStatus(declined, 'declined', 'organiser', seats)
    expect(await store.seatsTaken(event)).toBe(3)
    expect(await store.seatsTaken(`${event}-other`)).toBe(0)
  })

  it('gives a released seat to the first on the waitlist, staged for the next notify', async () => {
    const seats: EventSeats = { seats: 1, overbook: 0, confirmDays: 3 }
    const [seated, first, second] = [await confirmed(), await confirmed(), await confirmed()]
    await store.setStatus(seated, 'accepted', 'organiser', seats)
    await store.setStatus(second, 'waitlisted', 'organiser', seats)
    await store.setStatus(first, 'waitlisted', 'organiser', seats)
    for (const staged of await store.notifyPending(event)) await store.markNotified(staged.id, staged.status)
    expect(await store.setStatus(seated, 'released', 'organiser', seats)).toEqual({ ok: true })
    expect(await statuses()).toEqual({ [seated]: 'released', [first]: 'waitlisted', [second]: 'accepted' })
    const promoted = await store.show(second)
    expect(promoted?.changes.at(-1)).toMatchObject({ from: 'waitlisted', to: 'accepted', actor: 'site' })
    const staged = (await store.notifyPending(event)).map((row) => [row.id, row.status])
    expect(staged).toHaveLength(2)
    expect(staged).toEqual(
      expect.arrayContaining([
        [seated, 'released'],
        [second, 'accepted'],
      ]),
    )
  })

  it('lists each decision for notify until it is marked, and marks it only once', async () => {
    const id = await confirmed()
    await confirmed() // still pending: nothing to tell
    await store.setStatus(id, 'waitlisted', 'organiser', TWO_SEATS)
    expect((await store.notifyPending(event)).map((row) => row.id)).toEqual([id])
    expect(await store.markNotified(id, 'waitlisted')).toBe(true)
    expect(await store.markNotified(id, 'waitlisted')).toBe(false)
    expect(await store.notifyPending(event)).toEqual([])
    await store.setStatus(id, 'accepted', 'organiser', TWO_SEATS)
    expect(await store.markNotified(id, 'waitlisted')).toBe(false)
    expect((await store.notifyPending(event)).map((row) => [row.id, row.status])).toEqual([[id, 'accepted']])
  })

  it('refuses a seat confirmed after its confirm-by time, once its builder was told of it', async () => {
    const id = await confirmed()
    const sameDay: EventSeats = { seats: 2, overbook: 0, confirmDays: 0 }
    await store.setStatus(id, 'accepted', 'organiser', sameDay)
    expect(await store.markNotified(id, 'accepted')).toBe(true)
    expect(await store.setStatus(id, 'confirmed', 'builder', sameDay)).toEqual({
      ok: false,
      code: 'too_late',
    })
    expect(await store.setStatus(id, 'released', 'site', sameDay)).toEqual({ ok: true })
  })

  it('releases only the seats not confirmed in time, and gives them to the waitlist', async () => {
    const sameDay: EventSeats = { seats: 2, overbook: 0, confirmDays: 0 }
    const [late, onTime, waiting] = [await confirmed(), await confirmed(), await confirmed()]
    await store.setStatus(late, 'accepted', 'organiser', sameDay)
    await store.setStatus(onTime, 'accepted', 'organiser', TWO_SEATS)
    await store.setStatus(waiting, 'waitlisted', 'organiser', sameDay)
    for (const told of [late, onTime]) expect(await store.markNotified(told, 'accepted')).toBe(true)
    expect(await store.releaseOverdue(event, sameDay, new Date(Date.now() + 1000))).toEqual([late])
    expect(await statuses()).toEqual({ [late]: 'released', [onTime]: 'accepted', [waiting]: 'accepted' })
    expect((await store.show(late))?.changes.at(-1)).toMatchObject({ to: 'released', actor: 'site' })
  })

  it("starts an accepted builder's time to confirm when notify tells them, and releases none not yet told", async () => {
    const [seated, other] = [await confirmed(), await confirmed()]
    await store.setStatus(seated, 'accepted', 'organiser', { ...TWO_SEATS, confirmDays: 0 })
    const soon = () => new Date(Date.now() + 1000)
    expect(await store.releaseOverdue(event, { ...TWO_SEATS, confirmDays: 0 }, soon())).toEqual([])
    // The organiser's next decision gives the event three days to confirm in.
    await store.setStatus(other, 'waitlisted', 'organiser', { ...TWO_SEATS, confirmDays: 3 })
    const staged = (await store.notifyPending(event)).find((row) => row.id === seated)
    const mailed = staged?.confirmBy?.getTime() ?? 0
    expect(mailed).toBeGreaterThan(Date.now() + 2.9 * 86_400_000)
    expect(await store.markNotified(seated, 'accepted')).toBe(true)
    const confirmBy = (await store.show(seated))?.confirmBy?.getTime() ?? 0
    // Stored as the mail said it, to the second it was marked.
    expect(confirmBy - mailed).toBeGreaterThanOrEqual(0)
    expect(confirmBy - mailed).toBeLessThan(60_000)
    expect(await store.releaseOverdue(event, TWO_SEATS, soon())).toEqual([])
    expect(await store.setStatus(seated, 'confirmed', 'builder', TWO_SEATS)).toEqual({ ok: true })
  })

  it('lets a builder not yet told of their seat confirm it, though its time at the decision has passed', async () => {
    const id = await confirmed()
    await store.setStatus(id, 'accepted', 'organiser', { ...TWO_SEATS, confirmDays: 0 })
    expect(await store.setStatus(id, 'confirmed', 'builder', TWO_SEATS)).toEqual({ ok: true })
  })

  it('gives an accepted seat back by hand, the first on the waitlist taking it, as release-overdue would', async () => {
    const oneSeat = { ...TWO_SEATS, seats: 1 }
    const [seated, waiting] = [await confirmed(), await confirmed()]
    await store.setStatus(seated, 'accepted', 'organiser', oneSeat)
    await store.setStatus(waiting, 'waitlisted', 'organiser', oneSeat)
    expect(await store.setStatus(seated, 'released', 'organiser', oneSeat)).toEqual({ ok: true })
    expect(await statuses()).toEqual({ [seated]: 'released', [waiting]: 'accepted' })
  })

  it('answers an id that is not an application as missing, whatever its shape', async () => {
    for (const id of [
      'not-an-id',
      "'; drop table applications; --",
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(await store.setStatus(id, 'accepted', 'organiser', TWO_SEATS)).toEqual({
        ok: false,
        code: 'missing',
      })
      expect(await store.show(id)).toBeNull()
    }
  })

  it('lets exactly one of two accepts at once take the last seat', async () => {
    const seats: EventSeats = { seats: 1, overbook: 0, confirmDays: 3 }
    const [a, b] = [await confirmed(), await confirmed()]
    const outcomes = await Promise.all([
      store.setStatus(a, 'accepted', 'organiser', seats),
      store.setStatus(b, 'accepted', 'organiser', seats),
    ])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes).toContainEqual({ ok: false, code: 'full' })
  })

  it('loses none of 200 applications sent at once, and accepting them all at once fills only the seats', async () => {
    const seats: EventSeats = { seats: 30, overbook: 5, confirmDays: 3 }
    const made = Array.from({ length: 200 }, () => applicant({ eventId: event }))
    const answers = await Promise.all(made.map((application) => store.submit(application)))
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(200)
    await Promise.all(made.map((application) => store.confirmAddress(event, application.email)))
    const listed = await store.list({ eventId: event })
    expect(listed.map((row) => row.email).sort()).toEqual(made.map((row) => row.email).sort())
    const outcomes = await Promise.all(
      listed.map((row) => store.setStatus(row.id, 'accepted', 'organiser', seats)),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(35)
    expect(await store.list({ eventId: event, statuses: ['accepted'] })).toHaveLength(35)
  })

  it('draws the open seats exactly as lib/draw.ts does on the same ids, and waitlists the rest in draw order', async () => {
    const seats: EventSeats = { seats: 3, overbook: 0, confirmDays: 3 }
    const already = await confirmed()
    await store.setStatus(already, 'accepted', 'organiser', seats)
    const pending = [
      await confirmed(),
      await confirmed(),
      await confirmed(),
      await confirmed(),
      await confirmed(),
    ]
    const expected = await draw('round-1', pending, 2)
    const outcome = await store.draw(event, 'round-1', seats)
    expect(outcome).toMatchObject({ ...expected, openSeats: 2 })
    const waitlist = await store.list({ eventId: event, statuses: ['waitlisted'] })
    const byPosition = waitlist.sort((a, b) => a.waitlistPosition! - b.waitlistPosition!)
    expect(byPosition.map((row) => row.id)).toEqual(expected.waitlisted)
  })

  it('reports applications per event by status and per day, and lists the confirmed builders by name', async () => {
    const [zoe, ana] = [await confirmed({ name: 'Zoë' }), await confirmed({ name: 'Ana' })]
    await confirmed({ name: 'Cy' })
    for (const id of [zoe, ana]) {
      await store.setStatus(id, 'accepted', 'organiser', TWO_SEATS)
      await store.setStatus(id, 'confirmed', 'builder', TWO_SEATS)
    }
    await store.setStatus(zoe, 'checked_in', 'organiser', TWO_SEATS)
    const report = await store.report(event)
    expect(report.byStatus).toEqual([
      { eventId: event, status: 'checked_in', count: 1 },
      { eventId: event, status: 'confirmed', count: 1 },
      { eventId: event, status: 'pending', count: 1 },
    ])
    const days = new Set(
      (await store.list({ eventId: event })).map((row) => row.createdAt.toISOString().slice(0, 10)),
    )
    expect(report.byDay).toEqual([...days].map((day) => ({ eventId: event, day, count: 3 })))
    expect((await store.confirmedBuilders(event)).map((row) => row.id)).toEqual([ana, zoe])
  })
  it("finds a builder's application by event and address, with its history, and nothing for another event or an unconfirmed address", async () => {
    const made = applicant({ eventId: event })
    const id = await confirmed(made)
    await store.setStatus(id, 'waitlisted', 'organiser', TWO_SEATS)
    const found = await store.find(event, made.email)
    expect(found).toMatchObject({ id, status: 'waitlisted' })
    expect(found?.changes.map(({ from, to, actor }) => [from, to, actor])).toEqual([
      [null, 'pending', 'site'],
      ['pending', 'waitlisted', 'organiser'],
    ])
    expect(await store.find(`${event}-other`, made.email)).toBeNull()
    const unconfirmed = applicant({ eventId: event })
    await store.submit(unconfirmed)
    expect(await store.find(event, unconfirmed.email)).toBeNull()
  })

  it('lets only the builder withdraw a pending or waitlisted application, and a withdrawal frees no seat for the waitlist', async () => {
    const oneSeat = { ...TWO_SEATS, seats: 1 }
    const [pending, waiting, next] = [await confirmed(), await confirmed(), await confirmed()]
    await store.setStatus(waiting, 'waitlisted', 'organiser', oneSeat)
    await store.setStatus(next, 'waitlisted', 'organiser', oneSeat)
    expect(await store.setStatus(pending, 'cancelled', 'organiser', oneSeat)).toEqual({
      ok: false,
      code: 'not_allowed',
    })
    expect(await store.setStatus(pending, 'cancelled', 'builder', oneSeat)).toEqual({ ok: true })
    expect(await store.setStatus(waiting, 'cancelled', 'builder', oneSeat)).toEqual({ ok: true })
    // Nobody held a seat, so the next in line stays waiting for the organiser's decision.
    expect(await statuses()).toEqual({ [pending]: 'cancelled', [waiting]: 'cancelled', [next]: 'waitlisted' })
    expect((await store.show(waiting))?.changes.at(-1)).toMatchObject({
      from: 'waitlisted',
      to: 'cancelled',
      actor: 'builder',
    })
  })

  it('erases an application and its history, and gives the seat it held to the first on the waitlist', async () => {
    const oneSeat = { ...TWO_SEATS, seats: 1 }
    const seated = applicant({ eventId: event })
    const [holder, waiting] = [await confirmed(seated), await confirmed()]
    await store.setStatus(holder, 'accepted', 'organiser', oneSeat)
    await store.setStatus(holder, 'confirmed', 'builder', oneSeat)
    await store.setStatus(waiting, 'waitlisted', 'organiser', oneSeat)
    expect(await store.erase(event, seated.email)).toBe(true)
    expect(await store.find(event, seated.email)).toBeNull()
    expect(await store.show(holder)).toBeNull()
    expect(await statuses()).toEqual({ [waiting]: 'accepted' })
    expect(await store.erase(event, seated.email)).toBe(false)
  })

  it('frees a seat the builder gives up by the seats of the last decision made, not of one refused', async () => {
    const oneSeat = { ...TWO_SEATS, seats: 1 }
    const seated = applicant({ eventId: event })
    const [holder, first, second, third] = [
      await confirmed(seated),
      await confirmed(),
      await confirmed(),
      await confirmed(),
    ]
    await store.setStatus(holder, 'accepted', 'organiser', { ...TWO_SEATS, seats: 5 })
    await store.setStatus(first, 'waitlisted', 'organiser', oneSeat)
    await store.setStatus(second, 'waitlisted', 'organiser', oneSeat)
    // Refused (a waitlisted builder cannot be declined): its numbers are not the event's.
    expect(await store.setStatus(first, 'declined', 'organiser', { ...TWO_SEATS, seats: 9 })).toEqual({
      ok: false,
      code: 'not_allowed',
    })
    expect(await store.setStatus(third, 'declined', 'organiser', oneSeat)).toEqual({ ok: true })
    expect(await store.move(event, seated.email, 'accepted' as 'confirmed')).toEqual({
      ok: false,
      code: 'not_allowed',
    })
    expect(await store.move(event, seated.email, 'confirmed')).toEqual({ ok: true })
    expect(await store.move(event, seated.email, 'cancelled')).toEqual({ ok: true })
    // One seat was decided on: the first in line takes it, the second still waits.
    expect(await statuses()).toEqual({
      [holder]: 'cancelled',
      [first]: 'accepted',
      [second]: 'waitlisted',
      [third]: 'declined',
    })
    expect((await store.show(first))?.confirmBy?.getTime()).toBeGreaterThan(Date.now())
    expect(await store.move(`${event}-other`, seated.email, 'cancelled')).toEqual({
      ok: false,
      code: 'missing',
    })
  })

  it('changes the answers of a pending application with a confirmed address only', async () => {
    const pending = applicant({ eventId: event })
    const decided = applicant({ eventId: event })
    const unconfirmed = applicant({ eventId: event })
    const id = await confirmed(pending)
    await store.setStatus(await confirmed(decided), 'declined', 'organiser', TWO_SEATS)
    await store.submit(unconfirmed)
    const answers = {
      name: 'New name',
      idea: 'New idea',
      experience: 'a_lot',
      dreamFestival: 'Primavera',
      matchTeam: true,
    } as const
    expect(await store.change(event, pending.email, answers)).toBe(true)
    expect(await store.show(id)).toMatchObject({ ...answers, email: pending.email, status: 'pending' })
    expect(await store.change(event, decided.email, answers)).toBe(false)
    expect(await store.change(event, unconfirmed.email, answers)).toBe(false)
    expect(await store.change(event, 'nobody@example.com', answers)).toBe(false)
  })

  it('stages a confirmed seat for notify, for the mail that carries its door pass', async () => {
    const id = await confirmed()
    await store.setStatus(id, 'accepted', 'organiser', TWO_SEATS)
    expect(await store.markNotified(id, 'accepted')).toBe(true)
    await store.setStatus(id, 'confirmed', 'builder', TWO_SEATS)
    expect((await store.notifyPending(event)).map((row) => [row.id, row.status])).toEqual([[id, 'confirmed']])
  })
})
