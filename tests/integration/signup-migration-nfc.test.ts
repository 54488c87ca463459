// Migration 0004 against real PGlite: a store that already holds one address in two Unicode
// spellings keeps one row, the earliest, with its consent, in NFC, and says how many it merged.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyMigrations, createEmbeddedStore, openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { COMPOSED_ADDRESS, DECOMPOSED_ADDRESS } from '../support/invisible-characters'
import { tempDirs } from '../support/temp-dir'

const MERGE_MIGRATION = '0004_email_nfc.sql'
const beforeMerge = bundledMigrations.filter((m) => m.name < MERGE_MIGRATION)

// An in-memory database still runs initdb: seconds on a busy machine.
const OPEN_TIMEOUT_MS = 60_000

type Row = {
  email: string
  suggested_festival: string | null
  created_at: Date
  consented_at: Date
  notice_version: string | null
  form_path: string | null
}

const INSERT = `insert into email_submissions
  (email, suggested_festival, created_at, consented_at, notice_version, form_path)
  values ($1, $2, $3, $3, $4, $5)`

async function rows(db: PGlite): Promise<Row[]> {
  const result = await db.query<Row>(
    `select email, suggested_festival, created_at, consented_at, notice_version, form_path
     from email_submissions order by id`,
  )
  return result.rows
}

let db: PGlite
let logged: string[]

beforeEach(async () => {
  db = await PGlite.create()
  logged = []
  await applyMigrations(db, beforeMerge, (line) => logged.push(line))
}, OPEN_TIMEOUT_MS)

afterEach(() => db.close())

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

describe('migration 0004: one spelling per address', () => {
  it(
    'merges two spellings of one address into the earliest row, keeping its consent, stored in NFC',
    async () => {
      await db.query(INSERT, [DECOMPOSED_ADDRESS, null, '2026-03-01T10:00:00Z', '2026-02-01', 'no-script'])
      await db.query(INSERT, [COMPOSED_ADDRESS, 'Coachella', '2026-05-01T10:00:00Z', '2026-04-01', 'script'])
      await db.query(INSERT, ['bob@example.com', null, '2026-04-01T10:00:00Z', '2026-04-01', 'script'])

      await applyMigrations(db, bundledMigrations, (line) => logged.push(line))

      expect(await rows(db)).toEqual([
        {
          email: COMPOSED_ADDRESS,
          suggested_festival: null,
          created_at: new Date('2026-03-01T10:00:00Z'),
          consented_at: new Date('2026-03-01T10:00:00Z'),
          notice_version: '2026-02-01',
          form_path: 'no-script',
        },
        expect.objectContaining({ email: 'bob@example.com' }),
      ])
      expect(logged).toEqual([
        `[signup] migration ${MERGE_MIGRATION}: email_submissions: merged 1 sign-up(s) whose address differed from an earlier one only by Unicode normalisation`,
      ])
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    'keeps the earliest whichever spelling it has, and stores a lone decomposed address in NFC',
    async () => {
      await db.query(INSERT, [
        COMPOSED_ADDRESS,
        'Glastonbury',
        '2026-01-01T00:00:00Z',
        '2026-01-01',
        'script',
      ])
      await db.query(INSERT, [DECOMPOSED_ADDRESS, null, '2026-02-01T00:00:00Z', '2026-02-01', 'no-script'])
      await db.query(INSERT, ['jose\u0301@example.com', null, '2026-02-02T00:00:00Z', '2026-02-01', 'script'])

      await applyMigrations(db, bundledMigrations, (line) => logged.push(line))

      expect((await rows(db)).map(({ email, suggested_festival }) => [email, suggested_festival])).toEqual([
        [COMPOSED_ADDRESS, 'Glastonbury'],
        ['jos\u00e9@example.com', null],
      ])
      expect(logged.join('\n')).toMatch(/merged 1 sign-up/)
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    'says it merged none on a store without duplicates, and nothing at all on an empty one',
    async () => {
      await applyMigrations(db, bundledMigrations, (line) => logged.push(line))
      expect(logged).toEqual([])

      // Run again by hand, as an operator might in the Supabase SQL editor.
      await db.query(INSERT, ['ana@example.com', null, '2026-01-01T00:00:00Z', '2026-01-01', 'script'])
      const notices: string[] = []
      const sql = bundledMigrations.find((m) => m.name === MERGE_MIGRATION)?.sql ?? ''
      await db.exec(sql, { onNotice: (notice) => notices.push(notice.message ?? '') })
      expect(notices).toEqual([expect.stringMatching(/^email_submissions: merged 0 sign-up/)])
      expect(await rows(db)).toHaveLength(1)
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    'leaves a store that no longer holds a decomposed address able to refuse one, whoever inserts it',
    async () => {
      await applyMigrations(db, bundledMigrations)
      await expect(
        db.query(INSERT, [DECOMPOSED_ADDRESS, null, new Date(), null, null]),
      ).rejects.toMatchObject({
        code: '23514',
      })
      await db.query(INSERT, [COMPOSED_ADDRESS, null, new Date(), null, null])
      await expect(db.query(INSERT, [COMPOSED_ADDRESS, null, new Date(), null, null])).rejects.toMatchObject({
        code: '23505',
      })
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    "is reported in the embedded store's log when the server opens a store from before it",
    async () => {
      const dataDir = await dirs.make()
      const old = await openEmbeddedDatabase({ dataDir, migrations: beforeMerge })
      await old.db.query(INSERT, [DECOMPOSED_ADDRESS, null, '2026-01-01T00:00:00Z', '2026-01-01', 'script'])
      await old.db.query(INSERT, [COMPOSED_ADDRESS, null, '2026-01-02T00:00:00Z', '2026-01-01', 'script'])
      await old.close()

      const store = createEmbeddedStore({
        dataDir,
        migrations: bundledMigrations,
        log: (line) => logged.push(line),
      })
      try {
        await store.warm()
        expect(logged).toEqual([
          expect.stringContaining(`migration ${MERGE_MIGRATION}: email_submissions: merged 1 sign-up`),
        ])
        expect((await store.list()).map((row) => row.email)).toEqual([COMPOSED_ADDRESS])
      } finally {
        await store.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )
})
