// Migration 0011's seat limit and grants on a real PostgreSQL server set up as Supabase sets up a
// project: two organisers on two connections race for the last seat, and a burst of applications
// meets a pool of connections, where PGlite's single session could hide a missing lock.
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMigrations } from '../../db/read-migrations'
import { applicationsOver, callOver } from '../../db/store/applications.server'
import type { ApplicationStore, EventSeats, NewApplication } from '../../db/store/store.server'
import { startRealPostgres, SUPABASE_ROLES_SQL, type RealPostgres } from '../support/real-postgres'

let server: RealPostgres
const pools: postgres.Sql[] = []

/** The store's operations over a connection pool of its own, as a second organiser's CLI would hold. */
function organiser(connections: number): ApplicationStore {
  const pool = postgres({
    host: '127.0.0.1',
    port: server.port,
    username: 'postgres',
    database: 'postgres',
    max: connections,
    onnotice: () => {},
  })
  pools.push(pool)
  const db = {
    query: async <T>(sql: string, params: unknown[] = []) => ({
      rows: (await pool.unsafe(sql, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    }),
  }
  return applicationsOver(callOver(db))
}

beforeAll(async () => {
  server = await startRealPostgres()
  await server.sql.unsafe(SUPABASE_ROLES_SQL)
  for (const migration of readMigrations()) await server.sql.unsafe(migration.sql)
}, 180_000)

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })))
  await server?.stop()
})

let n = 0
function applicant(eventId: string): NewApplication {
  n += 1
  return {
    eventId,
    name: `Builder ${n}`,
    email: `builder${n}@example.com`,
    idea: 'Lights that follow the bass line',
    experience: 'a_lot',
    dreamFestival: 'Sónar',
    matchTeam: true,
  }
}

async function confirmedApplication(store: ApplicationStore, eventId: string): Promise<string> {
  const made = applicant(eventId)
  const { id } = await store.submit(made)
  await store.confirmAddress(eventId, made.email)
  return id
}

describe('applications on a real PostgreSQL server', { timeout: 120_000 }, () => {
  it('lets exactly one of two organisers on two connections take the last seat, every time', async () => {
    const [first, second] = [organiser(1), organiser(1)]
    const lastSeat: EventSeats = { seats: 1, overbook: 0, confirmDays: 3 }
    for (let round = 0; round < 20; round += 1) {
      const event = `race-${round}`
      const a = await confirmedApplication(first, event)
      const b = await confirmedApplication(first, event)
      const outcomes = await Promise.all([
        first.setStatus(a, 'accepted', 'organiser', lastSeat),
        second.setStatus(b, 'accepted', 'organiser', lastSeat),
      ])
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
      expect(await first.list({ eventId: event, statuses: ['accepted'] })).toHaveLength(1)
    }
  })

  it('loses none of 200 applications sent at once on 10 connections, and never exceeds the seats', async () => {
    const store = organiser(10)
    const event = 'burst'
    const seats: EventSeats = { seats: 40, overbook: 4, confirmDays: 3 }
    const made = Array.from({ length: 200 }, () => applicant(event))
    await Promise.all(made.map((application) => store.submit(application)))
    await Promise.all(made.map((application) => store.confirmAddress(event, application.email)))
    const listed = await store.list({ eventId: event })
    expect(listed).toHaveLength(200)
    const outcomes = await Promise.all(
      listed.map((row) => store.setStatus(row.id, 'accepted', 'organiser', seats)),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(44)
    expect(await store.list({ eventId: event, statuses: ['accepted'] })).toHaveLength(44)
  })

  it("gives Supabase's public and signed-in roles no way to read or call applications", async () => {
    for (const role of ['anon', 'authenticated']) {
      const [rights] = await server.sql<{ table: boolean; call: boolean; changes: boolean }[]>`
        select has_table_privilege(${role}, 'public.applications', 'select, insert, update, delete') as table,
               has_table_privilege(${role}, 'public.application_changes', 'select, insert, update, delete') as changes,
               has_function_privilege(${role}, 'public.application_set_status(uuid, text, text, integer, integer)', 'execute') as call`
      expect(rights).toEqual({ table: false, changes: false, call: false })
    }
    const [service] = await server.sql<{ call: boolean }[]>`
      select has_function_privilege('service_role', 'public.application_list(text, text[])', 'execute') as call`
    expect(service).toEqual({ call: true })
    const [security] = await server.sql<{ rls: boolean }[]>`
      select relrowsecurity as rls from pg_class where oid = 'public.applications'::regclass`
    expect(security).toEqual({ rls: true })
  })
})
