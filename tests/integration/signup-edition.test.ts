// Sign-ups record which edition's page they were made on: migration 0005 against real PGlite,
// for the embedded store and for Supabase's public key alike.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  applyMigrations,
  createEmbeddedStore,
  openEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { editions } from '@content/editions.ts'
import { supabaseStoreOver } from '../support/supabase-store-double'
import { classify } from '../support/role-rules'
import { dataDirs } from '../support/embedded-db'

const OPEN_TIMEOUT_MS = 60_000
const dirs = dataDirs()
const edition = editions.at(-1)!.slug
let database: EmbeddedDatabase

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, OPEN_TIMEOUT_MS)
afterAll(async () => {
  await database.close()
  await dirs.removeAll()
})
beforeEach(() => database.db.exec('truncate email_submissions restart identity'))

async function editionRows(db: PGlite) {
  const result = await db.query<{ email: string; edition: string | null }>(
    'select email, edition from email_submissions order by id',
  )
  return result.rows
}

describe('migration 0005: the edition of a sign-up', () => {
  it(
    'leaves sign-ups from before it without an edition',
    async () => {
      const db = await PGlite.create()
      try {
        await applyMigrations(
          db,
          bundledMigrations.filter((m) => m.name < '0005'),
        )
        await db.query("insert into email_submissions (email) values ('early@example.com')")
        await applyMigrations(db, bundledMigrations)
        expect(await editionRows(db)).toEqual([{ email: 'early@example.com', edition: null }])
      } finally {
        await db.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it('refuses anything but a slug, whoever inserts', async () => {
    for (const bad of ['Lisbon 2026', '', 'x'.repeat(65), '-lisbon'])
      await expect(
        database.db.query("insert into email_submissions (email, edition) values ('x@example.com', $1)", [
          bad,
        ]),
      ).rejects.toMatchObject({ code: '23514' })
  })

  it('lets the public role say which edition, and still read nothing', async () => {
    const asAnon = (sql: string, params: unknown[] = []) =>
      database.db
        .transaction(async (tx) => {
          await tx.exec('set local role anon')
          await tx.query(sql, params)
        })
        .then(
          () => 'ok',
          (error: unknown) => classify(error),
        )
    expect(
      await asAnon('insert into public.email_submissions (email, edition) values ($1, $2)', [
        'anon@example.com',
        edition,
      ]),
    ).toBe('ok')
    expect(await asAnon('select edition from public.email_submissions')).toBe('denied')
    expect(await asAnon('update public.email_submissions set edition = null')).toBe('denied')
  })
})

describe('the stores record the edition', () => {
  it(
    'the embedded store keeps it',
    async () => {
      const dataDir = await dirs.migrated()
      const store = createEmbeddedStore({ dataDir, migrations: bundledMigrations })
      try {
        expect(await store.insert({ email: 'ana@example.com', suggestedFestival: null, edition })).toBe('ok')
        expect(await store.insert({ email: 'bo@example.com', suggestedFestival: null })).toBe('ok')
      } finally {
        await store.close()
      }
      const opened = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
      try {
        expect(await editionRows(opened.db)).toEqual([
          { email: 'ana@example.com', edition },
          { email: 'bo@example.com', edition: null },
        ])
      } finally {
        await opened.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it('the Supabase store sends it with the public key, which the migration allows', async () => {
    const store = supabaseStoreOver(database.db)
    expect(await store.insert({ email: 'cy@example.com', suggestedFestival: null, edition })).toBe('ok')
    expect(await editionRows(database.db)).toEqual([{ email: 'cy@example.com', edition }])
  })
})
