// The default store: the embedded PGlite database. It opens lazily (or when warmed), and if
// the database fails or was closed underneath it, the next call reopens it, so a store that
// went down comes back by itself.
import {
  listSignups,
  openEmbeddedDatabase,
  type EmbeddedDatabase,
  type Migration,
  type SignupRow,
} from './embeddedDb.server.ts'
import type { SignupStore, StoreLog } from './storeTypes.ts'

export type EmbeddedStoreOptions = {
  dataDir: string
  migrations: readonly Migration[]
  log?: StoreLog
}

export type EmbeddedStore = SignupStore & {
  /** Opens and migrates now, so the first visitor does not wait. Never rejects. */
  warm(): Promise<void>
  /** Every sign-up, oldest first: for tests and tooling, never for visitors. */
  list(): Promise<SignupRow[]>
}

const UNIQUE_VIOLATION = '23505'
const INSERT_SIGNUP =
  'insert into email_submissions (email, suggested_festival, notice_version, form_path) values ($1, $2, $3, $4)'

/** The SQLSTATE of an error Postgres raised about the statement; reopening would not change it. */
function sqlState(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return null
  return /^[0-9A-Z]{5}$/.test(error.code) ? error.code : null
}

// Message and SQLSTATE only: Postgres puts row values (email addresses) in `detail`.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = sqlState(error)
  return `${error.name}${code ? ` [${code}]` : ''}: ${error.message}`
}

export function createEmbeddedStore({
  dataDir,
  migrations,
  log = console.error,
}: EmbeddedStoreOptions): EmbeddedStore {
  let opening: Promise<EmbeddedDatabase> | null = null
  // A database being discarded still holds the folder's lock until it has closed, so the next
  // open waits for that: a sign-up arriving meanwhile must not find the folder "in use".
  let closing: Promise<void> = Promise.resolve()

  function open(): Promise<EmbeddedDatabase> {
    if (!opening) {
      const attempt = closing.then(() =>
        openEmbeddedDatabase({ dataDir, migrations, shareLocally: true, log }),
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

  return {
    async insert({ email, suggestedFestival, consent }) {
      const values = [email, suggestedFestival, consent?.noticeVersion ?? null, consent?.formPath ?? null]
      // One retry after reopening. If the first try did store the row before failing, the
      // retry meets the unique constraint, and that counts as the success it was.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          // 'ok' only once the commit is on stable storage.
          await withDatabase(async ({ db, syncWal }) => {
            await db.query(INSERT_SIGNUP, values)
            await syncWal()
          })
          return 'ok'
        } catch (error) {
          const code = sqlState(error)
          if (code === UNIQUE_VIOLATION && attempt === 1) return 'already_signed_up'
          if (code === UNIQUE_VIOLATION) {
            // The first try's row, whose sync may not have happened before it failed.
            const synced = await withDatabase(({ syncWal }) => syncWal()).then(
              () => true,
              () => false,
            )
            return synced ? 'ok' : 'unavailable'
          }
          log(
            `[signup] embedded store (${dataDir}): insert failed, attempt ${attempt} of 2: ${describe(error)}`,
          )
          if (code !== null) return 'unavailable'
        }
      }
      return 'unavailable'
    },

    async ping() {
      try {
        await withDatabase(({ db }) => db.query('select 1'))
        return true
      } catch (error) {
        log(`[signup] embedded store (${dataDir}): ping failed: ${describe(error)}`)
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
