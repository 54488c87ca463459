// The embedded database: PGlite, file-backed under DATA_DIR. Shared by the server's store and
// the operators' `npm run signups` (plain Node), hence explicit .ts imports and no Vite-only
// features here; the caller passes the migrations in.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './dataDirLock.server.ts'

export type Migration = { name: string; sql: string }

export type EmbeddedDatabase = { db: PGlite; dataDir: string; close(): Promise<void> }

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
}: {
  dataDir: string
  migrations: readonly Migration[]
}): Promise<EmbeddedDatabase> {
  const folder = resolve(dataDir)
  await mkdir(folder, { recursive: true })
  const unlock = lockDataDir(folder)
  let db: PGlite | undefined
  try {
    db = await PGlite.create(folder)
    await applyMigrations(db, migrations)
  } catch (error) {
    await db?.close().catch(() => {})
    unlock()
    throw error
  }
  const opened = db
  let closing: Promise<void> | undefined
  return {
    db: opened,
    dataDir: folder,
    close() {
      closing ??= (opened.closed ? Promise.resolve() : opened.close()).finally(unlock)
      return closing
    },
  }
}

export async function countSignups(db: PGlite): Promise<number> {
  const result = await db.query<{ count: number }>('select count(*)::int as count from email_submissions')
  return result.rows[0]?.count ?? 0
}

export async function listSignups(db: PGlite): Promise<SignupRow[]> {
  const result = await db.query<SignupRow>(
    'select email, suggested_festival, created_at from email_submissions order by created_at, id',
  )
  return result.rows
}
