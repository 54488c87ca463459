// The default store: PGlite, an embedded Postgres under DATA_DIR. The operators' `npm run signups`
// opens it too, under plain Node, hence explicit .ts imports, no Vite-only features, and migrations
// passed in by the caller.
import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { messages, PGlite } from '@electric-sql/pglite'
import { holdsEmbeddedDatabase, lockDataDir } from './dataDirLock.server.ts'
import { operatorCallsOver } from './operatorCalls.server.ts'
import { serveOperatorSocket } from './operatorSocket.server.ts'
import { makeTreePrivate, probeFolderWrite, startWalSync, syncTree } from './durability.server.ts'
import type { DoubleOptInStore, Migration, SignupStore, StoreLog } from './types.ts'
import * as optIn from './doubleOptIn.server.ts'
import { applicationsOver, callOver } from './applications.server.ts'
import { reasonChanged } from '../../lib/reasonChanged.ts'

// The folder's lock and the operator's socket travel with this module, so an edge build that
// swaps it out (embeddedStoreRefused.server.ts) bundles none of Node's file or socket code.
export {
  DataDirInUseError,
  holdsEmbeddedDatabase,
  lockDataDir,
  SharedDataDirError,
} from './dataDirLock.server.ts'
export { operatorSocketPath } from './operatorSocket.server.ts'

export type EmbeddedDatabase = {
  db: PGlite
  dataDir: string
  /** Puts every commit made so far on stable storage. Await it before acknowledging a write. */
  syncWal(): Promise<void>
  close(): Promise<void>
}

// Without -F (fsync off), so Postgres keeps its crash-safe write order, and buffers sized for a small
// machine (docs/decisions/0009-wal-fsync-under-pglite.md, 0028-node-server-memory-flags.md).
const POSTGRES_SETTINGS = {
  synchronous_commit: 'on',
  shared_buffers: '8MB',
  temp_buffers: '1MB',
  work_mem: '1MB',
  maintenance_work_mem: '8MB',
} as const

export const EMBEDDED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...Object.entries(POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
]

export type SignupRow = { email: string; suggested_festival: string | null; created_at: Date }

// What a migration says it did (RAISE in its own code); not Postgres's own "already exists, skipping".
function isMigrationReport(notice: { where: string | undefined }): boolean {
  return notice.where?.endsWith(' at RAISE') ?? false
}

/**
 * Applies, in name order, each migration not yet recorded, each in its own transaction, and logs
 * what each says it did.
 */
export async function applyMigrations(
  db: PGlite,
  migrations: readonly Migration[],
  log: StoreLog = console.error,
): Promise<void> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`)
  const applied = await db.query<{ name: string }>('select name from schema_migrations')
  const done = new Set(applied.rows.map((row) => row.name))
  const pending = [...migrations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .filter((m) => !done.has(m.name))
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql, {
        onNotice: (notice) => {
          if (isMigrationReport(notice)) log(`[signup] migration ${migration.name}: ${notice.message}`)
        },
      })
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name])
    })
  }
}

// Postgres's initdb grows PGlite's WebAssembly memory, which never shrinks: a server that ran it
// would hold that for its whole life (docs/decisions/0044-first-start-initdb-in-a-child-process.md).
// So an empty folder is initialised by a short-lived Node process, and opened here as on a restart.
async function initdbInChildProcess(folder: string): Promise<boolean> {
  let pglite: string
  try {
    pglite = import.meta.resolve('@electric-sql/pglite')
  } catch {
    return false // a runner without import.meta.resolve: initdb runs here instead
  }
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)})
const db = await PGlite.create(${JSON.stringify(folder)}, { startParams: ${JSON.stringify(EMBEDDED_START_PARAMS)} })
await db.close()`
  await new Promise<void>((done, fail) => {
    // Liftoff alone, as the server runs (decision 0028): initdb took 4.6-5.9 s, not 6.1-7.5.
    execFile(
      process.execPath,
      ['--liftoff-only', '--input-type=module', '--eval', script],
      (error, _stdout, stderr) =>
        error
          ? fail(new Error(`initdb in a child process failed: ${stderr.trim() || error.message}`))
          : done(),
    )
  })
  return true
}

// A store made without the site's address (a test's) cannot tell resend-pending where links go.
function noPublicUrl(): string {
  throw new Error("this store was opened without the site's address")
}

/**
 * Creates the folder if needed (PGlite does not create parents), takes the folder's lock,
 * initialises an empty folder in a child process (`initdbApart`, as the server does), opens
 * PGlite and migrates. close() closes PGlite and then releases the lock.
 */
export async function openEmbeddedDatabase({
  dataDir,
  migrations,
  shareLocally = false,
  initdbApart = false,
  publicUrl = noPublicUrl,
  log = console.error,
}: {
  dataDir: string
  migrations: readonly Migration[]
  /** Answer the operator's tools over the data folder's socket (the server does). */
  shareLocally?: boolean
  /** Run a first start's initdb in a child process, so this one never holds its memory (the server does). */
  initdbApart?: boolean
  /** The site's address in the server's mails, which the shared socket tells resend-pending. */
  publicUrl?: () => string
  log?: StoreLog
}): Promise<EmbeddedDatabase> {
  const folder = resolve(dataDir)
  await mkdir(folder, { recursive: true })
  const unlock = lockDataDir(folder)
  let db: PGlite | undefined
  let syncWal: () => Promise<void>
  try {
    if (initdbApart && !holdsEmbeddedDatabase(folder)) await initdbInChildProcess(folder)
    db = await PGlite.create(folder, { startParams: [...EMBEDDED_START_PARAMS] })
    await applyMigrations(db, migrations, log)
    // Owner-only, whoever made the files; what Postgres creates later follows the process umask.
    await makeTreePrivate(folder)
    syncWal = await startWalSync(db, folder)
  } catch (error) {
    await db?.close().catch(() => {})
    unlock()
    throw error
  }
  const opened = db
  // Sharing is a convenience: without it the site still takes sign-ups.
  const socket = shareLocally
    ? await serveOperatorSocket(operatorCallsOver(opened, syncWal), folder, publicUrl).catch(
        (error: unknown) => {
          log(
            `[signup] embedded store (${folder}): cannot share the database with local tools: ${describe(error)}`,
          )
          return null
        },
      )
    : null
  let closing: Promise<void> | undefined
  return {
    db: opened,
    dataDir: folder,
    syncWal,
    close() {
      // The shutdown checkpoint rewrites data files: they are synced before the lock is let go.
      closing ??= (socket ? socket.close().catch(() => {}) : Promise.resolve())
        .then(() => (opened.closed ? undefined : opened.close()))
        .then(() => syncTree(folder))
        .finally(unlock)
      return closing
    },
  }
}

const LIST_SIGNUPS_SQL =
  'select email, suggested_festival, created_at from email_submissions order by created_at, id'

export async function listSignups(db: PGlite): Promise<SignupRow[]> {
  const result = await db.query<SignupRow>(LIST_SIGNUPS_SQL)
  return result.rows
}

export type EmbeddedStoreOptions = {
  dataDir: string
  migrations: readonly Migration[]
  /** The site's address in the server's mails, which the shared socket tells resend-pending. */
  publicUrl?: () => string
  log?: StoreLog
}

export type EmbeddedStore = SignupStore & {
  /** Opens and migrates now, so the first visitor does not wait. Never rejects. */
  warm(): Promise<void>
  /** Every sign-up, oldest first: for tests and tooling, never for visitors. */
  list(): Promise<SignupRow[]>
}

// Pending until the address is confirmed from its mail (migration 0006). An address that withdrew
// is pending again (migration 0010's rejoin_signup); one on the list already returns no row.
const INSERT_SIGNUP = `
  with inserted as (
    insert into email_submissions (email, suggested_festival, notice_version, form_path, edition, confirmed_at)
    values ($1, $2, $3, $4, $5, null)
    on conflict (email) do nothing
    returning email
  )
  select exists (select from inserted) or public.rejoin_signup($1, $2, $3, $4) as stored`
// The sign-up's own insert, planned for no rows: Postgres checks it as it would a sign-up (a
// session left read-only refuses it) and nothing is left behind. See docs/decisions/0031-readiness-probe-writes.md.
const WRITE_PROBE_SQL =
  "insert into email_submissions (email, suggested_festival, notice_version, form_path) select 'probe', null, null, null where false"

/**
 * The SQLSTATE of an error Postgres raised about the statement; reopening would not change it. A
 * file-system error's code (EROFS, EPERM) can look like one, so only PGlite's errors count.
 */
function sqlState(error: unknown): string | null {
  return error instanceof messages.DatabaseError ? (error.code ?? null) : null
}

// Message and SQLSTATE only: Postgres puts row values (email addresses) in `detail`.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = sqlState(error)
  return `${error.name}${code ? ` [${code}]` : ''}: ${error.message}`
}

/**
 * The store over the database. It opens lazily (or when warmed), and if the database fails or
 * was closed underneath it, the next call reopens it, so a store that went down comes back by itself.
 */
export function createEmbeddedStore({
  dataDir,
  migrations,
  publicUrl,
  log = console.error,
}: EmbeddedStoreOptions): EmbeddedStore {
  let opening: Promise<EmbeddedDatabase> | null = null
  // A database being discarded still holds the folder's lock until it has closed, so the next
  // open waits for that: a sign-up arriving meanwhile must not find the folder "in use".
  let closing: Promise<void> = Promise.resolve()
  const isNewProbeAnswer = reasonChanged()

  function open(): Promise<EmbeddedDatabase> {
    if (!opening) {
      const attempt = closing.then(() =>
        openEmbeddedDatabase({ dataDir, migrations, shareLocally: true, initdbApart: true, publicUrl, log }),
      )
      opening = attempt
      attempt.catch(() => {
        if (opening === attempt) opening = null
      })
    }
    return opening
  }

  function discard(attempt: Promise<EmbeddedDatabase>): Promise<void> {
    if (opening === attempt) opening = null
    const closed = attempt.then(
      (database) => database.close().catch(() => {}),
      () => {},
    )
    closing = Promise.all([closing, closed]).then(() => {})
    return closed
  }

  async function withDatabase<T>(work: (database: EmbeddedDatabase) => Promise<T>): Promise<T> {
    const attempt = open()
    try {
      return await work(await attempt)
    } catch (error) {
      if (sqlState(error) === null) await discard(attempt)
      throw error
    }
  }

  // A change is answered only once its commit is on stable storage, as a sign-up is.
  function write<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
    return withDatabase(async ({ db, syncWal }) => {
      const result = await work(db)
      await syncWal()
      return result
    })
  }

  const doubleOptIn: DoubleOptInStore = {
    find: (email) => withDatabase(({ db }) => optIn.findSignup(db, email)),
    claimConfirmationMail: (email, at, minIntervalMs) =>
      write((db) => optIn.claimConfirmationMail(db, email, at, minIntervalMs)),
    releaseConfirmationMail: (email, at) => write((db) => optIn.releaseConfirmationMail(db, email, at)),
    claimLinkMail: (email, at, minIntervalMs) =>
      write((db) => optIn.claimMail(db, email, 'link', at, minIntervalMs)),
    confirm: (email, at) => write((db) => optIn.confirmSignup(db, email, at)),
    withdraw: (email, at) => write((db) => optIn.withdrawSignup(db, email, at)),
    setFestival: (email, festival) => write((db) => optIn.setSuggestedFestival(db, email, festival)),
    erase: (email) => write((db) => optIn.eraseSignupRecord(db, email)),
  }

  const applications = applicationsOver((name, args, writes) =>
    withDatabase(({ db, syncWal }) => callOver(db, syncWal)(name, args, writes)),
  )

  return {
    doubleOptIn,
    applications,
    async insert({ email, suggestedFestival, consent, edition }) {
      const values = [
        email,
        suggestedFestival,
        consent?.noticeVersion ?? null,
        consent?.formPath ?? null,
        edition ?? null,
      ]
      // One retry after reopening. If the first try did store the row before failing, the
      // retry finds it, and that counts as the success it was.
      for (let attempt = 1; ; attempt += 1) {
        try {
          // 'ok' only once the commit is on stable storage.
          const isStored = await withDatabase(async ({ db, syncWal }) => {
            const { rows } = await db.query<{ stored: boolean }>(INSERT_SIGNUP, values)
            await syncWal()
            return rows[0]?.stored === true
          })
          if (isStored || attempt > 1) return 'ok'
          return 'already_signed_up'
        } catch (error) {
          const code = sqlState(error)
          // A statement Postgres refused would be refused again.
          const isRefused = code !== null
          const what = isRefused ? 'refused, not retried' : `failed, attempt ${attempt} of 2`
          log(`[signup] embedded store (${dataDir}): insert ${what}: ${describe(error)}`)
          if (isRefused || attempt === 2) return 'unavailable'
        }
      }
    },

    async isWritable() {
      try {
        await withDatabase(({ db }) => db.query(WRITE_PROBE_SQL))
        // A refused insert needs no disk, and Postgres writes its files lazily: the folder is
        // asked directly, outside withDatabase, since a full disk is no reason to reopen.
        await probeFolderWrite(resolve(dataDir))
        if (isNewProbeAnswer(null)) log(`[signup] embedded store (${dataDir}): takes writes again`)
        return true
      } catch (error) {
        const reason = describe(error)
        if (isNewProbeAnswer(reason))
          log(`[signup] embedded store (${dataDir}): cannot take a write: ${reason}`)
        return false
      }
    },

    async warm() {
      try {
        await open()
      } catch (error) {
        log(
          `[signup] embedded store (${dataDir}): could not open; will retry on the next sign-up: ${describe(error)}`,
        )
      }
    },

    async list() {
      return withDatabase(({ db }) => listSignups(db))
    },

    async close() {
      const attempt = opening
      opening = null
      if (attempt) await discard(attempt)
    },
  }
}
