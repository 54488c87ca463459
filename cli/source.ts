// Where `npm run signups` reads from: the running server, over the socket in the data folder
// (the server owns the database and answers between sign-ups), or, with the server stopped,
// the folder itself, opened under its lock.
import { existsSync } from 'node:fs'
import postgres from 'postgres'
import {
  COUNT_SIGNUPS_SQL,
  countSignups,
  ERASE_SIGNUP_SQL,
  eraseSignup,
  localSocketPath,
  openEmbeddedDatabase,
} from '../app/signup/store/pgliteStore.server.ts'
import { readMigrations } from '../db/read-migrations.ts'
import type { Queryable } from './sources.ts'

/** The embedded database, live or opened; reads beyond a count go through `db` (sources.ts pages them). */
export type EmbeddedConnection = {
  /** For messages: which server or folder answered. */
  description: string
  db: Queryable
  count(): Promise<number>
  /** How many rows were erased: 0 or 1. */
  erase(email: string): Promise<number>
  close(): Promise<void>
}

const CONNECT_TIMEOUT_S = 5

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ECONNREFUSED' || code === 'ENOENT'
}

/** A value as a SQL literal; only the kinds these tools send (ids, page sizes, dates, addresses). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number' && Number.isInteger(value)) return String(value)
  if (value instanceof Date) return `'${value.toISOString()}'`
  // standard_conforming_strings is on (Postgres's default): doubling quotes is the whole escape.
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  throw new TypeError(`no SQL literal for ${typeof value}`)
}

/** `text` with each $n replaced by its value as a literal, for the simple query protocol. */
export function withLiterals(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => sqlLiteral(params[Number(index) - 1]))
}

/** The live server's database, or null when no server answers on the socket. */
async function connectToServer(dataDir: string): Promise<EmbeddedConnection | null> {
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
  // One-message simple queries only: a sign-up can run between a Parse and its Bind on the server's
  // one session (docs/decisions/0011-cli-sql-literals-over-live-socket.md).
  const simple = <T>(text: string, params: readonly unknown[] = []) =>
    sql.unsafe(withLiterals(text, params)).simple() as unknown as Promise<T[] & { count: number }>
  try {
    await simple('select 1')
  } catch (error) {
    await sql.end({ timeout: 1 })
    if (isNoServer(error)) return null
    throw error
  }
  return {
    description: `the running server (${path})`,
    db: {
      query: async <T>(text: string, params: unknown[] = []) => ({ rows: await simple<T>(text, params) }),
    },
    async count() {
      return (await simple<{ count: number }>(COUNT_SIGNUPS_SQL))[0]?.count ?? 0
    },
    async erase(email) {
      return (await simple(ERASE_SIGNUP_SQL, [email])).count
    },
    close: () => sql.end({ timeout: 5 }),
  }
}

export async function openEmbeddedConnection(dataDir: string): Promise<EmbeddedConnection> {
  const live = await connectToServer(dataDir)
  if (live) return live
  const database = await openEmbeddedDatabase({ dataDir, migrations: readMigrations() })
  return {
    description: database.dataDir,
    db: database.db,
    count: () => countSignups(database.db),
    erase: (email) => eraseSignup(database.db, email),
    close: () => database.close(),
  }
}
