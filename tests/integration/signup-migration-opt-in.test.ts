// Migration 0006 (double opt-in) against real PGlite: what it makes of rows stored before it,
// that it can run twice, and that the public role (Supabase's publishable key) still only inserts.
import { afterAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

const OPT_IN = bundledMigrations.find((m) => m.name === '0006_double_opt_in.sql')!
const BEFORE = bundledMigrations.filter((m) => m.name < OPT_IN.name)

async function asAnon(db: PGlite, sql: string): Promise<string> {
  await db.exec('set role anon')
  try {
    await db.query(sql)
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  } finally {
    await db.exec('reset role')
  }
}

describe('migration 0006, double opt-in', { timeout: 90_000 }, () => {
  it('counts sign-ups stored before it as confirmed when they consented, and confirms nothing when run again', async () => {
    const database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: BEFORE })
    try {
      const { db } = database
      await db.query(
        "insert into email_submissions (email, consented_at) values ('old@example.com', '2026-01-02T03:04:05Z')",
      )
      await db.exec(OPT_IN.sql)
      const old = await db.query<{ confirmed_at: Date; withdrawn_at: Date | null }>(
        "select confirmed_at, withdrawn_at from email_submissions where email = 'old@example.com'",
      )
      expect(old.rows).toEqual([{ confirmed_at: new Date('2026-01-02T03:04:05Z'), withdrawn_at: null }])

      await db.query("insert into email_submissions (email, confirmed_at) values ('new@example.com', null)")
      await db.exec(OPT_IN.sql)
      const pending = await db.query('select email from email_submissions where confirmed_at is null')
      expect(pending.rows).toEqual([{ email: 'new@example.com' }])
    } finally {
      await database.close()
    }
  })

  it('leaves the public role able to insert and nothing else; its sign-ups keep the single opt-in', async () => {
    const database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
    try {
      const { db } = database
      expect(await asAnon(db, "insert into email_submissions (email) values ('ana@example.com')")).toBe('ok')
      const stored = await db.query<{ confirmed_at: Date | null }>(
        'select confirmed_at from email_submissions',
      )
      expect(stored.rows[0]?.confirmed_at).toBeInstanceOf(Date)
      for (const sql of [
        "insert into email_submissions (email, confirmed_at) values ('bob@example.com', null)",
        "insert into email_submissions (email, withdrawn_at) values ('bob@example.com', now())",
        "insert into email_submissions (email, confirmation_mailed_at) values ('bob@example.com', now())",
        'update email_submissions set withdrawn_at = now()',
        'update email_submissions set confirmed_at = null',
        'select confirmed_at from email_submissions',
      ])
        expect(await asAnon(db, sql), sql).toBe('42501')
    } finally {
      await database.close()
    }
  })
})
