// While the site runs, what an operator (or anyone with the server's user) does on the data
// folder's socket cannot change, block or read through the site's own database session: the
// socket answers the CLI's fixed calls with bound parameters and speaks no Postgres.
import { execFile } from 'node:child_process'
import { readdir, readFile, symlink } from 'node:fs/promises'
import { createConnection, createServer, type Socket } from 'node:net'
import { dirname, join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_OPERATOR_CLIENTS, operatorSocketPath } from '../../db/store/operatorSocket.server'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { postgresBinDir } from '../support/real-postgres'
import { assertBuilt, killAllServers, startServer, type RunningServer } from '../support/server'
import { callSignup } from '../support/signup-http'
import { runSignups } from '../support/signups-cli'
import { linkIn } from '../support/smtp-sink'
import { readStoredSignups, storeSignups } from '../support/stored-signups'

const dirs = dataDirs()

beforeAll(() => assertBuilt())
afterEach(async () => {
  await killAllServers()
  await dirs.removeAll()
})

const KEPT = ['keep-1@example.com', 'keep-2@example.com']

// Addresses an attacker could have stored (each fits the table's checks), and that the CLI must
// give back and erase exactly.
const STORED_HOSTILE = [
  "o'neil@example.com",
  "x'or'1'='1@example.com",
  '100%@example.com',
  'under_score@example.com',
  '=1+1@example.com',
  '{call=erase}@example.com',
  '$1@example.com',
  'a|delete-from-email_submissions@example.com',
  '\u202eevil@example.com',
]

// Addresses given to `delete` that match nothing stored: quoting, wildcards, the socket's own
// line format, and a parameter placeholder. Each must erase nothing.
const UNSTORED_PROBES = [
  "\\' or 1=1 --",
  "' or '1'='1",
  "' or 1=1; delete from email_submissions; --",
  "keep-1@example.com' --",
  "' union select email from email_submissions --",
  '%',
  '_',
  '*',
  '$1',
  '\\',
  '"}\n{"call":"erase","email":"keep-1@example.com"}',
  'keep-1@example.com\u200b',
  'x'.repeat(5000),
]

const POSTGRES_SOCKET_NAME = '.s.PGSQL.5432'

/** psql on a socket folder, each statement its own -c, as an operator would type them. */
async function psql(host: string, statements: string[]): Promise<{ code: number; stderr: string }> {
  const bin = await postgresBinDir()
  return new Promise((resolve) => {
    execFile(
      join(bin, 'psql'),
      [
        '-h',
        host,
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-w',
        ...statements.flatMap((sql) => ['-c', sql]),
      ],
      { timeout: 30_000, env: { PATH: process.env.PATH ?? '' } },
      (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
    )
  })
}

const signups = (dataDir: string, ...args: string[]) => runSignups(args, { DATA_DIR: dataDir })

async function signUp(server: RunningServer, email: string): Promise<string> {
  const { result } = await callSignup(server.origin, { email, festival: '', website: '' })
  return result?.ok ? 'ok' : (result?.code ?? 'no result')
}

function openRaw(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** `count` connections opened one after another and held, idle, until `release`. */
async function holdOpen(path: string, count: number): Promise<{ release(): void }> {
  const held: Socket[] = []
  for (let i = 0; i < count; i += 1) held.push(await openRaw(path))
  return { release: () => held.forEach((socket) => socket.destroy()) }
}

/** Every command that reaches the store, as an operator types it. */
const EVERY_COMMAND = [
  ['count'],
  ['export', '--format', 'csv'],
  ['delete', 'other@example.com'],
  ['report'],
  ['purge-pending', '--older-than', '30d'],
  ['resend-pending'],
]

/** Everything the socket says until it closes the connection. */
function answerUntilClosed(socket: Socket, line: string): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.once('close', () => resolve(text))
    socket.write(line)
  })
}

describe('the operator socket while the site runs', { timeout: 240_000 }, () => {
  it('refuses a second client that would turn off standard_conforming_strings, make the session read-only or open a transaction; sign-ups go on and delete "\\\' or 1=1 --" erases nothing', async () => {
    const dataDir = await dirs.migrated()
    await storeSignups(
      dataDir,
      KEPT.map((email) => ({ email, suggestedFestival: null })),
    )
    const server = await startServer({ dataDir })
    const path = operatorSocketPath(dataDir)

    // psql as an operator would point it: at the data folder, and at the socket itself.
    const postgresSocket = join(await dirs.make(), POSTGRES_SOCKET_NAME)
    await symlink(path, postgresSocket)
    for (const host of [dataDir, dirname(postgresSocket)]) {
      const run = await psql(host, [
        'set standard_conforming_strings = off',
        'set default_transaction_read_only = on',
        'begin',
      ])
      expect(run.code, host).not.toBe(0)
    }

    // A client on the socket may ask only the fixed calls; anything else ends its connection.
    const stranger = await openRaw(path)
    expect(
      JSON.parse(await answerUntilClosed(stranger, '{"call":"sql","text":"begin"}\n')) as unknown,
    ).toMatchObject({ ok: false })

    // A client that connects and then holds its connection open holds nothing the site needs.
    const idle = await openRaw(path)
    try {
      for (let i = 0; i < 5; i += 1) expect(await signUp(server, `live-${i}@example.com`)).toBe('ok')
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200)

      const erased = await signups(dataDir, 'delete', "\\' or 1=1 --")
      expect(erased.code, erased.stderr).toBe(3)
      expect(erased.stderr).toContain('No sign-up with that address in the running server')
      expect(await signups(dataDir, 'count')).toMatchObject({ code: 0, stdout: '7\n' })
      expect(await signUp(server, 'after-delete@example.com')).toBe('ok')
    } finally {
      idle.destroy()
    }

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect(server.errors()).toBe('')
    expect((await readStoredSignups(dataDir)).map((row) => row.email).sort()).toEqual(
      [
        ...KEPT,
        ...Array.from({ length: 5 }, (_, i) => `live-${i}@example.com`),
        'after-delete@example.com',
      ].sort(),
    )
  })

  it('erases, for each hostile address given to delete, only that address', async () => {
    const dataDir = await dirs.migrated()
    await storeSignups(
      dataDir,
      [...KEPT, ...STORED_HOSTILE].map((email) => ({ email, suggestedFestival: null })),
    )
    const server = await startServer({ dataDir })

    for (const probe of UNSTORED_PROBES) {
      const run = await signups(dataDir, 'delete', probe)
      expect(run.code, `${JSON.stringify(probe)}: ${run.stderr}`).toBe(3)
      expect(run.stderr, JSON.stringify(probe)).toContain('No sign-up with that address')
    }
    expect((await signups(dataDir, 'count')).stdout).toBe(`${KEPT.length + STORED_HOSTILE.length}\n`)

    // Each says it erased one; the end checks that only the kept remain.
    for (const email of STORED_HOSTILE) {
      const run = await signups(dataDir, 'delete', email)
      expect(run.stderr, JSON.stringify(email)).toContain('Erased 1 sign-up from the running server')
    }

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect((await readStoredSignups(dataDir)).map((row) => row.email)).toEqual(KEPT)
  })

  it('exports hostile addresses exactly in JSON, and defused in CSV, and refuses a hostile --since', async () => {
    const dataDir = await dirs.migrated()
    // An address can no longer hold a quote (migration 0010), a festival can.
    const quoted = { email: 'quoted@example.com', suggestedFestival: '"quoted", festival' }
    await storeSignups(dataDir, [
      ...STORED_HOSTILE.map((email) => ({ email, suggestedFestival: email })),
      quoted,
    ])
    const server = await startServer({ dataDir })

    const json = await signups(dataDir, 'export', '--format', 'json')
    expect(json.code, json.stderr).toBe(0)
    expect(json.stderr).toContain('the running server')
    const rows = JSON.parse(json.stdout) as Array<{ email: string; suggested_festival: string }>
    expect(rows.map((row) => row.email)).toEqual([...STORED_HOSTILE, quoted.email])
    expect(rows.map((row) => row.suggested_festival)).toEqual([...STORED_HOSTILE, quoted.suggestedFestival])

    const csv = await signups(dataDir, 'export', '--format', 'csv')
    expect(csv.code, csv.stderr).toBe(0)
    expect(csv.stdout).toContain("\r\n'=1+1@example.com,'=1+1@example.com,")
    expect(csv.stdout).toContain('\r\nquoted@example.com,"""quoted"", festival",')

    const report = await signups(dataDir, 'report', '--since', "2026-01-01' or 1=1 --")
    expect(report.code).toBe(2)
    expect(report.stdout).toBe('')

    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect(await readStoredSignups(dataDir)).toHaveLength(STORED_HOSTILE.length + 1)
  })
})

describe('the operator socket with many tools at once', { timeout: 240_000 }, () => {
  it('answers count, export and delete truthfully with more connections held open than the old limit of 4', async () => {
    const dataDir = await dirs.migrated()
    await storeSignups(
      dataDir,
      [...KEPT, 'other@example.com'].map((email) => ({ email, suggestedFestival: null })),
    )
    const server = await startServer({ dataDir })
    const held = await holdOpen(operatorSocketPath(dataDir), 6)
    try {
      expect(await signups(dataDir, 'count')).toEqual({ code: 0, stdout: '3\n', stderr: '' })

      const exported = await signups(dataDir, 'export', '--format', 'json')
      expect(exported.code, exported.stderr).toBe(0)
      expect((JSON.parse(exported.stdout) as Array<{ email: string }>).map((row) => row.email)).toEqual([
        ...KEPT,
        'other@example.com',
      ])

      expect(await signups(dataDir, 'delete', 'other@example.com')).toEqual({
        code: 0,
        stdout: '',
        stderr: `Erased 1 sign-up from the running server (${operatorSocketPath(dataDir)}).\n`,
      })
      const again = await signups(dataDir, 'delete', 'other@example.com')
      expect(again).toMatchObject({ code: 3, stdout: '' })
      expect(again.stderr).toMatch(
        /^No sign-up with that address in the running server .*: erased 0, nothing to erase\.\n$/,
      )
      expect(again.stderr).not.toContain('other@')
      expect(await signups(dataDir, 'count')).toMatchObject({ code: 0, stdout: '2\n' })
    } finally {
      held.release()
    }
    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect((await readStoredSignups(dataDir)).map((row) => row.email)).toEqual(KEPT)
  })

  it('says it is busy, in one line with exit 1 and nothing on stdout, for every command beyond its bound, and has done nothing', async () => {
    const dataDir = await dirs.migrated()
    await storeSignups(
      dataDir,
      [...KEPT, 'other@example.com'].map((email) => ({ email, suggestedFestival: null })),
    )
    const server = await startServer({ dataDir })
    const held = await holdOpen(operatorSocketPath(dataDir), MAX_OPERATOR_CLIENTS)
    try {
      // Side by side, so all are refused well within the held connections' idle minute.
      const runs = await Promise.all(EVERY_COMMAND.map((command) => signups(dataDir, ...command)))
      for (const [index, run] of runs.entries()) {
        const command = EVERY_COMMAND[index]!
        expect(run, command.join(' ')).toMatchObject({ code: 1, stdout: '' })
        expect(run.stderr.trimEnd().split('\n'), command.join(' ')).toEqual([
          expect.stringMatching(
            /^The running server \(.*\) is busy: \d+ operator connections are open; nothing was done, try again when they finish\.$/,
          ),
        ])
      }
    } finally {
      held.release()
    }
    // Once the held connections are let go, the tools are served again; the refused delete did nothing.
    await expect.poll(async () => (await signups(dataDir, 'count')).stdout, { timeout: 30_000 }).toBe('3\n')
    expect(await server.stop()).toEqual({ code: 0, signal: null })
  })
})

describe('resend-pending while the site runs', { timeout: 240_000 }, () => {
  it("links to the running server's PUBLIC_URL when the shell sets neither PUBLIC_URL nor PORT", async () => {
    const dataDir = await dirs.migrated()
    const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    await database.db.query(
      'insert into email_submissions (email, suggested_festival, consented_at, confirmed_at) values ($1, null, now(), null)',
      ['pending@example.com'],
    )
    await database.close()
    const server = await startServer({ dataDir, env: { PUBLIC_URL: 'https://culturecoded.example.org' } })

    const run = await signups(dataDir, 'resend-pending')
    expect(run, run.stderr).toMatchObject({ code: 0, stdout: '' })
    const [file] = await readdir(join(dataDir, 'outbox'))
    const mail = await simpleParser(await readFile(join(dataDir, 'outbox', file!)))
    expect(linkIn(mail, '/signup/confirm')).toMatch(
      /^https:\/\/culturecoded\.example\.org\/signup\/confirm\?/,
    )
    expect(mail.text).not.toContain('localhost')
    expect(run.stderr).toMatch(/Sent 1 confirmation mail through the outbox /)
    expect(await server.stop()).toEqual({ code: 0, signal: null })
  })
})

describe('a socket that closes without answering', () => {
  it('makes every command exit 1 with one line and nothing on stdout, never 0 with nothing done', async () => {
    const dataDir = await dirs.migrated()
    // What the old server did beyond 4 clients: accept, then close at once.
    const closing = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => closing.listen(operatorSocketPath(dataDir), resolve))
    try {
      const runs = await Promise.all(EVERY_COMMAND.map((command) => signups(dataDir, ...command)))
      for (const [index, run] of runs.entries()) {
        const command = EVERY_COMMAND[index]!
        expect(run, command.join(' ')).toMatchObject({ code: 1, stdout: '' })
        expect(run.stderr.trimEnd().split('\n'), command.join(' ')).toEqual([
          expect.stringMatching(/^The running server \(.*\) (closed the connection|failed) before answering/),
        ])
      }
    } finally {
      await new Promise((resolve) => closing.close(resolve))
    }
  })
})
