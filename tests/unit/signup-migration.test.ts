// The migration against real PGlite: what the public (anon) role may do, and what no one may
// store. On Supabase the publishable key acts as anon, so this is the security boundary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { readMigrations } from '../../db/read-migrations'
import { tempDirs } from '../support/temp-dir'

// One database for the file (creating one takes seconds); each test starts from an empty table.
const dirs = tempDirs()
let database: EmbeddedDatabase

// Creating a database runs initdb: seconds, more on a busy machine.
const OPEN_TIMEOUT_MS = 60_000

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, OPEN_TIMEOUT_MS)

afterAll(async () => {
  await database.close()
  await dirs.removeAll()
})

beforeEach(async () => {
  await database.db.exec('truncate email_submissions restart identity')
})

/** The SQLSTATE the statement fails with, or 'ok'. */
async function outcome(db: PGlite, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await db.query(sql, params)
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

async function asAnon(db: PGlite, sql: string, params: unknown[] = []): Promise<string> {
  await db.exec('set role anon')
  try {
    return await outcome(db, sql, params)
  } finally {
    await db.exec('reset role')
  }
}

const INSERT = 'insert into email_submissions (email, suggested_festival) values ($1, $2)'

const MIGRATION_NAMES = [
  '0001_email_submissions.sql',
  '0002_consent.sql',
  '0003_signup_rate_limit.sql',
  '0004_email_nfc.sql',
  '0005_signup_edition.sql',
  '0006_double_opt_in.sql',
  '0007_signed_token_calls.sql',
  '0008_signups_writable.sql',
  '0009_signups_writable_policy.sql',
  '0010_one_address_one_mail.sql',
  '0011_applications.sql',
  '0012_application_mail.sql',
  '0013_builder_page.sql',
  '0014_application_token_calls.sql',
]

describe('the migrations', () => {
  it('are the same whether bundled into the server or read from disk by the signups script', () => {
    expect(bundledMigrations).toEqual(readMigrations())
    expect(bundledMigrations.map((m) => m.name)).toEqual(MIGRATION_NAMES)
  })

  it('are each recorded once and not re-applied when the database opens again', async () => {
    await database.close()
    database = await openEmbeddedDatabase({ dataDir: database.dataDir, migrations: bundledMigrations })
    const applied = await database.db.query('select name from schema_migrations order by name')
    expect(applied.rows).toEqual(MIGRATION_NAMES.map((name) => ({ name })))
  })

  it('can each be run twice, as an operator might in the Supabase SQL editor', async () => {
    for (const { sql } of bundledMigrations) {
      await database.db.exec(sql)
      await database.db.exec(sql)
    }
    expect(await asAnon(database.db, INSERT, ['ana@example.com', null])).toBe('ok')
  })
})

describe('as the public role (SET ROLE anon)', () => {
  it('may add a sign-up', async () => {
    expect(await asAnon(database.db, INSERT, ['ana@example.com', 'Outside Lands'])).toBe('ok')
    const rows = await database.db.query('select email, suggested_festival from email_submissions')
    expect(rows.rows).toEqual([{ email: 'ana@example.com', suggested_festival: 'Outside Lands' }])
  })

  it('is told 23505 for an address that is already signed up', async () => {
    await database.db.query(INSERT, ['ana@example.com', null])
    expect(await asAnon(database.db, INSERT, ['ana@example.com', null])).toBe('23505')
  })

  it.each([
    ['read the sign-ups', 'select email from email_submissions'],
    ['count them', 'select count(*) from email_submissions'],
    ['change one', "update email_submissions set suggested_festival = 'x'"],
    ['delete them', 'delete from email_submissions'],
    ['empty the table', 'truncate email_submissions'],
    [
      'ask for the inserted row back',
      "insert into email_submissions (email) values ('bob@example.com') returning id",
    ],
    [
      'choose the id',
      "insert into email_submissions (id, email) overriding system value values (7, 'bob@example.com')",
    ],
    [
      'backdate a sign-up',
      "insert into email_submissions (email, created_at) values ('bob@example.com', '2000-01-01')",
    ],
  ])('may not %s', async (_, sql) => {
    await database.db.query(INSERT, ['ana@example.com', null])
    expect(await asAnon(database.db, sql)).toBe('42501')
    const rows = await database.db.query<{ email: string }>('select email from email_submissions')
    expect(rows.rows).toEqual([{ email: 'ana@example.com' }])
  })
})

describe('what the table refuses to store, whoever asks', () => {
  it.each([
    ['an email that is not lower-case', 'Ana@example.com', null],
    ['an email with spaces around it', ' ana@example.com', null],
    ['an email without an @', 'ana.example.com', null],
    ['an email over 254 characters', `${'a'.repeat(243)}@example.com`, null],
    ['a festival over 100 characters', 'ana@example.com', 'f'.repeat(101)],
    ['an empty festival (it is stored as null)', 'ana@example.com', ''],
    ['a festival with spaces around it', 'ana@example.com', ' Coachella '],
  ])('refuses %s', async (_, email, festival) => {
    expect(await outcome(database.db, INSERT, [email, festival])).toBe('23514')
  })

  it('stores an email of exactly 254 characters and a festival of exactly 100', async () => {
    expect(await outcome(database.db, INSERT, [`${'a'.repeat(242)}@example.com`, 'f'.repeat(100)])).toBe('ok')
  })

  it('stamps created_at itself', async () => {
    await database.db.query(INSERT, ['ana@example.com', null])
    const rows = await database.db.query<{ created_at: Date }>('select created_at from email_submissions')
    expect(rows.rows[0]?.created_at).toBeInstanceOf(Date)
  })
})
