// What is in a server's embedded store, read the way `npm run signups` reads it: by opening the
// data folder directly. The folder's lock allows one process at a time, so the server must have
// exited first (stop() or crash()); a server still running makes this throw DataDirInUseError.
import { listSignups, openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'

export type StoredSignup = { email: string; suggestedFestival: string | null }

export async function readStoredSignups(dataDir: string): Promise<StoredSignup[]> {
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    const rows = await listSignups(database.db)
    return rows.map((row) => ({ email: row.email, suggestedFestival: row.suggested_festival }))
  } finally {
    await database.close()
  }
}

export async function storeSignups(dataDir: string, rows: readonly StoredSignup[]): Promise<void> {
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    for (const row of rows) {
      await database.db.query('insert into email_submissions (email, suggested_festival) values ($1, $2)', [
        row.email,
        row.suggestedFestival,
      ])
    }
  } finally {
    await database.close()
  }
}
