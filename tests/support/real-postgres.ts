// A real PostgreSQL server for one test file: Debian's binaries, a fresh cluster in a temporary
// folder owned by the postgres user (the server refuses to run as root), listening on a free
// loopback port and on a socket in that folder, trusted for local connections only.
import { execFile } from 'node:child_process'
import { chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import type { SqlDatabase, SqlRunner } from './postgrest-service-role'
import { freePort } from './server'

const run = promisify(execFile)
const PG_ROOT = '/usr/lib/postgresql'
const SERVER_USER = 'postgres'

export type RealPostgres = { sql: postgres.Sql; port: number; stop(): Promise<void> }

/** The newest installed server's bin folder, or an error that says how to install one. */
export async function postgresBinDir(): Promise<string> {
  const versions = existsSync(PG_ROOT) ? (await readdir(PG_ROOT)).filter((name) => /^\d+$/.test(name)) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  const bin = newest && join(PG_ROOT, newest, 'bin')
  if (!bin || !existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_ctl'))) {
    throw new Error(
      `No PostgreSQL server binaries under ${PG_ROOT}/<version>/bin: install Debian's postgresql package (apt-get install postgresql; .ci/run does).`,
    )
  }
  return bin
}

async function asServerUser(command: string, args: string[]): Promise<void> {
  await run('runuser', ['-u', SERVER_USER, '--', command, ...args], { timeout: 120_000 })
}

export async function startRealPostgres(): Promise<RealPostgres> {
  const bin = await postgresBinDir()
  const { stdout } = await run('id', ['-u', SERVER_USER])
  const { stdout: gid } = await run('id', ['-g', SERVER_USER])
  const root = await mkdtemp(join(tmpdir(), 'culture-coded-pg-'))
  const dataDir = join(root, 'data')
  const socketDir = join(root, 'socket')
  await mkdir(socketDir)
  for (const path of [root, socketDir]) await chown(path, Number(stdout), Number(gid))
  const port = await freePort()
  // UTF8 whatever the machine's locale, as on Supabase: Unicode normalisation needs it.
  await asServerUser(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '--auth=trust',
    '-U',
    SERVER_USER,
    '--no-sync',
    '--encoding=UTF8',
  ])
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`
  await asServerUser(join(bin, 'pg_ctl'), [
    'start',
    '-w',
    '-D',
    dataDir,
    '-l',
    join(root, 'server.log'),
    '-o',
    options,
  ])
  const sql = postgres({
    path: join(socketDir, `.s.PGSQL.${port}`),
    username: SERVER_USER,
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  })
  return {
    sql,
    port,
    async stop() {
      await sql.end({ timeout: 5 }).catch(() => {})
      await asServerUser(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate']).catch(() => {})
      await rm(root, { recursive: true, force: true })
    },
  }
}

/**
 * What a new Supabase project has before any migration: its API roles, and default privileges
 * that grant every new table in public to them (which 0001 takes back).
 */
export const SUPABASE_ROLES_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`

/**
 * A server set up as a Supabase project with every migration applied, and `setUp` run on it; a
 * server whose setting up fails is stopped before the error goes on.
 */
export async function startMigratedPostgres(
  migrations: { sql: string }[],
  setUp: (sql: postgres.Sql) => Promise<unknown> = async () => {},
): Promise<RealPostgres> {
  const server = await startRealPostgres()
  try {
    await server.sql.unsafe(SUPABASE_ROLES_SQL)
    for (const migration of migrations) await server.sql.unsafe(migration.sql)
    await setUp(server.sql)
    return server
  } catch (error) {
    await server.stop()
    throw error
  }
}

/**
 * The server's client in the shape the contract double asks of PGlite. Parameters go through
 * postgres.js's own conversions by the type the server infers (a string 'true' for a boolean reads
 * as false there), so a call that sends JSON's own types, as supabase-js's do, behaves alike.
 */
export function asSqlDatabase(sql: postgres.Sql): SqlDatabase {
  const runner = (client: postgres.Sql | postgres.TransactionSql): SqlRunner => ({
    query: async <T>(text: string, params: unknown[] = []) => ({
      rows: (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    }),
    exec: (text) => client.unsafe(text),
  })
  return {
    ...runner(sql),
    transaction: <T>(run: (tx: SqlRunner) => Promise<T>) => sql.begin((tx) => run(runner(tx))) as Promise<T>,
  }
}
