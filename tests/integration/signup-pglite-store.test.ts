// The embedded store against real PGlite, file-backed in a temporary folder per test.
import { existsSync } from 'node:fs'
import { mkdir, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCK_FILE_NAME } from '../../db/store/dataDirLock.server'
import { WRITE_PROBE_FILE } from '../../db/store/durability.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import type { InsertOutcome } from '../../db/store/store.server'
import { createEmbeddedStore, type EmbeddedStore } from '../../db/store/pgliteStore.server'
import { checkSignup } from '~/signup/schema'
import { dataDirs } from '../support/embedded-db'

// Each test copies the run's migrated template (tests/support/migrated-template.setup.ts) and
// opens PGlite on it, which takes seconds on a busy machine, hence the generous timeouts below.
const dirs = dataDirs()
const opened: EmbeddedStore[] = []
let logged: string[] = []

function storeIn(dataDir: string): EmbeddedStore {
  const store = createEmbeddedStore({
    dataDir,
    migrations: bundledMigrations,
    log: (line) => logged.push(line),
  })
  opened.push(store)
  return store
}

/** What the server does with a visitor's input: normalise it with the schema, then store it. */
function submit(store: EmbeddedStore, email: string, festival?: string): Promise<InsertOutcome> {
  const check = checkSignup({ email, festival })
  if (!check.ok) throw new Error(`test input refused: ${check.code}`)
  return store.insert(check.value)
}

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(opened.splice(0).map((store) => store.close()))
  await dirs.removeAll()
  logged = []
})

describe('the embedded store', { timeout: 120_000 }, () => {
  it('stores a sign-up trimmed and lower-cased, with its festival', async () => {
    const store = storeIn(await dirs.migrated())
    expect(await submit(store, ' Ana@Example.COM ', ' Outside Lands ')).toBe('ok')
    expect(await store.list()).toEqual([
      { email: 'ana@example.com', suggested_festival: 'Outside Lands', created_at: expect.any(Date) },
    ])
  })

  it('treats " Ana@Example.COM " as a duplicate of ana@example.com', async () => {
    const store = storeIn(await dirs.migrated())
    expect(await submit(store, 'ana@example.com')).toBe('ok')
    expect(await submit(store, ' Ana@Example.COM ')).toBe('already_signed_up')
    expect(await store.list()).toHaveLength(1)
  })

  it('leaves exactly 80 rows after 100 concurrent submissions of which 20 are duplicates', async () => {
    const store = storeIn(await dirs.migrated())
    const unique = Array.from({ length: 80 }, (_, i) => `fan${i}@example.com`)
    const duplicates = unique
      .slice(0, 20)
      .map((email, i) => (i % 2 === 0 ? ` ${email.toUpperCase()}` : email))
    const results = await Promise.all([...unique, ...duplicates].map((email) => submit(store, email)))
    expect(results.filter((outcome) => outcome === 'ok')).toHaveLength(80)
    expect(results.filter((outcome) => outcome === 'already_signed_up')).toHaveLength(20)
    expect(await store.list()).toHaveLength(80)
  })

  it('keeps the sign-ups across a restart', async () => {
    const dataDir = await dirs.migrated()
    const first = storeIn(dataDir)
    await submit(first, 'ana@example.com', 'Coachella')
    await submit(first, 'bob@example.com')
    await first.close()
    const restarted = storeIn(dataDir)
    expect((await restarted.list()).map((row) => row.email)).toEqual(['ana@example.com', 'bob@example.com'])
    expect(await submit(restarted, 'ana@example.com')).toBe('already_signed_up')
  })

  it('creates a missing data folder and its parents, then opens and migrates it when warmed', async () => {
    const dataDir = join(await dirs.make(), 'not', 'there', 'yet')
    const store = storeIn(dataDir)
    await store.warm()
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(await store.isWritable()).toBe(true)
    expect(await submit(store, 'ana@example.com')).toBe('ok')
  })

  it('holds the folder lock while open and gives it back when closed', async () => {
    const dataDir = await dirs.migrated()
    const store = storeIn(dataDir)
    await store.warm()
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true)
    await store.close()
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false)
  })

  it('refuses to open a folder another store already has open, and says why', async () => {
    const dataDir = await dirs.migrated()
    await storeIn(dataDir).warm()
    const second = storeIn(dataDir)
    expect(await second.insert({ email: 'ana@example.com', suggestedFestival: null })).toBe('unavailable')
    expect(logged.at(-1)).toMatch(/insert failed, attempt 2 of 2: .*already open in this process/)
  })
})

describe('when the embedded store goes down', { timeout: 60_000 }, () => {
  it('logs once while it cannot take a write, however often asked, and once when it can again', async () => {
    const dataDir = await dirs.migrated()
    const store = storeIn(dataDir)
    expect(await store.isWritable()).toBe(true)
    // A folder where the probe's file should be: the probe cannot open it for writing.
    const inTheWay = join(dataDir, WRITE_PROBE_FILE)
    await mkdir(inTheWay)
    expect([await store.isWritable(), await store.isWritable(), await store.isWritable()]).toEqual([
      false,
      false,
      false,
    ])
    expect(logged).toEqual([expect.stringMatching(/cannot take a write: .*EISDIR/)])
    await rmdir(inTheWay)
    expect([await store.isWritable(), await store.isWritable()]).toEqual([true, true])
    expect(logged.slice(1)).toEqual([expect.stringMatching(/takes writes again$/)])
  })

  it('comes back by itself after it was closed', async () => {
    const store = storeIn(await dirs.migrated())
    await submit(store, 'ana@example.com')
    await store.close()
    expect(await submit(store, 'bob@example.com')).toBe('ok')
    expect(await store.list()).toHaveLength(2)
  })

  it('reopens the database and retries once when it fails underneath a sign-up', async () => {
    const store = storeIn(await dirs.migrated())
    await store.warm()
    vi.spyOn(PGlite.prototype, 'query').mockRejectedValueOnce(new Error('PGlite is closed'))
    expect(await submit(store, 'ana@example.com')).toBe('ok')
    expect(await store.list()).toHaveLength(1)
    expect(logged).toEqual([expect.stringMatching(/insert failed, attempt 1 of 2: Error: PGlite is closed/)])
  })

  it('keeps a sign-up that arrives while a failed database is still closing', async () => {
    const store = storeIn(await dirs.migrated())
    await store.warm()
    const realClose = PGlite.prototype.close
    let closingStarted = () => {}
    const closing = new Promise<void>((resolve) => (closingStarted = resolve))
    // The close is held open until the second sign-up has arrived.
    let releaseClose = () => {}
    const closeHeld = new Promise<void>((resolve) => (releaseClose = resolve))
    vi.spyOn(PGlite.prototype, 'close').mockImplementation(async function slowClose(this: PGlite) {
      closingStarted()
      await closeHeld
      return realClose.call(this)
    })
    vi.spyOn(PGlite.prototype, 'query').mockRejectedValueOnce(new Error('PGlite is closed'))
    const first = submit(store, 'ana@example.com')
    await closing
    const second = submit(store, 'bob@example.com')
    releaseClose()
    expect(await Promise.all([first, second])).toEqual(['ok', 'ok'])
    expect(await store.list()).toHaveLength(2)
  })

  it('answers unavailable when the failure persists past the retry, having logged both attempts', async () => {
    const store = storeIn(await dirs.migrated())
    vi.spyOn(PGlite.prototype, 'query').mockRejectedValue(new Error('disk I/O error'))
    expect(await submit(store, 'ana@example.com')).toBe('unavailable')
    expect(logged).toEqual([
      expect.stringMatching(/attempt 1 of 2: Error: disk I\/O error/),
      expect.stringMatching(/attempt 2 of 2: Error: disk I\/O error/),
    ])
    vi.restoreAllMocks()
    expect(await submit(store, 'ana@example.com')).toBe('ok')
  })

  it("answers unavailable, and throws nothing, when the retry finds the first try's row but cannot sync it", async () => {
    const store = storeIn(await dirs.migrated())
    await store.warm()
    const realQuery = PGlite.prototype.query
    let inserts = 0
    vi.spyOn(PGlite.prototype, 'query').mockImplementation(async function (
      this: PGlite,
      ...args: Parameters<PGlite['query']>
    ) {
      if (args[0].includes('insert into email_submissions')) {
        inserts += 1
        const result = await realQuery.apply(this, args)
        if (inserts === 1) throw new Error('PGlite is closed')
        return result
      }
      if (inserts === 2 && args[0].includes('pg_walfile_name')) throw new Error('EIO: i/o error')
      return realQuery.apply(this, args)
    } as PGlite['query'])
    expect(await submit(store, 'ana@example.com')).toBe('unavailable')
    expect(logged).toEqual([
      expect.stringMatching(/attempt 1 of 2: Error: PGlite is closed/),
      expect.stringMatching(/attempt 2 of 2: Error: EIO: i\/o error/),
    ])
    vi.restoreAllMocks()
    expect(await submit(store, 'ana@example.com')).toBe('already_signed_up')
  })

  it('retries a sign-up that failed on a file-system error, whose five-letter code is no SQLSTATE', async () => {
    const store = storeIn(await dirs.migrated())
    await store.warm()
    const readOnly = Object.assign(new Error('EROFS: read-only file system, fsync'), { code: 'EROFS' })
    vi.spyOn(PGlite.prototype, 'query').mockRejectedValueOnce(readOnly)
    const closed = vi.spyOn(PGlite.prototype, 'close')
    expect(await submit(store, 'ana@example.com')).toBe('ok')
    expect(closed).toHaveBeenCalledOnce()
    expect(await store.list()).toHaveLength(1)
    expect(logged).toEqual([expect.stringMatching(/insert failed, attempt 1 of 2: Error: EROFS: read-only/)])
  })

  it('refuses a row that breaks the table rules without retrying, and keeps the address out of the log', async () => {
    const store = storeIn(await dirs.migrated())
    expect(await store.insert({ email: 'Not.Normalised@Example.com', suggestedFestival: null })).toBe(
      'unavailable',
    )
    expect(logged).toEqual([
      expect.stringMatching(/insert refused, not retried: .*\[23514\].*email_submissions_email_normalised/),
    ])
    expect(logged.join('\n')).not.toMatch(/not\.normalised/i)
  })
})
