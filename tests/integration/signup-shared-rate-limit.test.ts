// On the edge the sign-up rate limit holds across instances. The count lives in
// Postgres (migration 0003), reached by the public role only through take_signup_attempt().
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applyMigrations } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import type { SignupStore } from '../../db/store/store.server'
import { supabaseStoreOver } from '../support/supabase-store-double'

const RULE = { limit: 2, windowMs: 60_000 }

let db: PGlite

beforeAll(async () => {
  db = await PGlite.create()
  await applyMigrations(db, bundledMigrations)
}, 60_000)
afterAll(() => db.close())
beforeEach(() => db.exec('truncate signup_attempts'))

async function takeAsAnon(clientKey: string, limit = RULE.limit): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon')
    const result = await tx.query<{ ok: boolean }>('select public.take_signup_attempt($1, $2, $3) as ok', [
      clientKey,
      limit,
      60,
    ])
    return result.rows[0]!.ok
  })
}

/** One edge instance: its own supabase-js client, the same database. */
function instance(log: string[] = [], database = db): SignupStore {
  return supabaseStoreOver(database, (line) => log.push(line))
}

describe('take_signup_attempt on PGlite', () => {
  it('allows the limit within a window and refuses the attempt after it', async () => {
    expect([await takeAsAnon('a'), await takeAsAnon('a'), await takeAsAnon('a')]).toEqual([true, true, false])
  })

  it('counts each client on its own', async () => {
    await takeAsAnon('a')
    await takeAsAnon('a')
    expect(await takeAsAnon('b')).toBe(true)
  })

  it('drops windows older than the previous one as it counts', async () => {
    await db.query(
      "insert into signup_attempts (client_key, window_start, attempts) values ('old', now() - interval '1 hour', 9)",
    )
    await takeAsAnon('a')
    const left = await db.query<{ client_key: string }>('select client_key from signup_attempts')
    expect(left.rows.map((row) => row.client_key)).toEqual(['a'])
  })

  it('refuses a client key it cannot store rather than counting nothing', async () => {
    await expect(takeAsAnon('')).rejects.toMatchObject({ code: '22023' })
  })
})

describe('the Supabase store shares the limit between instances', () => {
  it('refuses a client in one instance once it used the limit in others', async () => {
    const [first, second, third] = [instance(), instance(), instance()]
    expect(await first!.takeAttempt!('203.0.113.9', RULE)).toBe(true)
    expect(await second!.takeAttempt!('203.0.113.9', RULE)).toBe(true)
    expect(await third!.takeAttempt!('203.0.113.9', RULE)).toBe(false)
    expect(await third!.takeAttempt!('198.51.100.1', RULE)).toBe(true)
  })

  it('answers null and says which migration is missing when the function is not there', async () => {
    const bare = await PGlite.create()
    try {
      await applyMigrations(
        bare,
        bundledMigrations.filter((m) => !m.name.startsWith('0003')),
      )
      const log: string[] = []
      expect(await instance(log, bare).takeAttempt!('203.0.113.9', RULE)).toBeNull()
      expect(log.join('\n')).toContain('0003_signup_rate_limit.sql')
      expect(log.join('\n')).not.toContain('203.0.113.9')
    } finally {
      await bare.close()
    }
  }, 60_000)
})
