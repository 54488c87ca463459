// The Supabase store, through real supabase-js, against the PostgREST contract double backed
// by PGlite running the real migration as the anon role.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import type { SignupStore } from '../../db/store/store.server'
import { createSupabaseStore } from '../../db/store/supabaseStore.server'
import {
  createPostgrestContractDouble,
  type PostgrestContractDouble,
} from '../support/postgrest-contract-double'
import { PUBLISHABLE_KEY, SUPABASE_URL } from '../support/supabase-store-double'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
let database: EmbeddedDatabase
let double: PostgrestContractDouble
let logged: string[]

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, 60_000) // initdb: seconds, more on a busy machine

afterAll(async () => {
  await database.close()
  await dirs.removeAll()
})

beforeEach(async () => {
  await database.db.exec('truncate email_submissions restart identity')
  double = createPostgrestContractDouble({
    db: database.db,
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
  })
  logged = []
})

function supabaseStore(options: { key?: string; timeoutMs?: number } = {}): SignupStore {
  return createSupabaseStore({
    url: SUPABASE_URL,
    publishableKey: options.key ?? PUBLISHABLE_KEY,
    timeoutMs: options.timeoutMs ?? 2000,
    fetch: double.fetch,
    log: (line) => logged.push(line),
  })
}

async function storedEmails(): Promise<string[]> {
  const rows = await database.db.query<{ email: string }>('select email from email_submissions order by id')
  return rows.rows.map((row) => row.email)
}

const ANA = { email: 'ana@example.com', suggestedFestival: 'Outside Lands' }

describe('inserting through supabase-js', () => {
  it('stores the sign-up and answers ok on 201', async () => {
    expect(await supabaseStore().insert(ANA)).toBe('ok')
    expect(double.responses.map((response) => response.status)).toEqual([201])
    const rows = await database.db.query('select email, suggested_festival from email_submissions')
    expect(rows.rows).toEqual([{ email: 'ana@example.com', suggested_festival: 'Outside Lands' }])
  })

  it('posts only the two columns to the table, and never asks for the row back', async () => {
    await supabaseStore().insert(ANA)
    const [request] = double.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/rest/v1/email_submissions')
    expect(request?.url.searchParams.has('select')).toBe(false)
    expect(request?.headers.get('prefer') ?? '').not.toContain('return=representation')
    expect(request?.body).toEqual({ email: 'ana@example.com', suggested_festival: 'Outside Lands' })
  })

  it('answers already_signed_up on 409 with code 23505', async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    expect(await store.insert(ANA)).toBe('already_signed_up')
    expect(double.responses.at(-1)).toMatchObject({ status: 409 })
    expect(JSON.parse(double.responses.at(-1)?.body ?? '{}')).toMatchObject({ code: '23505' })
    expect(logged).toEqual([])
  })

  it('answers unavailable on 401 without retrying, and logs what the operator should check', async () => {
    expect(await supabaseStore({ key: 'sb_publishable_wrong' }).insert(ANA)).toBe('unavailable')
    expect(double.requests).toHaveLength(1)
    expect(logged).toEqual([
      expect.stringMatching(/insert failed: HTTP 401: Invalid API key \(check SUPABASE_PUBLISHABLE_KEY/),
    ])
    expect(await storedEmails()).toEqual([])
  })
})

describe('when Supabase has trouble', () => {
  it('retries once after a 5xx and answers ok when the retry succeeds', async () => {
    double.failNext({ kind: 'status', status: 503 })
    expect(await supabaseStore().insert(ANA)).toBe('ok')
    expect(double.responses.map((response) => response.status)).toEqual([503, 201])
    expect(await storedEmails()).toEqual(['ana@example.com'])
  })

  it('answers unavailable when the retry fails too, having logged both failures', async () => {
    double.failNext({ kind: 'status', status: 503 }, { kind: 'status', status: 502 })
    expect(await supabaseStore().insert(ANA)).toBe('unavailable')
    expect(double.requests).toHaveLength(2)
    expect(logged).toEqual([
      expect.stringMatching(/insert failed: HTTP 503/),
      expect.stringMatching(/insert retry failed: HTTP 502/),
    ])
  })

  it('retries once after a network failure', async () => {
    double.failNext({ kind: 'network' })
    expect(await supabaseStore().insert(ANA)).toBe('ok')
    expect(double.requests).toHaveLength(2)
    expect(await storedEmails()).toEqual(['ana@example.com'])
  })

  it('gives up on a request that hangs, after the timeout, and retries once', async () => {
    double.failNext({ kind: 'hang' })
    const startedAt = Date.now()
    expect(await supabaseStore({ timeoutMs: 200 }).insert(ANA)).toBe('ok')
    expect(Date.now() - startedAt).toBeLessThan(5000)
    expect(logged).toEqual([expect.stringMatching(/insert failed: HTTP 0: .*(Timeout|Abort)Error/)])
  })

  it('answers unavailable when every attempt hangs', async () => {
    double.failNext({ kind: 'hang' }, { kind: 'hang' })
    expect(await supabaseStore({ timeoutMs: 100 }).insert(ANA)).toBe('unavailable')
    expect(logged.at(-1)).toMatch(/insert retry failed: HTTP 0/)
    expect(double.requests).toHaveLength(2)
  })

  it('counts a 23505 on the retry as success: the first attempt was stored but its answer was lost', async () => {
    double.failNext({ kind: 'lose-answer' })
    expect(await supabaseStore().insert(ANA)).toBe('ok')
    expect(double.responses.map((response) => response.status)).toEqual([409])
    expect(await storedEmails()).toEqual(['ana@example.com'])
  })
})

describe('the publishable key', () => {
  it('never appears in any answer, error or log line', async () => {
    const store = supabaseStore()
    double.failNext({ kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const answerOrError = (pending: Promise<unknown>) =>
      pending.catch((error: unknown) => (error instanceof Error ? error.stack : String(error)))
    const results = [
      await answerOrError(store.insert(ANA)),
      await answerOrError(store.insert(ANA)),
      await answerOrError(store.insert(ANA)),
      await answerOrError(
        supabaseStore({ key: 'sb_publishable_wrong' }).insert({
          email: 'bob@example.com',
          suggestedFestival: null,
        }),
      ),
      await store.isWritable(),
    ]
    expect(double.requests.length).toBeGreaterThan(4)
    const everythingShown = JSON.stringify({
      results,
      logged,
      responses: double.responses,
      headers: double.responses.map((r) => [...r.headers]),
    })
    expect(everythingShown).not.toContain(PUBLISHABLE_KEY)
  })

  it('is sent to Supabase as the apikey header', async () => {
    await supabaseStore().insert(ANA)
    expect(double.requests[0]?.headers.get('apikey')).toBe(PUBLISHABLE_KEY)
  })
})

describe('isWritable', () => {
  // 0008 makes signups_writable() and 0009 remakes it: a test that drops it runs both again.
  const WRITABLE_MIGRATIONS = bundledMigrations.filter((migration) => /^000[89]_/.test(migration.name))

  it('is true when the key may insert what the site sends, asked with one GET', async () => {
    expect(await supabaseStore().isWritable()).toBe(true)
    expect(double.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /rest/v1/rpc/signups_writable',
    ])
    expect(logged).toEqual([])
  })

  it('is false while the data API fails or hangs, logging each failure once, and true when it answers again', async () => {
    const store = supabaseStore({ timeoutMs: 100 })
    double.failNext({ kind: 'status', status: 503 }, { kind: 'status', status: 503 }, { kind: 'hang' })
    expect([await store.isWritable(), await store.isWritable(), await store.isWritable()]).toEqual([
      false,
      false,
      false,
    ])
    expect(await store.isWritable()).toBe(true)
    expect(double.requests).toHaveLength(4)
    expect(logged).toEqual([
      expect.stringMatching(/cannot take a sign-up: HTTP 503 \[PGRST002\]/),
      expect.stringMatching(/cannot take a sign-up: TimeoutError/),
      expect.stringMatching(/takes sign-ups again$/),
    ])
  })

  it('is false when the key is refused', async () => {
    expect(await supabaseStore({ key: 'sb_publishable_wrong' }).isWritable()).toBe(false)
    expect(logged).toEqual([
      expect.stringMatching(
        /cannot take a sign-up: HTTP 401: Invalid API key \(check SUPABASE_PUBLISHABLE_KEY/,
      ),
    ])
  })

  it('counts as ready on a project without migration 0008, as the API ping did, and says once what it cannot check', async () => {
    expect(WRITABLE_MIGRATIONS).toHaveLength(2)
    const store = supabaseStore()
    await database.db.exec('drop function public.signups_writable()')
    try {
      expect(await store.isWritable()).toBe(true)
      expect(await store.isWritable()).toBe(true)
      expect(logged).toEqual([
        expect.stringMatching(
          /checks only that the data API takes the key until db\/migrations\/0008_signups_writable\.sql is applied/,
        ),
      ])
    } finally {
      for (const migration of WRITABLE_MIGRATIONS) await database.db.exec(migration.sql)
    }
  })

  it('is false while the table is missing, naming the migration that makes it', async () => {
    await database.db.exec('alter table public.email_submissions rename to email_submissions_away')
    try {
      expect(await supabaseStore().isWritable()).toBe(false)
    } finally {
      await database.db.exec('alter table public.email_submissions_away rename to email_submissions')
    }
    expect(logged).toEqual([
      expect.stringMatching(
        /cannot take a sign-up: HTTP 404 \[42P01\]: .*\(is db\/migrations\/0001_email_submissions\.sql applied/,
      ),
    ])
  })

  it('is false while the key may not insert a column the site sends, logging it once, and says when it may again', async () => {
    const store = supabaseStore()
    await database.db.exec('revoke insert (edition) on table public.email_submissions from anon')
    try {
      expect(await store.isWritable()).toBe(false)
      expect(await store.isWritable()).toBe(false)
    } finally {
      await database.db.exec('grant insert (edition) on table public.email_submissions to anon')
    }
    expect(await store.isWritable()).toBe(true)
    expect(logged).toEqual([
      expect.stringMatching(
        /cannot take a sign-up: the database would refuse the key's insert \(a column grant, the insert policy or a read-only database\)$/,
      ),
      expect.stringMatching(/takes sign-ups again$/),
    ])
  })

  it('is false while no insert policy admits the key or the database takes no writes, and says when it may again', async () => {
    const store = supabaseStore()
    const policy = '"anon can add a sign-up" on public.email_submissions'
    await database.db.exec(`drop policy ${policy}`)
    try {
      expect(await store.isWritable()).toBe(false)
    } finally {
      await database.db.exec(`create policy ${policy} for insert to anon with check (true)`)
    }
    expect(await store.isWritable()).toBe(true)
    await database.db.exec('set default_transaction_read_only = on')
    try {
      expect(await store.isWritable()).toBe(false)
    } finally {
      await database.db.exec('reset default_transaction_read_only')
    }
    expect(await store.isWritable()).toBe(true)
    const refused = expect.stringMatching(/cannot take a sign-up: the database would refuse the key's insert/)
    const again = expect.stringMatching(/takes sign-ups again$/)
    expect(logged).toEqual([refused, again, refused, again])
  })

  it('asks about every column the insert sends, so a new column cannot pass unasked', async () => {
    const store = supabaseStore()
    await store.insert({
      ...ANA,
      consent: { noticeVersion: '2026-11-23', formPath: 'script' },
      edition: 'san-francisco-2025',
    })
    const sent = Object.keys(double.requests[0]?.body ?? {})
    expect(sent.length).toBeGreaterThan(1)
    for (const column of sent) {
      await database.db.exec(`revoke insert (${column}) on table public.email_submissions from anon`)
      try {
        expect(await store.isWritable(), column).toBe(false)
      } finally {
        await database.db.exec(`grant insert (${column}) on table public.email_submissions to anon`)
      }
      expect(await store.isWritable(), column).toBe(true)
    }
  })
})
