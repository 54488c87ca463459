// The builder's own page (/apply/manage) on every store: what a signed link shows, and each form's
// POST, which moves the status or changes the answers as the builder through the store's rules, or
// changes nothing. On Supabase the page's calls are 0014's signed ones with the publishable key, and
// the organiser's go through the secret key, both against the contract double's real migrations,
// on PGlite and on a real PostgreSQL server.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upcomingEvents } from '@content/upcoming.ts'
import { bundledMigrations } from '../../db/bundled-migrations'
import { createEmbeddedStore } from '../../db/store/pgliteStore.server'
import {
  supabaseApplications,
  type ApplicationStore,
  type EventSeats,
  type NewApplication,
} from '../../db/store/store.server'
import { eventSeats } from '../../cli/application-events'
import { doorPassHolder } from '../../lib/doorPass'
import { signApplicationToken, signToken } from '../../lib/tokens'
import { builderPagePost, builderPageState, type BuilderPageDeps } from '../../app/applications/manage.server'
import { createPostgrestContractDouble } from '../support/postgrest-contract-double'
import { PUBLISHABLE_KEY, SUPABASE_URL } from '../support/supabase-store-double'
import { dataDirs } from '../support/embedded-db'
import { pgliteForDouble, realPostgresForDouble, type DoubleDatabase } from '../support/double-databases'

const SECRET = 'integration-apply-manage-secret-0123456789-0123456789'
const SERVICE_ROLE_KEY = 'sb_secret_contract_double_service_key_0123456789'
const EVENT = 'los-angeles-2027'
const SEATS = eventSeats(EVENT, {}) as EventSeats
const dirs = dataDirs()

/** The organiser's store, and the page's: the same on the embedded store; two keys on Supabase. */
type Variant = { organiser: ApplicationStore; page: ApplicationStore; close(): Promise<void> }

async function embeddedVariant(): Promise<Variant> {
  const embedded = createEmbeddedStore({
    dataDir: await dirs.migrated(),
    migrations: bundledMigrations,
    log: () => {},
  })
  const store = embedded.applications!
  return { organiser: store, page: store, close: () => embedded.close() }
}

const supabaseVariant = async () => overDouble(await pgliteForDouble(dirs, SECRET))
const realPostgresVariant = async () => overDouble(await realPostgresForDouble(SECRET))

function overDouble({ db, close }: DoubleDatabase): Variant {
  const double = createPostgrestContractDouble({
    db,
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
  })
  const client = (key: string) =>
    createClient(SUPABASE_URL, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: double.fetch },
    })
  const host = 'contract-double'
  return {
    organiser: supabaseApplications({ client: client(SERVICE_ROLE_KEY), host, timeoutMs: 10_000 }),
    page: supabaseApplications({
      client: client(PUBLISHABLE_KEY),
      host,
      timeoutMs: 10_000,
      signingSecret: SECRET,
    }),
    close,
  }
}

describe.each([
  ['the embedded store', embeddedVariant],
  ['Supabase, the page with the publishable key', supabaseVariant],
  ['Supabase, the page with the publishable key, on a real PostgreSQL server', realPostgresVariant],
])("the builder's page on %s", { timeout: 120_000 }, (_, makeVariant) => {
  let store: ApplicationStore
  let close: () => Promise<void>
  let deps: BuilderPageDeps

  beforeAll(async () => {
    const variant = await makeVariant()
    store = variant.organiser
    close = variant.close
    deps = { applications: variant.page, secret: SECRET, log: () => {} }
  }, 120_000)

  afterAll(async () => {
    await close?.()
  })

  let n = 0
  /** An application with a confirmed address, and the signed link to its page. */
  async function applied(): Promise<{ id: string; email: string; token: string }> {
    n += 1
    const application: NewApplication = {
      eventId: EVENT,
      name: `Builder ${n}`,
      email: `manage${n}@example.com`,
      idea: 'Beats from the weather',
      experience: 'a_lot',
      dreamFestival: null,
      matchTeam: true,
    }
    const { id } = await store.submit(application)
    await store.confirmAddress(EVENT, application.email)
    const token = await signApplicationToken(EVENT, application.email, SECRET, Date.now(), 'apply-manage')
    return { id, email: application.email, token }
  }

  function post(token: string, fields: Record<string, string>, site = 'same-origin'): Request {
    return new Request(`http://127.0.0.1/apply/manage?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
      body: new URLSearchParams(fields).toString(),
    })
  }

  const statusOf = async (id: string) => (await store.show(id))?.status
  const lastChange = async (id: string) => (await store.show(id))?.changes.at(-1)
  const location = (response: Response) => new URL(response.headers.get('location')!, 'http://127.0.0.1')

  it('uses an event the content gives seats, so a freed seat can go to the waitlist', () => {
    expect(upcomingEvents.find((event) => event.id === EVENT)?.applications).toBeDefined()
    expect(SEATS.seats).toBeGreaterThan(0)
  })

  it('refuses a forged, expired, wrong-purpose or absent token with a state that says so', async () => {
    const { email, token } = await applied()
    const forged = await signApplicationToken(
      EVENT,
      email,
      'another-secret-0123456789-0123456789',
      Date.now(),
      'apply-manage',
    )
    const expired = await signApplicationToken(
      EVENT,
      email,
      SECRET,
      Date.now() - 181 * 86_400_000,
      'apply-manage',
    )
    const confirmLink = await signApplicationToken(EVENT, email, SECRET)
    const signupLink = await signToken({ email, purpose: 'manage' }, SECRET)
    expect((await builderPageState({ token }, deps)).kind).toBe('application')
    expect((await builderPageState({ token: forged }, deps)).kind).toBe('invalid')
    expect((await builderPageState({ token: `${token}x` }, deps)).kind).toBe('invalid')
    expect((await builderPageState({ token: expired }, deps)).kind).toBe('expired')
    expect((await builderPageState({ token: confirmLink }, deps)).kind).toBe('invalid')
    expect((await builderPageState({ token: signupLink }, deps)).kind).toBe('invalid')
    expect((await builderPageState({}, deps)).kind).toBe('invalid')
    expect((await builderPageState({ token }, { ...deps, secret: null })).kind).toBe('unavailable')
  })

  it('finds nothing for a token of another event or an address that applied to none', async () => {
    const { email } = await applied()
    const otherEvent = await signApplicationToken('berlin-2027', email, SECRET, Date.now(), 'apply-manage')
    const stranger = await signApplicationToken(
      EVENT,
      'nobody@example.com',
      SECRET,
      Date.now(),
      'apply-manage',
    )
    expect((await builderPageState({ token: otherEvent }, deps)).kind).toBe('missing')
    expect((await builderPageState({ token: stranger }, deps)).kind).toBe('missing')
  })

  it('changes nothing for a forged or expired token, nor for a post from another site', async () => {
    const { id, email, token } = await applied()
    await store.setStatus(id, 'accepted', 'organiser', SEATS)
    const forged = await signApplicationToken(
      EVENT,
      email,
      'another-secret-0123456789-0123456789',
      Date.now(),
      'apply-manage',
    )
    const expired = await signApplicationToken(
      EVENT,
      email,
      SECRET,
      Date.now() - 181 * 86_400_000,
      'apply-manage',
    )
    for (const refused of [forged, expired, '']) {
      const answer = await builderPagePost(post(refused, { action: 'confirm' }), deps)
      expect(answer.status).toBe(303)
      expect(location(answer).searchParams.get('done')).toBeNull()
      expect((await builderPagePost(post(refused, { action: 'erase', confirm: 'yes' }), deps)).status).toBe(
        303,
      )
    }
    expect((await builderPagePost(post(token, { action: 'confirm' }, 'cross-site'), deps)).status).toBe(403)
    expect(await statusOf(id)).toBe('accepted')
    expect(await lastChange(id)).toMatchObject({ to: 'accepted', actor: 'organiser' })
  })

  it('confirms an accepted seat as the builder, and then shows the door pass that checks in', async () => {
    const { id, token } = await applied()
    await store.setStatus(id, 'accepted', 'organiser', SEATS)
    const before = await builderPageState({ token }, deps)
    expect(before).toMatchObject({ kind: 'application', actions: ['confirm', 'cancel'], doorPass: null })
    const answer = await builderPagePost(post(token, { action: 'confirm' }), deps)
    expect(answer.status).toBe(303)
    expect(location(answer).pathname).toBe('/apply/manage')
    expect(location(answer).searchParams.get('done')).toBe('confirmed')
    expect(await statusOf(id)).toBe('confirmed')
    expect(await lastChange(id)).toMatchObject({ from: 'accepted', to: 'confirmed', actor: 'builder' })
    // Pressed twice: the second finds the seat confirmed, says so, and adds nothing to the history.
    const again = await builderPagePost(post(token, { action: 'confirm' }), deps)
    expect(location(again).searchParams.get('done')).toBe('confirmed')
    const after = await builderPageState({ token, done: 'confirmed' }, deps)
    if (after.kind !== 'application' || !after.doorPass) throw new Error('no door pass once confirmed')
    expect(after.actions).toEqual(['cancel'])
    expect(after.notice).toBe('confirmed')
    expect(await doorPassHolder(after.doorPass.code, [id], SECRET)).toBe(id)
    expect(after.doorPass.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(after.application.changes.map((change) => change.actor)).toEqual(['site', 'organiser', 'builder'])
  })

  it.each(['accepted', 'confirmed'] as const)(
    'gives up a seat %s as the builder, and the first on the waitlist takes it',
    async (held) => {
      const seated = await applied()
      const waiting = await applied()
      await store.setStatus(seated.id, 'accepted', 'organiser', SEATS)
      if (held === 'confirmed') await store.setStatus(seated.id, 'confirmed', 'builder', SEATS)
      await store.setStatus(waiting.id, 'waitlisted', 'organiser', SEATS)
      const answer = await builderPagePost(post(seated.token, { action: 'cancel' }), deps)
      expect(location(answer).searchParams.get('done')).toBe('cancelled')
      expect(await lastChange(seated.id)).toMatchObject({ from: held, to: 'cancelled', actor: 'builder' })
      expect(await lastChange(waiting.id)).toMatchObject({
        from: 'waitlisted',
        to: 'accepted',
        actor: 'site',
      })
    },
  )

  it('withdraws a pending and a waitlisted application as the builder', async () => {
    const pending = await applied()
    const waiting = await applied()
    await store.setStatus(waiting.id, 'waitlisted', 'organiser', SEATS)
    for (const { id, token } of [pending, waiting]) {
      const answer = await builderPagePost(post(token, { action: 'withdraw' }), deps)
      expect(location(answer).searchParams.get('done')).toBe('withdrawn')
      expect(await lastChange(id)).toMatchObject({ to: 'cancelled', actor: 'builder' })
    }
  })

  it('refuses a move the status does not allow, or a confirmation past its time, and changes nothing', async () => {
    const pending = await applied()
    const accepted = await applied()
    const late = await applied()
    await store.setStatus(accepted.id, 'accepted', 'organiser', SEATS)
    // Accepted with no days to confirm in, and told: its confirm-by time is already behind it.
    await store.setStatus(late.id, 'accepted', 'organiser', { ...SEATS, confirmDays: 0 })
    await store.markNotified(late.id, 'accepted')
    const refusals = [
      [pending, 'confirm', 'not_allowed', 'pending'],
      [pending, 'cancel', 'not_allowed', 'pending'],
      [accepted, 'withdraw', 'not_allowed', 'accepted'],
      [late, 'confirm', 'too_late', 'accepted'],
    ] as const
    for (const [{ id, token }, action, error, status] of refusals) {
      const answer = await builderPagePost(post(token, { action }), deps)
      expect(answer.status).toBe(303)
      expect(location(answer).searchParams.get('error')).toBe(error)
      expect(location(answer).hash).toBe('#application-notice')
      expect(await statusOf(id)).toBe(status)
      expect((await lastChange(id))?.actor).not.toBe('builder')
    }
    expect(await builderPageState({ token: late.token }, deps)).toMatchObject({
      actions: [],
      isTooLate: true,
    })
  })

  it('downloads the application as JSON, with its history', async () => {
    const { email, token } = await applied()
    const answer = await builderPagePost(post(token, { action: 'download' }), deps)
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my-application.json"')
    const body = (await answer.json()) as { email: string; status: string; changes: unknown[] }
    expect(body).toMatchObject({ email, status: 'pending', eventId: EVENT })
    expect(body.changes).toHaveLength(1)
  })

  it('erases only with its box ticked, then the application and its history are gone', async () => {
    const { id, email, token } = await applied()
    const unticked = await builderPagePost(post(token, { action: 'erase' }), deps)
    expect(location(unticked).searchParams.get('error')).toBe('erase_unconfirmed')
    expect(location(unticked).hash).toBe('#erase-confirm')
    expect(await store.find(EVENT, email)).not.toBeNull()
    const ticked = await builderPagePost(post(token, { action: 'erase', confirm: 'yes' }), deps)
    expect(location(ticked).search).toBe('?done=erased')
    expect(await store.find(EVENT, email)).toBeNull()
    expect(await store.show(id)).toBeNull()
    expect((await builderPageState({ token }, deps)).kind).toBe('missing')
  })

  it("changes a pending application's answers in place, keeps its address and history, and says so", async () => {
    const { id, email, token } = await applied()
    const answer = await builderPagePost(
      post(token, {
        action: 'change',
        name: '  Ana Lima ',
        idea: 'A choir of modular synths',
        experience: 'none',
        dreamFestival: 'Sónar',
        email: 'mallory@example.com',
      }),
      deps,
    )
    expect(location(answer).searchParams.get('done')).toBe('changed')
    expect(location(answer).hash).toBe('#application-notice')
    expect(await store.show(id)).toMatchObject({
      email,
      name: 'Ana Lima',
      idea: 'A choir of modular synths',
      experience: 'none',
      dreamFestival: 'Sónar',
      // Unticked: a box a form leaves out is off.
      matchTeam: false,
      status: 'pending',
    })
    expect((await store.show(id))?.changes).toHaveLength(1)
    expect((await builderPageState({ token, done: 'changed' }, deps)).kind).toBe('application')
  })

  it("refuses other answers with each field's code beside it, and changes nothing", async () => {
    const { id, token } = await applied()
    const before = await store.show(id)
    const answer = await builderPagePost(
      post(token, { action: 'change', name: ' ', idea: 'x'.repeat(501), experience: 'plenty' }),
      deps,
    )
    expect(location(answer).hash).toBe('#application-change')
    expect(location(answer).searchParams.get('invalid')?.split(' ')).toEqual([
      'name_missing',
      'idea_too_long',
      'experience_missing',
    ])
    expect(await store.show(id)).toEqual(before)
    const shown = await builderPageState(
      { token, invalid: ['name_missing', 'idea_too_long', 'experience_missing'] },
      deps,
    )
    expect(shown).toMatchObject({
      kind: 'application',
      invalid: ['name_missing', 'idea_too_long', 'experience_missing'],
    })
  })

  it('takes the longest answers a form can send, percent-encoded, and refuses a body beyond that unread', async () => {
    const { id, token } = await applied()
    const longest = { action: 'change', name: '名'.repeat(100), idea: '曲'.repeat(500), experience: 'none' }
    const answer = await builderPagePost(post(token, { ...longest, dreamFestival: '祭'.repeat(100) }), deps)
    expect(location(answer).searchParams.get('done')).toBe('changed')
    expect((await store.show(id))?.idea).toBe('曲'.repeat(500))
    const tooLarge = await builderPagePost(post(token, { ...longest, padding: 'x'.repeat(16_384) }), deps)
    expect(tooLarge.status).toBe(413)
  })

  it('offers no change once the organiser has decided, and a change sent anyway changes nothing', async () => {
    const { id, token } = await applied()
    await store.setStatus(id, 'waitlisted', 'organiser', SEATS)
    expect(await builderPageState({ token }, deps)).toMatchObject({ actions: ['withdraw'] })
    const answer = await builderPagePost(
      post(token, { action: 'change', name: 'Late', idea: 'Too late', experience: 'none' }),
      deps,
    )
    expect(location(answer).searchParams.get('error')).toBe('not_allowed')
    expect(await store.show(id)).toMatchObject({
      name: expect.stringMatching(/^Builder /),
      status: 'waitlisted',
    })
  })
})

afterAll(() => dirs.removeAll())
