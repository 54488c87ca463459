// Privacy: each sign-up records when and how consent was given, and the
// public role may add a sign-up and nothing else. Migration 0002 against real PGlite.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  applyMigrations,
  createEmbeddedStore,
  openEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { PRIVACY_NOTICE_VERSION } from '@content/privacy.ts'
import { supabaseStoreOver } from '../support/supabase-store-double'
import { ANON_RULES, REFUSED_INSERTS, classify } from '../support/role-rules'
import { dataDirs } from '../support/embedded-db'

const OPEN_TIMEOUT_MS = 60_000
const dirs = dataDirs()
let database: EmbeddedDatabase

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, OPEN_TIMEOUT_MS)
afterAll(async () => {
  await database.close()
  await dirs.removeAll()
})
beforeEach(() => database.db.exec('truncate email_submissions restart identity'))

type ConsentRow = {
  email: string
  consented_at: Date
  notice_version: string | null
  form_path: string | null
}

async function consentRows(db: PGlite): Promise<ConsentRow[]> {
  const result = await db.query<ConsentRow>(
    'select email, consented_at, notice_version, form_path from email_submissions order by id',
  )
  return result.rows
}

describe('migration 0002: the consent record', () => {
  it(
    'gives sign-ups from before it their sign-up time as consent time, and leaves notice and path unrecorded',
    async () => {
      const db = await PGlite.create()
      try {
        await applyMigrations(
          db,
          bundledMigrations.filter((m) => m.name.startsWith('0001')),
        )
        await db.query(
          "insert into email_submissions (email, created_at) values ('early@example.com', '2026-01-02T03:04:05Z')",
        )
        await applyMigrations(db, bundledMigrations)
        expect(await consentRows(db)).toEqual([
          {
            email: 'early@example.com',
            consented_at: new Date('2026-01-02T03:04:05Z'),
            notice_version: null,
            form_path: null,
          },
        ])
      } finally {
        await db.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it('refuses a form path other than script or no-script', async () => {
    await expect(
      database.db.query("insert into email_submissions (email, form_path) values ('x@example.com', 'email')"),
    ).rejects.toMatchObject({ code: '23514' })
  })

  describe.each(ANON_RULES)('the public role', ({ rule, sql, params, expected }) => {
    it(rule, async () => {
      const answer = await database.db
        .transaction(async (tx) => {
          await tx.exec('set local role anon')
          await tx.query(sql, params ?? [])
        })
        .then(
          () => 'ok',
          (error: unknown) => classify(error),
        )
      expect(answer).toBe(expected)
    })
  })

  describe.each(REFUSED_INSERTS)('the public role', ({ when, setup }) => {
    it(`hears no from signups_writable() when ${when}`, async () => {
      const writable = await database.db.transaction(async (tx) => {
        await tx.exec(setup)
        await tx.exec('set local role anon')
        const answer = await tx.query<{ writable: boolean }>('select public.signups_writable() as writable')
        await tx.rollback()
        return answer.rows[0]?.writable
      })
      expect(writable).toBe(false)
    })
  })
})

describe('the stores record consent', () => {
  it(
    'the embedded store stamps the time and keeps the notice version and the form path',
    async () => {
      const dataDir = await dirs.migrated()
      const store = createEmbeddedStore({ dataDir, migrations: bundledMigrations })
      const before = Date.now()
      try {
        expect(
          await store.insert({
            email: 'ana@example.com',
            suggestedFestival: null,
            consent: { noticeVersion: PRIVACY_NOTICE_VERSION, formPath: 'no-script' },
          }),
        ).toBe('ok')
      } finally {
        await store.close()
      }
      const opened = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
      try {
        const [row] = await consentRows(opened.db)
        expect(row).toMatchObject({ notice_version: PRIVACY_NOTICE_VERSION, form_path: 'no-script' })
        expect(row!.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
      } finally {
        await opened.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it('the Supabase store sends them with the public key, which the migration allows', async () => {
    const store = supabaseStoreOver(database.db)
    expect(
      await store.insert({
        email: 'bo@example.com',
        suggestedFestival: 'Coachella',
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, formPath: 'script' },
      }),
    ).toBe('ok')
    expect(await consentRows(database.db)).toEqual([
      {
        email: 'bo@example.com',
        consented_at: expect.any(Date),
        notice_version: PRIVACY_NOTICE_VERSION,
        form_path: 'script',
      },
    ])
  })
})
