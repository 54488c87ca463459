// `npm run signups` and the double opt-in: whom export hands over by default, the CSVs Mailchimp
// and Buttondown import (read back with a CSV parser), the report's statuses, purge-pending and
// resend-pending.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { runSignups } from '../support/signups-cli'
import { linkIn, startSmtpSink } from '../support/smtp-sink'
import { DAY_MS } from '../../lib/time'

const dirs = dataDirs()
afterEach(() => dirs.removeAll())

const now = Date.now()

type Seed = {
  email: string
  festival: string | null
  createdDaysAgo: number
  confirmed: boolean
  withdrawn: boolean
}

const SEED: Seed[] = [
  {
    email: 'ana@example.com',
    festival: 'Outside Lands, SF',
    createdDaysAgo: 40,
    confirmed: true,
    withdrawn: false,
  },
  { email: 'bob@example.com', festival: 'Coachella', createdDaysAgo: 35, confirmed: false, withdrawn: false },
  { email: 'cy@example.com', festival: null, createdDaysAgo: 3, confirmed: false, withdrawn: false },
  { email: 'dee@example.com', festival: 'Sónar', createdDaysAgo: 50, confirmed: true, withdrawn: true },
  { email: 'eve@example.com', festival: null, createdDaysAgo: 45, confirmed: false, withdrawn: true },
  { email: 'fay@example.com', festival: '=cmd()', createdDaysAgo: 2, confirmed: true, withdrawn: false },
]

async function seeded(rows: readonly Seed[] = SEED): Promise<string> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  for (const row of rows) {
    const created = new Date(now - row.createdDaysAgo * DAY_MS)
    await database.db.query(
      `insert into email_submissions (email, suggested_festival, created_at, consented_at, confirmed_at, withdrawn_at)
       values ($1, $2, $3, $3, $4, $5)`,
      [row.email, row.festival, created, row.confirmed ? created : null, row.withdrawn ? created : null],
    )
  }
  await database.close()
  return dataDir
}

const records = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]

describe('npm run signups and the double opt-in', { timeout: 120_000 }, () => {
  it('export hands over only confirmed, not withdrawn sign-ups by default', async () => {
    const run = await runSignups(['export', '--format', 'csv'], { DATA_DIR: await seeded() })
    expect(run.code).toBe(0)
    expect(records(run.stdout).map((row) => row.email)).toEqual(['ana@example.com', 'fay@example.com'])
    expect(run.stderr).toMatch(/Exported 2 sign-ups .*Left out 4 pending or withdrawn/)
  })

  it('export --all hands over everyone, each with its status and times', async () => {
    const run = await runSignups(['export', '--format', 'csv', '--all'], { DATA_DIR: await seeded() })
    expect(run.code).toBe(0)
    const rows = records(run.stdout)
    expect(Object.keys(rows[0]!)).toEqual([
      'email',
      'suggested_festival',
      'created_at',
      'status',
      'confirmed_at',
      'withdrawn_at',
    ])
    expect(Object.fromEntries(rows.map((row) => [row.email, row.status]))).toEqual({
      'ana@example.com': 'confirmed',
      'bob@example.com': 'pending',
      'cy@example.com': 'pending',
      'dee@example.com': 'withdrawn',
      'eve@example.com': 'withdrawn',
      'fay@example.com': 'confirmed',
    })
    const json = await runSignups(['export', '--format', 'json', '--all'], { DATA_DIR: await seeded() })
    expect(JSON.parse(json.stdout)).toContainEqual(
      expect.objectContaining({ email: 'bob@example.com', status: 'pending', confirmed_at: null }),
    )
  })

  it('--format mailchimp writes the CSV Mailchimp imports, the festival as a tag', async () => {
    const run = await runSignups(['export', '--format', 'mailchimp'], { DATA_DIR: await seeded() })
    expect(run.code).toBe(0)
    expect(records(run.stdout)).toEqual([
      { 'Email Address': 'ana@example.com', Tags: 'Outside Lands SF' },
      { 'Email Address': 'fay@example.com', Tags: "'=cmd()" },
    ])
  })

  it('--format buttondown writes the CSV Buttondown imports, the festival as a tag', async () => {
    const run = await runSignups(['export', '--format', 'buttondown'], { DATA_DIR: await seeded() })
    expect(run.code).toBe(0)
    expect(records(run.stdout)).toEqual([
      { email: 'ana@example.com', tags: 'Outside Lands SF' },
      { email: 'fay@example.com', tags: "'=cmd()" },
    ])
  })

  it("refuses --all with a mailing tool's format: those files are for addresses that may be mailed", async () => {
    const run = await runSignups(['export', '--format', 'mailchimp', '--all'], { DATA_DIR: await seeded() })
    expect(run.code).toBe(2)
    expect(run.stderr.split('\n')[0]).toMatch(/--all is for csv and json/)
  })

  it('report counts pending, confirmed and withdrawn sign-ups', async () => {
    const dataDir = await seeded()
    const text = await runSignups(['report'], { DATA_DIR: dataDir })
    expect(text.stdout.split('\n')[1]).toBe('Confirmed: 2, pending: 2, withdrawn: 2')
    const json = await runSignups(['report', '--format', 'json'], { DATA_DIR: dataDir })
    expect(JSON.parse(json.stdout)).toMatchObject({ statuses: { pending: 2, confirmed: 2, withdrawn: 2 } })
  })

  it('purge-pending --older-than 30d removes only the sign-ups never confirmed and older than that, keeping withdrawals', async () => {
    const dataDir = await seeded()
    const run = await runSignups(['purge-pending', '--older-than', '30d'], { DATA_DIR: dataDir })
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/^Removed 1 pending sign-up made before /)
    const left = await runSignups(['export', '--format', 'json', '--all'], { DATA_DIR: dataDir })
    expect((JSON.parse(left.stdout) as { email: string }[]).map((row) => row.email).sort()).toEqual([
      'ana@example.com',
      'cy@example.com',
      'dee@example.com',
      'eve@example.com',
      'fay@example.com',
    ])
  })

  it('purge-pending needs its age in days', async () => {
    const run = await runSignups(['purge-pending'], { DATA_DIR: await seeded([]) })
    expect(run.code).toBe(2)
    expect(run.stderr.split('\n')[0]).toBe('purge-pending needs --older-than, in days: --older-than 30d')
  })

  it('resend-pending mails each pending sign-up whose confirmation never went, through SMTP_URL', async () => {
    const smtp = await startSmtpSink()
    try {
      const run = await runSignups(['resend-pending'], {
        DATA_DIR: await seeded(),
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://culturecoded.example.com',
        MAIL_TOKEN_SECRET: 'cli-test-secret-0123456789-0123456789-0123',
      })
      expect(run).toMatchObject({ code: 0 })
      expect(run.stderr).toMatch(/^Sent 2 confirmation mails through SMTP at 127\.0\.0\.1:/)
      expect(
        smtp.received.flatMap((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to])).map((to) => to?.text),
      ).toEqual(['bob@example.com', 'cy@example.com'])
      linkIn(smtp.received[0]!, '/signup/confirm')
    } finally {
      await smtp.close()
    }
  })

  it('resend-pending with the server stopped and no PUBLIC_URL refuses in one line, exits 2 and writes no mail, even with PORT set', async () => {
    const dataDir = await seeded()
    const run = await runSignups(['resend-pending'], { DATA_DIR: dataDir, PORT: '3000' })
    expect(run).toMatchObject({ code: 2, stdout: '' })
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^resend-pending needs the site's address .*set PUBLIC_URL in this shell\.$/),
    ])
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false)
  })

  it('resend-pending exits 1 and says how many could not go when SMTP refuses them, and a later run sends them', async () => {
    const refusing = await startSmtpSink({ refuseRecipients: true })
    const smtp = await startSmtpSink()
    try {
      const env = {
        DATA_DIR: await seeded(),
        PUBLIC_URL: 'https://culturecoded.example.com',
        MAIL_TOKEN_SECRET: 'cli-test-secret-0123456789-0123456789-0123',
      }
      const refused = await runSignups(['resend-pending'], { ...env, SMTP_URL: refusing.url })
      expect(refused).toMatchObject({ code: 1 })
      expect(refused.stderr).toMatch(
        /Sent 0 confirmation mails through SMTP at .*; 2 could not go \(above\), and stay pending\./,
      )
      expect(refused.stderr).not.toMatch(/bob@example\.com|cy@example\.com/)

      const sent = await runSignups(['resend-pending'], { ...env, SMTP_URL: smtp.url })
      expect(sent).toMatchObject({ code: 0 })
      expect(smtp.received).toHaveLength(2)
    } finally {
      await Promise.all([refusing.close(), smtp.close()])
    }
  })
})
