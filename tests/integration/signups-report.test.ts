// `npm run signups -- report`, and every command against Supabase with the operator's
// service-role key: the same rows give the same report from the embedded database (PGlite) and
// from the PostgREST contract double, which reads past row-level security only with that key.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operatorCallsOver } from '../../db/store/operatorCalls.server'
import { applyMigrations, openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { embeddedSource, type StoredSignup } from '../../cli/sources'
import { createSupabaseSource } from '../../cli/supabase-source'
import { dataDirs } from '../support/embedded-db'
import { fakeSupabase, type FakeSupabase } from '../support/fake-supabase'
import { createPostgrestContractDouble } from '../support/postgrest-contract-double'
import { runSignups, runSignupsOnTerminal } from '../support/signups-cli'
import { linkIn, startSmtpSink } from '../support/smtp-sink'

const SERVICE_ROLE_KEY = 'sb_secret_operator_double_0123456789'
const SUPABASE_PORT = 5107

type Seed = { email: string; festival: string | null; at: string; path?: 'script' | 'no-script' | null }

// Six people over four UTC days; one signed up late on 1 November at UTC-2, which is 2 November.
// Two of them posted the form without JavaScript.
const SEED: Seed[] = [
  { email: 'ana@example.com', festival: 'Coachella 2026', at: '2026-11-01T09:00:00Z', path: 'script' },
  { email: 'bo@example.com', festival: 'coachella', at: '2026-11-01T23:30:00-02:00', path: 'no-script' },
  { email: 'cy@example.com', festival: null, at: '2026-11-02T12:00:00Z', path: 'script' },
  { email: 'di@example.com', festival: 'Sónar', at: '2026-11-04T08:00:00Z', path: 'script' },
  { email: 'ed@example.com', festival: 'Sonar', at: '2026-11-04T09:00:00Z', path: 'no-script' },
  { email: 'fi@example.com', festival: 'COACHELLA', at: '2026-11-04T10:00:00Z', path: 'script' },
]

async function seed(db: PGlite, rows: readonly Seed[]): Promise<void> {
  for (const row of rows) {
    await db.query(
      'insert into email_submissions (email, suggested_festival, created_at, form_path) values ($1, $2, $3, $4)',
      [row.email, row.festival, row.at, row.path ?? null],
    )
  }
}

const dirs = dataDirs()

async function embeddedWith(rows: readonly Seed[], prepare?: (db: PGlite) => Promise<void>): Promise<string> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    await prepare?.(database.db)
    await seed(database.db, rows)
  } finally {
    await database.close()
  }
  return dataDir
}

function withoutGeneratedAt(json: string): unknown {
  const { generatedAt, ...rest } = JSON.parse(json) as { generatedAt: string }
  expect(Date.parse(generatedAt)).not.toBeNaN()
  return rest
}

const EXPECTED_REPORT = {
  since: null,
  dayBoundary: 'UTC',
  total: 6,
  perDay: [
    { day: '2026-11-01', count: 1 },
    { day: '2026-11-02', count: 2 },
    { day: '2026-11-03', count: 0 },
    { day: '2026-11-04', count: 3 },
  ],
  formPaths: { recorded: true, withJavaScript: 4, withoutJavaScript: 2, unknown: 0 },
  // Rows stored without naming confirmed_at are confirmed, as before the double opt-in.
  statuses: { pending: 0, confirmed: 6, withdrawn: 0 },
  festivals: {
    suggestedBy: 5,
    share: 5 / 6,
    ranked: [
      {
        name: 'coachella',
        count: 3,
        spellings: [
          { spelling: 'coachella', count: 1 },
          { spelling: 'COACHELLA', count: 1 },
          { spelling: 'Coachella 2026', count: 1 },
        ],
      },
      {
        name: 'Sónar',
        count: 2,
        spellings: [
          { spelling: 'Sónar', count: 1 },
          { spelling: 'Sonar', count: 1 },
        ],
      },
    ],
  },
}

afterEach(() => dirs.removeAll())

describe('npm run signups -- report, on the embedded database', { timeout: 90_000 }, () => {
  it('prints the total, a chart of UTC days, the form path, and the festivals with their spellings grouped', async () => {
    const run = await runSignups(['report'], { DATA_DIR: await embeddedWith(SEED) })
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout).toBe(
      [
        'Sign-ups, all time: 6',
        'Confirmed: 6, pending: 0, withdrawn: 0',
        '',
        'Per day (UTC days):',
        `2026-11-01 |${'#'.repeat(13)}${' '.repeat(27)}| 1`,
        `2026-11-02 |${'#'.repeat(27)}${' '.repeat(13)}| 2`,
        `2026-11-03 |${' '.repeat(40)}| 0`,
        `2026-11-04 |${'#'.repeat(40)}| 3`,
        '',
        'Without JavaScript: 2 of 6 (33.3%)',
        'Suggested a festival: 5 of 6 (83.3%)',
        '',
        'Festivals, most asked for first (spellings grouped):',
        '1. coachella  3  (also: COACHELLA, Coachella 2026)',
        '2. Sónar      2  (also: Sonar)',
        '',
      ].join('\n'),
    )
  })

  it('--format json gives the same data', async () => {
    const run = await runSignups(['report', '--format', 'json'], { DATA_DIR: await embeddedWith(SEED) })
    expect(run.code).toBe(0)
    expect(withoutGeneratedAt(run.stdout)).toEqual(EXPECTED_REPORT)
  })

  it('--since keeps the sign-ups from the start of that UTC day', async () => {
    const run = await runSignups(['report', '--since', '2026-11-02', '--format', 'json'], {
      DATA_DIR: await embeddedWith(SEED),
    })
    expect(JSON.parse(run.stdout)).toMatchObject({ since: '2026-11-02', total: 5 })
  })

  it('--html writes the one-page report to the file and says so on stderr', async () => {
    const file = join(await dirs.make(), 'report.html')
    const run = await runSignups(['report', '--html', file], { DATA_DIR: await embeddedWith(SEED) })
    expect(run).toMatchObject({ code: 0, stdout: '' })
    expect(run.stderr).toBe(`Wrote the report (6 sign-ups) to ${file}.\n`)
    const html = await readFile(file, 'utf8')
    expect(html).toMatch(/^<!doctype html>/)
    expect(html.match(/<rect /g)).toHaveLength(4)
    expect(html).toContain('<td>Sónar</td>')
    // Without --by edition too: these rows were stored on no edition's page.
    expect(html).toContain('<tr><td>(none recorded)</td><td class="number">6</td>')
  })

  it('--html to a folder that does not exist says the report could not be written there, and exits 1', async () => {
    const file = join(await dirs.make(), 'missing', 'report.html')
    const run = await runSignups(['report', '--html', file], { DATA_DIR: await embeddedWith(SEED) })
    expect(run).toMatchObject({ code: 1, stdout: '' })
    expect(run.stderr).toContain(`Could not write the report to ${file}: ENOENT`)
    expect(run.stderr).not.toContain('Could not read the sign-ups')
    expect(run.stderr).not.toContain(' at ')
  })

  it('counts the sign-ups stored before the form path was recorded apart', async () => {
    // Rows from before migration 0002 have no path.
    const before = SEED.slice(0, 2).map((row) => ({ ...row, path: null }))
    const dataDir = await embeddedWith([], async (db) => {
      await seed(db, before)
      await db.query(
        `insert into email_submissions (email, form_path) values
         ('gus@example.com', 'no-script'), ('hal@example.com', 'script'), ('ida@example.com', 'no-script')`,
      )
    })
    const run = await runSignups(['report', '--format', 'json'], { DATA_DIR: dataDir })
    expect(JSON.parse(run.stdout)).toMatchObject({
      total: 5,
      formPaths: { recorded: true, withJavaScript: 1, withoutJavaScript: 2, unknown: 2 },
    })
  })
})

describe(
  'npm run signups against Supabase, with the service-role key in the shell',
  { timeout: 90_000 },
  () => {
    let db: PGlite
    let supabase: FakeSupabase
    const env = () => ({ SUPABASE_URL: supabase.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY })

    beforeAll(async () => {
      db = await PGlite.create()
      await applyMigrations(db, bundledMigrations)
      supabase = fakeSupabase({ db, port: SUPABASE_PORT, serviceRoleKey: SERVICE_ROLE_KEY })
      await supabase.comeUp()
    }, 120_000)
    afterEach(async () => {
      await db.exec('truncate email_submissions')
    })
    afterAll(async () => {
      await supabase.goDown()
      await db.close()
    })

    it('report gives the same data as the embedded database holding the same rows', async () => {
      await seed(db, SEED)
      const run = await runSignups(['report', '--format', 'json'], env())
      expect(run).toMatchObject({ code: 0, stderr: '' })
      expect(withoutGeneratedAt(run.stdout)).toEqual(EXPECTED_REPORT)
    })

    it('count and export read every row, oldest first', async () => {
      // Stored last, signed up first (an import, say): the export still lists it first.
      const early = { email: 'early@example.com', festival: null, at: '2026-10-31T00:00:00Z' }
      await seed(db, [...SEED, early])
      expect(await runSignups(['count'], env())).toEqual({ code: 0, stdout: '7\n', stderr: '' })
      const run = await runSignups(['export', '--format', 'json'], env())
      expect(run.stderr).toBe(`Exported 7 sign-ups from Supabase (127.0.0.1:${SUPABASE_PORT}).\n`)
      const rows = JSON.parse(run.stdout) as Array<{ email: string; created_at: string }>
      expect(rows.map((row) => row.email)).toEqual([early, ...SEED].map((row) => row.email))
      expect(rows[2]?.created_at).toBe('2026-11-02T01:30:00.000Z')
    })

    it('purge-pending removes only the old sign-ups never confirmed, keeping withdrawals and recent ones', async () => {
      await seed(db, SEED)
      await db.exec(`update email_submissions set confirmed_at = null where email in ('ana@example.com', 'bo@example.com');
        update email_submissions set withdrawn_at = now() where email = 'bo@example.com';
        insert into email_submissions (email, confirmed_at) values ('recent@example.com', null)`)
      const run = await runSignups(['purge-pending', '--older-than', '1d'], env())
      expect(run).toMatchObject({ code: 0, stdout: '' })
      expect(run.stderr).toMatch(
        /^Removed 1 pending sign-up made before .* from Supabase \(127\.0\.0\.1:\d+\)\.\n$/,
      )
      const left = await db.query<{ email: string }>('select email from email_submissions order by id')
      expect(left.rows.map((row) => row.email)).toEqual([
        ...SEED.map((row) => row.email).filter((e) => e !== 'ana@example.com'),
        'recent@example.com',
      ])
    })

    it('resend-pending mails each pending sign-up whose confirmation never went, claiming it as the server does', async () => {
      const secret = 'cli-supabase-secret-0123456789-0123456789'
      await db.query('insert into mail_token_secret (secret) values ($1)', [secret])
      const smtp = await startSmtpSink()
      try {
        await seed(db, SEED.slice(0, 3))
        await db.exec(`update email_submissions set confirmed_at = null;
          update email_submissions set confirmation_mailed_at = now() where email = 'cy@example.com'`)
        const run = await runSignups(['resend-pending'], {
          ...env(),
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://culturecoded.example.com',
          MAIL_TOKEN_SECRET: secret,
        })
        expect(run).toMatchObject({ code: 0, stdout: '' })
        expect(run.stderr).toMatch(/^Sent 2 confirmation mails through SMTP at 127\.0\.0\.1:/)
        expect(smtp.received.map((mail) => linkIn(mail, '/signup/confirm')).length).toBe(2)
        const mailed = await db.query<{ email: string }>(
          'select email from email_submissions where confirmation_mailed_at is not null order by id',
        )
        expect(mailed.rows.map((row) => row.email)).toEqual([
          'ana@example.com',
          'bo@example.com',
          'cy@example.com',
        ])
        const again = await runSignups(['resend-pending'], {
          ...env(),
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://culturecoded.example.com',
          MAIL_TOKEN_SECRET: secret,
        })
        expect(again.stderr).toMatch(/^Sent 0 confirmation mails/)
      } finally {
        await smtp.close()
        await db.exec('delete from mail_token_secret')
      }
    })

    it('delete erases one person by address, says so without the address, and a second delete erases 0 and exits 3', async () => {
      await seed(db, SEED)
      const first = await runSignups(['delete', ' Bo@Example.com '], env())
      expect(first).toEqual({
        code: 0,
        stdout: '',
        stderr: `Erased 1 sign-up from Supabase (127.0.0.1:${SUPABASE_PORT}).\n`,
      })
      const again = await runSignups(['delete', 'bo@example.com'], env())
      expect(again).toMatchObject({ code: 3, stdout: '' })
      expect(again.stderr).toMatch(/No sign-up with that address .*: erased 0, nothing to erase/)
      expect(again.stderr).not.toContain('bo@')
      const left = await db.query<{ email: string }>('select email from email_submissions order by id')
      expect(left.rows.map((row) => row.email)).toEqual(
        SEED.map((row) => row.email).filter((e) => e !== 'bo@example.com'),
      )
    })

    it("names SUPABASE_SERVICE_ROLE_KEY when only the server's variables are set", async () => {
      const run = await runSignups(['count'], {
        SUPABASE_URL: supabase.url,
        SUPABASE_PUBLISHABLE_KEY: supabase.env.SUPABASE_PUBLISHABLE_KEY,
      })
      expect(run).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toMatch(
        /stored in Supabase \(127\.0\.0\.1:5107\) and SUPABASE_SERVICE_ROLE_KEY is not set/,
      )
      expect(run.stderr).not.toContain(supabase.env.SUPABASE_PUBLISHABLE_KEY)
    })

    it('names SUPABASE_URL when only the key is set', async () => {
      const run = await runSignups(['report'], { SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY })
      expect(run).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY is set but SUPABASE_URL is not')
      expect(run.stderr).not.toContain(SERVICE_ROLE_KEY)
    })

    it('refuses the publishable key given as SUPABASE_SERVICE_ROLE_KEY before asking Supabase', async () => {
      const received = supabase.requests.length
      const run = await runSignups(['count'], {
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: supabase.env.SUPABASE_PUBLISHABLE_KEY,
      })
      expect(run).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY holds a publishable (anon) key')
      expect(supabase.requests).toHaveLength(received)
    })

    it('exits 1 saying it could not reach Supabase when nothing answers', async () => {
      await supabase.goDown()
      try {
        const run = await runSignups(['export', '--format', 'csv'], env())
        expect(run).toMatchObject({ code: 1, stdout: '' })
        expect(run.stderr).toMatch(
          /^Could not read the sign-ups in Supabase \(127\.0\.0\.1:5107\): could not reach 127\.0\.0\.1:5107/,
        )
      } finally {
        await supabase.comeUp()
      }
    })

    it('a key Supabase does not know exits 1 with its answer and a hint, never the key', async () => {
      const wrong = 'sb_secret_not_this_project_9876543210'
      const run = await runSignups(['report'], {
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: wrong,
      })
      expect(run).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toMatch(
        /Could not read the sign-ups in Supabase \(127\.0\.0\.1:5107\): HTTP 401: Invalid API key \(check SUPABASE_SERVICE_ROLE_KEY/,
      )
      expect(run.stderr).not.toContain(wrong)
    })
  },
)

const MANY = 25_000

// Pairs of sign-ups share a timestamp, so the order (and the paging) relies on id as well.
async function seedMany(db: PGlite): Promise<void> {
  await db.exec(`insert into email_submissions (email, suggested_festival, created_at)
    select 'p' || g || '@example.com',
           case when g % 3 = 0 then 'Festival ' || (g % 7) end,
           timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '1 minute'
    from generate_series(1, ${MANY}) g`)
}

async function expectedOrder(db: PGlite): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'select email from email_submissions order by created_at, id',
  )
  return rows.rows.map((row) => row.email)
}

async function readPages(
  pages: AsyncIterable<StoredSignup[]>,
): Promise<{ sizes: number[]; emails: string[] }> {
  const sizes: number[] = []
  const emails: string[] = []
  for await (const page of pages) {
    sizes.push(page.length)
    for (const row of page) emails.push(row.email)
  }
  return { sizes, emails }
}

describe(`paging over ${MANY.toLocaleString('en')} sign-ups`, { timeout: 180_000 }, () => {
  let db: PGlite
  let order: string[]

  beforeAll(async () => {
    db = await PGlite.create()
    await applyMigrations(db, bundledMigrations)
    await seedMany(db)
    order = await expectedOrder(db)
  }, 120_000)
  afterAll(() => db.close())

  function supabaseOver(maxRows?: number) {
    const url = 'http://127.0.0.1:5107'
    const double = createPostgrestContractDouble({
      db,
      url,
      publishableKey: 'sb_publishable_unused',
      serviceRoleKey: SERVICE_ROLE_KEY,
      maxRows,
    })
    return {
      double,
      source: createSupabaseSource({ url, serviceRoleKey: SERVICE_ROLE_KEY }, { fetch: double.fetch }),
    }
  }

  it('reads every sign-up from Supabase once, in pages of 1000 keyed on id', async () => {
    const { double, source } = supabaseOver()
    const { sizes, emails } = await readPages(source.pages())
    expect(emails).toEqual(order)
    expect(sizes).toEqual(Array.from({ length: MANY / 1000 }, () => 1000))
    expect(double.requests.every((request) => request.headers.get('apikey') === SERVICE_ROLE_KEY)).toBe(true)
    expect(double.requests.map((request) => request.url.searchParams.get('limit'))).toEqual(
      Array.from({ length: MANY / 1000 + 1 }, () => '1000'),
    )
    expect(double.requests.at(-1)?.url.searchParams.get('id')).toBe(`gt.${MANY}`)
    expect(await source.count()).toBe(MANY)
  })

  it('reads to the end when the project caps each answer below the page size', async () => {
    const { source } = supabaseOver(400)
    const { sizes, emails } = await readPages(source.pages())
    expect(emails).toEqual(order)
    expect(Math.max(...sizes)).toBe(400)
  })

  it('reads every sign-up from the embedded database once, in pages of 1000', async () => {
    const { sizes, emails } = await readPages(embeddedSource(operatorCallsOver(db), 'in memory').pages())
    expect(emails).toEqual(order)
    expect(sizes).toEqual(Array.from({ length: MANY / 1000 }, () => 1000))
  })

  it('skips no one when a sign-up is erased between two pages', async () => {
    const { source } = supabaseOver()
    const emails: string[] = []
    for await (const page of source.pages()) {
      if (emails.length === 0) await db.query("delete from email_submissions where email = 'p1@example.com'")
      emails.push(...page.map((row) => row.email))
    }
    await db.query(
      "insert into email_submissions (id, email, created_at) overriding system value values (1, 'p1@example.com', '2026-01-01')",
    )
    expect(emails).toEqual(order)
  })

  it('reports on them all from Supabase, and prints no progress when stderr is not a terminal', async () => {
    const supabase = fakeSupabase({ db, port: SUPABASE_PORT, serviceRoleKey: SERVICE_ROLE_KEY })
    await supabase.comeUp()
    try {
      const run = await runSignups(['report', '--format', 'json'], {
        SUPABASE_URL: supabase.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      })
      expect(run).toMatchObject({ code: 0, stderr: '' })
      const report = JSON.parse(run.stdout) as {
        total: number
        festivals: { suggestedBy: number; ranked: unknown[] }
      }
      expect(report.total).toBe(MANY)
      expect(report.festivals.suggestedBy).toBe(Math.floor(MANY / 3))
      expect(report.festivals.ranked).toHaveLength(7)
    } finally {
      await supabase.goDown()
    }
  })

  it('shows its progress on stderr when stderr is a terminal, and keeps stdout clean', async () => {
    const supabase = fakeSupabase({ db, port: SUPABASE_PORT, serviceRoleKey: SERVICE_ROLE_KEY })
    await supabase.comeUp()
    try {
      const stdoutFile = join(await dirs.make(), 'report.json')
      const run = await runSignupsOnTerminal(
        ['report', '--format', 'json'],
        { SUPABASE_URL: supabase.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
        stdoutFile,
      )
      expect(run.code).toBe(0)
      expect(run.terminal).toContain('\rRead 11,000 sign-ups...')
      expect(run.terminal).toContain(`\rRead ${MANY.toLocaleString('en')} sign-ups...`)
      expect(run.terminal).not.toContain('Read 10,000')
      expect(JSON.parse(await readFile(stdoutFile, 'utf8'))).toMatchObject({ total: MANY })
    } finally {
      await supabase.goDown()
    }
  })
})
