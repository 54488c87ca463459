// What the PostgREST contract double stands on in the stores' suites: a copy of the migrated
// PGlite template, or a real PostgreSQL server set up as a Supabase project; each holding the mail
// token secret when one is given, as an operator stores it (docs/deploy.md).
import { bundledMigrations } from '../../db/bundled-migrations'
import { readMigrations } from '../../db/read-migrations'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import type { DataDirs } from './embedded-db'
import type { SqlDatabase } from './postgrest-service-role'
import { asSqlDatabase, startMigratedPostgres } from './real-postgres'

export type DoubleDatabase = { db: SqlDatabase; close(): Promise<void> }

const STORE_SECRET = 'insert into public.mail_token_secret (secret) values ($1)'

export async function pgliteForDouble(dirs: DataDirs, secret?: string): Promise<DoubleDatabase> {
  const database = await openEmbeddedDatabase({
    dataDir: await dirs.migrated(),
    migrations: bundledMigrations,
  })
  if (secret) await database.db.query(STORE_SECRET, [secret])
  return { db: database.db, close: () => database.close() }
}

export async function realPostgresForDouble(secret?: string): Promise<DoubleDatabase> {
  const server = await startMigratedPostgres(readMigrations(), async (sql) => {
    if (secret) await sql.unsafe(STORE_SECRET, [secret])
  })
  return { db: asSqlDatabase(server.sql), close: () => server.stop() }
}
