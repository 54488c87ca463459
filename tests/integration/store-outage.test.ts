// While the store is away, a visitor gets 'unavailable' (spec §8's 'Error' toast), /healthz 200
// and /readyz 503; once it returns, sign-ups work without a restart. A folder another process
// holds at start is refused: the server exits 1 rather than serve without its database.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { SIGNUPS_TABLE } from '../../db/store/postgres'
import { SUPABASE_TIMEOUT_MS } from '../../db/store/supabaseStore.server'
import { dataDirs } from '../support/embedded-db'
import { fakeSupabase, type FakeSupabase } from '../support/fake-supabase'
import {
  assertBuilt,
  freePort,
  killAllServers,
  spawnServer,
  startServer,
  type RunningServer,
} from '../support/server'
import { callSignup, postForm } from '../support/signup-http'
import { readStoredSignups } from '../support/stored-signups'

// Where a sign-up inserts on the Supabase data API.
const SIGNUPS_PATH = `/rest/v1/${SIGNUPS_TABLE}`
// How long a call may take to reach a new server on a starved machine.
const STARVED_MS = 30_000

// Spec §8: "Any other submit failure".
const ERROR_TOAST = { title: 'Error', description: 'Failed to submit email. Please try again.' }

const dirs = dataDirs()
// The Supabase double's own database lives for the whole describe, so it is not in `dirs`.
const supabaseDirs = dataDirs()

/** The test's fake Supabase, if it made one, taken down after it whatever happened. */
let supabase: FakeSupabase | undefined

beforeAll(assertBuilt)
afterEach(async () => {
  await killAllServers()
  await supabase?.goDown()
  supabase = undefined
  await dirs.removeAll()
})
afterAll(() => supabaseDirs.removeAll())

async function status(
  origin: string,
  path: string,
  timeoutMs = 2 * SUPABASE_TIMEOUT_MS,
): Promise<{ code: number; body: unknown }> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
  return { code: response.status, body: await response.json() }
}

async function expectReady(origin: string, isReady: boolean): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await status(origin, '/readyz')).toEqual(
        isReady ? { code: 200, body: { status: 'ready' } } : { code: 503, body: { status: 'not ready' } },
      )
    },
    { timeout: 3 * SUPABASE_TIMEOUT_MS, interval: 100 },
  )
}

/** Both callers are told 'unavailable', and the no-JavaScript page shows the 'Error' toast. */
async function expectUnavailable(origin: string, email: string): Promise<void> {
  const { result } = await callSignup(origin, { email, festival: '', website: '' })
  expect(result).toEqual({ ok: false, code: 'unavailable' })
  const { answer, outcome } = await postForm(origin, { email, festival: '', website: '' })
  expect(outcome).toBe('unavailable')
  const page = await (await fetch(`${origin}${answer.headers.get('location')}`)).text()
  expect(page).toContain(`>${ERROR_TOAST.title}<`)
  expect(page).toContain(ERROR_TOAST.description)
}

async function expectSignedUp(origin: string, email: string): Promise<void> {
  const { result } = await callSignup(origin, { email, festival: 'Primavera', website: '' })
  expect(result).toEqual({ ok: true })
}

async function expectStaysUp(server: RunningServer): Promise<void> {
  expect(await status(server.origin, '/healthz')).toEqual({ code: 200, body: { status: 'ok' } })
}

describe('the embedded store', { timeout: 90_000 }, () => {
  it('refuses to start while another process holds its folder, and starts and signs people up once it is let go', async () => {
    const dataDir = await dirs.migrated()
    // Another process holds the folder, as `npm run signups` would while it exports.
    let holder: EmbeddedDatabase | undefined = await openEmbeddedDatabase({
      dataDir,
      migrations: bundledMigrations,
    })
    try {
      const refused = spawnServer({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir })
      expect((await refused.exited).code).toBe(1)
      expect(refused.stderr).toContain(
        `[server] cannot start: ${dataDir} is in use by process ${process.pid}`,
      )

      await holder.close()
      holder = undefined
      const server = await startServer({ dataDir })
      await expectReady(server.origin, true)
      await expectSignedUp(server.origin, 'after-release@example.com')
      expect(await server.stop()).toEqual({ code: 0, signal: null })
    } finally {
      await holder?.close()
    }
    expect(await readStoredSignups(dataDir)).toEqual([
      { email: 'after-release@example.com', suggestedFestival: 'Primavera' },
    ])
  })
})

describe('the Supabase store', { timeout: 90_000 }, () => {
  let database: EmbeddedDatabase
  beforeAll(async () => {
    database = await openEmbeddedDatabase({
      dataDir: await supabaseDirs.migrated(),
      migrations: bundledMigrations,
    })
  }, 60_000)

  afterAll(async () => {
    await database?.close()
  })

  beforeEach(async () => {
    await database.db.exec('truncate email_submissions restart identity')
  })

  async function storedEmails(): Promise<string[]> {
    const rows = await database.db.query<{ email: string }>('select email from email_submissions order by id')
    return rows.rows.map((row) => row.email)
  }

  it('answers unavailable while Supabase is unreachable or failing, stays up, and recovers by itself each time it returns', async () => {
    const fake = (supabase = fakeSupabase({ db: database.db, port: await freePort() }))
    const server = await startServer({ dataDir: await dirs.make(), env: fake.env })
    expect(server.output()).toMatch(/supabase store \(.*\): cannot take a sign-up: TypeError: fetch failed/)
    await expectStaysUp(server)
    await expectReady(server.origin, false)
    await expectUnavailable(server.origin, 'unreachable@example.com')

    await fake.comeUp()
    await expectReady(server.origin, true)
    await expectSignedUp(server.origin, 'first-return@example.com')

    await fake.comeUp('failing')
    await expectReady(server.origin, false)
    await expectUnavailable(server.origin, 'failing@example.com')
    await expectStaysUp(server)

    await fake.goDown()
    await expectUnavailable(server.origin, 'gone-again@example.com')

    await fake.comeUp()
    await expectReady(server.origin, true)
    await expectSignedUp(server.origin, 'second-return@example.com')
    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect(await storedEmails()).toEqual(['first-return@example.com', 'second-return@example.com'])
  })

  it('answers unavailable within its timeout when Supabase hangs, and keeps serving the page meanwhile', async () => {
    const fake = (supabase = fakeSupabase({ db: database.db, port: await freePort() }))
    await fake.comeUp('hanging')
    const server = await startServer({ dataDir: await dirs.make(), env: fake.env })

    const since = fake.requests.length
    const arrived = (path: string) => fake.requests.slice(since).filter((request) => request.path === path)
    const hungSignup = callSignup(server.origin, { email: 'hung@example.com', festival: '', website: '' })
    let isSignupAnswered = false
    const markAnswered = () => (isSignupAnswered = true)
    void hungSignup.then(markAnswered, markAnswered)
    // A busy machine may take many seconds to serve a new server's first calls, so the waits are
    // for arrivals, and the timings are taken from the sign-up's arrival at Supabase.
    const hungReadiness = status(server.origin, '/readyz', STARVED_MS)
    await vi.waitFor(() => expect(arrived(SIGNUPS_PATH)).not.toHaveLength(0), {
      timeout: STARVED_MS,
      interval: 20,
    })
    expect((await fetch(`${server.origin}/`)).status).toBe(200)
    await expectStaysUp(server)
    // The page was answered while the sign-up still waited on Supabase.
    expect(isSignupAnswered).toBe(false)

    expect((await hungSignup).result).toEqual({ ok: false, code: 'unavailable' })
    // One attempt and one retry, each cut off by the timeout.
    const waitedMs = Date.now() - arrived(SIGNUPS_PATH)[0]!.at
    expect(arrived(SIGNUPS_PATH)).toHaveLength(2)
    expect(waitedMs).toBeGreaterThanOrEqual(2 * SUPABASE_TIMEOUT_MS - 500)
    expect(waitedMs).toBeLessThan(2 * SUPABASE_TIMEOUT_MS + 5000)
    expect(await hungReadiness).toEqual({ code: 503, body: { status: 'not ready' } })

    fake.mode = 'up'
    await expectReady(server.origin, true)
    await expectSignedUp(server.origin, 'after-hang@example.com')
    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect(await storedEmails()).toEqual(['after-hang@example.com'])
  })
})
