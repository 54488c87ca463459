// Migration 0004 on a real PostgreSQL server set up as Supabase sets up a project, where the
// operator applies it by hand: both spellings of one address become one row, the earliest, in NFC.
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMigrations } from '../../db/read-migrations'
import { COMPOSED_ADDRESS, DECOMPOSED_ADDRESS } from '../support/invisible-characters'
import { startRealPostgres, SUPABASE_ROLES_SQL, type RealPostgres } from '../support/real-postgres'

const MERGE_MIGRATION = '0004_email_nfc.sql'

let server: RealPostgres

beforeAll(async () => {
  server = await startRealPostgres()
  await server.sql.unsafe(SUPABASE_ROLES_SQL)
  for (const migration of readMigrations().filter((m) => m.name < MERGE_MIGRATION)) {
    await server.sql.unsafe(migration.sql)
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
})

describe('migration 0004 on a real PostgreSQL server', () => {
  it('merges two spellings of one address into the earliest, in NFC, and says how many it merged', async () => {
    await server.sql`
      insert into public.email_submissions (email, suggested_festival, created_at, consented_at, form_path)
      values (${DECOMPOSED_ADDRESS}, ${null}, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'no-script'),
             (${COMPOSED_ADDRESS}, 'Coachella', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z', 'script')`
    const notices: string[] = []
    const merge = readMigrations().find((m) => m.name === MERGE_MIGRATION)?.sql ?? ''
    // As psql would show it: a connection of its own that hears notices.
    const operator = postgres({
      host: '127.0.0.1',
      port: server.port,
      username: 'postgres',
      database: 'postgres',
      max: 1,
      onnotice: (notice) => notices.push(notice.message ?? ''),
    })
    try {
      await operator.unsafe(merge)
    } finally {
      await operator.end({ timeout: 5 })
    }
    const rows = await server.sql<
      { email: string; suggested_festival: string | null; consented_at: Date; form_path: string }[]
    >`select email, suggested_festival, consented_at, form_path from public.email_submissions order by id`
    expect(rows.map((row) => ({ ...row }))).toEqual([
      {
        email: COMPOSED_ADDRESS,
        suggested_festival: null,
        consented_at: new Date('2026-01-01T00:00:00Z'),
        form_path: 'no-script',
      },
    ])
    expect(notices).toEqual([expect.stringMatching(/^email_submissions: merged 1 sign-up/)])
  })
})
