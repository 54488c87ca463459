// The embedded database: PGlite, file-backed under DATA_DIR. Shared by the server's store and
// the operators' `npm run signups` (plain Node), hence explicit .ts imports and no Vite-only
// features here; the caller passes the migrations in.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './dataDirLock.server.ts'
import { startWalSync, syncTree } from './durability.server.ts'
import { serveLocalSocket, type LocalSocket } from './localSocket.server.ts'

export type Migration = { name: string; sql: string }

export type EmbeddedDatabase = {
  db: PGlite
  dataDir: string
  /** Puts every commit made so far on stable storage. Await it before acknowledging a write. */
  syncWal(): Promise<void>
  close(): Promise<void>
}

// PGlite's defaults minus -F (fsync off), so Postgres keeps its own crash-safe ordering, and
// buffers sized for a table of sign-ups on a small machine rather than Postgres's defaults.
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

/** Applies, in name order, each migration not yet recorded, each in its own transaction. */
export async function applyMigrations(db: PGlite, migrations: readonly Migration[]): Promise<void> {
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
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name])
    })
  }
}

/**
 * Creates the folder if needed (PGlite does not create parents), takes the folder's lock,
 * opens PGlite and migrates. close() closes PGlite and then releases the lock.
 */
export async function openEmbeddedDatabase({
  dataDir,
  migrations,
  shareLocally = false,
  log = console.error,
}: {
  dataDir: string
  migrations: readonly Migration[]
  /** Serve the database to the operator's tools over the data folder's socket (the server does). */
  shareLocally?: boolean
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const folder = resolve(dataDir)
  await mkdir(folder, { recursive: true })
  const unlock = lockDataDir(folder)
  let db: PGlite | undefined
  let syncWal: () => Promise<void>
  try {
    db = await PGlite.create(folder, { startParams: [...EMBEDDED_START_PARAMS] })
    await applyMigrations(db, migrations)
    syncWal = await startWalSync(db, folder)
  } catch (error) {
    await db?.close().catch(() => {})
    unlock()
    throw error
  }
  const opened = db
  // Sharing is a convenience: without it the site still takes sign-ups.
  const socket: LocalSocket | null = shareLocally
    ? await serveLocalSocket(opened, folder).catch((error: unknown) => {
        log(
          `[signup] embedded store (${folder}): cannot share the database with local tools: ${error instanceof Error ? error.message : String(error)}`,
        )
        return null
      })
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

// Shared with the operators' tools, which run them over the socket while the server runs.
export const COUNT_SIGNUPS_SQL = 'select count(*)::int as count from email_submissions'
export const LIST_SIGNUPS_SQL =
  'select email, suggested_festival, created_at from email_submissions order by created_at, id'

export const ERASE_SIGNUP_SQL = 'delete from email_submissions where email = $1'

/** Erases one person's sign-up; how many rows went (0 when there was none: erasing twice is fine). */
export async function eraseSignup(db: PGlite, email: string): Promise<number> {
  const result = await db.query(ERASE_SIGNUP_SQL, [email])
  return result.affectedRows ?? 0
}

export async function countSignups(db: PGlite): Promise<number> {
  const result = await db.query<{ count: number }>(COUNT_SIGNUPS_SQL)
  return result.rows[0]?.count ?? 0
}

export async function listSignups(db: PGlite): Promise<SignupRow[]> {
  const result = await db.query<SignupRow>(LIST_SIGNUPS_SQL)
  return result.rows
}
