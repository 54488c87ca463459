// `npm run signups`, run as operators run it: plain Node on cli/signups.ts.
import { cp, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { buildMail } from '~/mail/templates'
import { createOutboxTransport } from '~/mail/transport.server'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { toCsv } from '../../cli/export-formats'
import { dataDirs } from '../support/embedded-db'
import { runSignups as signups } from '../support/signups-cli'
import { requireRoot, tmpfsMounts } from '../support/tmpfs'

const dirs = dataDirs()
const tmpfs = tmpfsMounts()

async function databaseWith(rows: Array<[string, string | null]>): Promise<string> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  for (const [email, festival] of rows) {
    await database.db.query('insert into email_submissions (email, suggested_festival) values ($1, $2)', [
      email,
      festival,
    ])
  }
  await database.close()
  return dataDir
}

afterEach(() => dirs.removeAll())
afterAll(() => tmpfs.unmountAll())

const STACK_LINE = /^\s+at /m

describe('npm run signups', { timeout: 90_000 }, () => {
  it('count prints how many people signed up, and nothing else, on stdout', async () => {
    const dataDir = await databaseWith([
      ['ana@example.com', 'Outside Lands'],
      ['bob@example.com', null],
      ['cy@example.com', null],
    ])
    expect(await signups(['count'], { DATA_DIR: dataDir })).toEqual({ code: 0, stdout: '3\n', stderr: '' })
  })

  it('export --format csv writes the data to stdout and the summary to stderr', async () => {
    const dataDir = await databaseWith([
      ['ana@example.com', 'Outside Lands, SF'],
      ['bob@example.com', null],
    ])
    const run = await signups(['export', '--format', 'csv'], { DATA_DIR: dataDir })
    expect(run.code).toBe(0)
    const lines = run.stdout.trimEnd().split('\r\n')
    expect(lines[0]).toBe('email,suggested_festival,created_at')
    expect(lines[1]).toMatch(/^ana@example\.com,"Outside Lands, SF",\d{4}-\d\d-\d\dT[\d:.]+Z$/)
    expect(lines[2]).toMatch(/^bob@example\.com,,\d{4}-/)
    expect(run.stderr).toMatch(/Exported 2 sign-ups/)
  })

  it('export --format json writes every sign-up, oldest first', async () => {
    const dataDir = await databaseWith([
      ['ana@example.com', 'Coachella'],
      ['bob@example.com', null],
    ])
    const run = await signups(['export', '--format', 'json'], { DATA_DIR: dataDir })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual([
      { email: 'ana@example.com', suggested_festival: 'Coachella', created_at: expect.any(String) },
      { email: 'bob@example.com', suggested_festival: null, created_at: expect.any(String) },
    ])
  })

  it('refuses to open the database while the server has it open, instead of corrupting it', async () => {
    const dataDir = await databaseWith([['ana@example.com', null]])
    const server = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    try {
      const run = await signups(['count'], { DATA_DIR: dataDir })
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain(`in use by process ${process.pid}`)
    } finally {
      await server.close()
    }
  })

  it('delete erases one person and their outbox mails, says so without their address, and erasing again changes nothing and exits 3', async () => {
    const dataDir = await databaseWith([
      ['ana@example.com', null],
      ['bob@example.com', null],
    ])
    const outbox = createOutboxTransport(dataDir, 'no-reply@example.com', () => {})
    const links = {
      action: 'https://x/a',
      unsubscribe: 'https://x/u',
      manage: 'https://x/m',
      unsubscribeMailto: 'p@x',
    }
    for (const to of ['ana@example.com', 'ana@example.com', 'bob@example.com'])
      expect(await outbox.send(buildMail('confirmation', to, links))).toEqual({ ok: true })
    const first = await signups(['delete', ' Ana@Example.com '], { DATA_DIR: dataDir })
    expect(first).toMatchObject({ code: 0, stdout: '' })
    expect(first.stderr).toMatch(/^Erased 1 sign-up from /)
    expect(await readdir(join(dataDir, 'outbox'))).toHaveLength(1)
    const again = await signups(['delete', 'ana@example.com'], { DATA_DIR: dataDir })
    expect(again).toMatchObject({ code: 3, stdout: '' })
    expect(again.stderr).toMatch(/^No sign-up with that address .*: erased 0, nothing to erase\.\n$/)
    expect(`${first.stderr}${again.stderr}`).not.toMatch(/ana/i)
    expect(await signups(['count'], { DATA_DIR: dataDir })).toMatchObject({ code: 0, stdout: '1\n' })
  })

  it('says where it looked when there is no database there', async () => {
    const run = await signups(['count'], { DATA_DIR: await dirs.make() })
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toMatch(/No embedded sign-up database in .*set DATA_DIR/)
  })

  it("points to Supabase and names SUPABASE_SERVICE_ROLE_KEY when only the server's variables are set", async () => {
    const run = await signups(['count'], {
      SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789',
    })
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toMatch(
      /stored in Supabase \(abcdefghijklmnop\.supabase\.co\) and SUPABASE_SERVICE_ROLE_KEY is not set/,
    )
    expect(run.stderr).not.toContain('sb_publishable_0123456789')
  })

  it('answers delete --format with a one-line usage error, not a stack trace', async () => {
    const run = await signups(['delete', '--format'], { DATA_DIR: await dirs.make() })
    expect(run).toMatchObject({ code: 2, stdout: '' })
    expect(run.stderr.split('\n')[0]).toBe("Option '--format <value>' argument missing")
    expect(run.stderr).toContain('Usage:')
    expect(run.stderr).not.toMatch(STACK_LINE)
  })

  it('says in one line, without a stack trace, that a read-only copy of the data folder must be made writable', async () => {
    requireRoot('mount a read-only copy of the data folder')
    const mountPoint = await tmpfs.mount(64)
    const dataDir = join(mountPoint, 'data')
    await cp(await databaseWith([['ana@example.com', null]]), dataDir, { recursive: true })
    tmpfs.remount(mountPoint, 'ro')
    const run = await signups(['count'], { DATA_DIR: dataDir })
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^Could not read the sign-ups: EROFS: .* copy it somewhere writable/),
    ])
  })

  it.each([[['export']], [['export', '--format', 'xml']], [['delete']], [['report', '--by', 'team']], [[]]])(
    'prints the usage and exits 2 for %j',
    async (args) => {
      const run = await signups(args, { DATA_DIR: await dirs.make() })
      expect(run).toMatchObject({ code: 2, stdout: '' })
      expect(run.stderr).toContain('Usage:')
    },
  )

  it('prints the usage alone and exits 0 for --help', async () => {
    const run = await signups(['--help'], { DATA_DIR: await dirs.make() })
    expect(run).toMatchObject({ code: 0, stdout: '' })
    expect(run.stderr.startsWith('Usage:')).toBe(true)
  })
})

describe('the CSV export', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = toCsv([
      {
        email: '=cmd@example.com',
        suggested_festival: '=HYPERLINK("http://evil.example")',
        created_at: new Date(0),
      },
      { email: '+1@example.com', suggested_festival: '@SUM(A1)', created_at: new Date(0) },
    ])
    expect(csv.split('\r\n')).toEqual([
      'email,suggested_festival,created_at',
      `'=cmd@example.com,"'=HYPERLINK(""http://evil.example"")",1970-01-01T00:00:00.000Z`,
      "'+1@example.com,'@SUM(A1),1970-01-01T00:00:00.000Z",
      '',
    ])
  })
})
