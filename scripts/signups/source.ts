// Where `npm run signups` reads from: the running server, over the socket in the data folder
// (the server owns the database and answers between sign-ups), or, with the server stopped,
// the folder itself, opened under its lock as before.
import { existsSync } from 'node:fs'
import postgres from 'postgres'
import {
  COUNT_SIGNUPS_SQL,
  countSignups,
  ERASE_SIGNUP_SQL,
  eraseSignup,
  LIST_SIGNUPS_SQL,
  listSignups,
  openEmbeddedDatabase,
  type SignupRow,
} from '../../app/signup/store/embeddedDb.server.ts'
import { localSocketPath } from '../../app/signup/store/localSocket.server.ts'
import { readMigrations } from '../../db/read-migrations.ts'

export type SignupSource = {
  /** For messages: which server or folder answered. */
  description: string
  count(): Promise<number>
  list(): Promise<SignupRow[]>
  /** How many rows were erased: 0 or 1. */
  erase(email: string): Promise<number>
  close(): Promise<void>
}

const CONNECT_TIMEOUT_S = 5

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ECONNREFUSED' || code === 'ENOENT'
}

/** The live server's database, or null when no server answers on the socket. */
async function connectToServer(dataDir: string): Promise<SignupSource | null> {
  const path = localSocketPath(dataDir)
  if (!existsSync(path)) return null
  const sql = postgres({
    path,
    username: 'postgres',
    database: 'postgres',
    max: 1,
    connect_timeout: CONNECT_TIMEOUT_S,
    fetch_types: false,
    onnotice: () => {},
  })
  try {
    await sql`select 1`
  } catch (error) {
    await sql.end({ timeout: 1 })
    if (isNoServer(error)) return null
    throw error
  }
  return {
    description: `the running server (${path})`,
    async count() {
      const rows = await sql.unsafe<{ count: number }[]>(COUNT_SIGNUPS_SQL)
      return rows[0]?.count ?? 0
    },
    list: () => sql.unsafe<SignupRow[]>(LIST_SIGNUPS_SQL),
    async erase(email) {
      return (await sql.unsafe(ERASE_SIGNUP_SQL, [email])).count
    },
    close: () => sql.end({ timeout: 5 }),
  }
}

export async function openSignupSource(dataDir: string): Promise<SignupSource> {
  const live = await connectToServer(dataDir)
  if (live) return live
  const database = await openEmbeddedDatabase({ dataDir, migrations: readMigrations() })
  return {
    description: database.dataDir,
    count: () => countSignups(database.db),
    list: () => listSignups(database.db),
    erase: (email) => eraseSignup(database.db, email),
    close: () => database.close(),
  }
}
