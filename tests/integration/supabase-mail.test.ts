// The built Node server on Supabase (the fake data API: real PGlite and migrations behind the anon
// role) with MAIL_TOKEN_SECRET: it asks at start whether Supabase holds the same secret, mails a
// sign-up through a real SMTP server only then, and the mailed link's POST confirms it there.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { fakeSupabase, type FakeSupabase } from '../support/fake-supabase'
import { assertBuilt, freePort, startServer, type RunningServer } from '../support/server'
import { callSignup } from '../support/signup-http'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'

const SECRET = 'supabase-mail-secret-0123456789-0123456789'
const dirs = dataDirs()
let database: EmbeddedDatabase
let supabase: FakeSupabase | undefined
let server: RunningServer | undefined
let smtp: SmtpSink

beforeAll(async () => {
  assertBuilt()
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
  smtp = await startSmtpSink()
}, 90_000)

afterAll(async () => {
  await smtp?.close()
  await database?.close()
  await dirs.removeAll()
})

beforeEach(async () => {
  await database.db.exec('truncate email_submissions restart identity; delete from mail_token_secret')
})

afterEach(async () => {
  await server?.stop()
  await supabase?.goDown()
  server = supabase = undefined
})

async function start(storedSecret: string | null): Promise<RunningServer> {
  if (storedSecret)
    await database.db.query('insert into mail_token_secret (secret) values ($1)', [storedSecret])
  supabase = fakeSupabase({ db: database.db, port: await freePort() })
  await supabase.comeUp()
  server = await startServer({
    dataDir: await dirs.make(),
    env: {
      ...supabase.env,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_TOKEN_SECRET: SECRET,
    },
  })
  return server
}

async function confirmedAt(email: string): Promise<Date | null | undefined> {
  const { rows } = await database.db.query<{ confirmed_at: Date | null }>(
    'select confirmed_at from email_submissions where email = $1',
    [email],
  )
  return rows[0]?.confirmed_at
}

describe('the Node server on Supabase with MAIL_TOKEN_SECRET', { timeout: 120_000 }, () => {
  it('mails a sign-up once Supabase holds the same secret; the GET of its link confirms nothing, the POST does', async () => {
    const running = await start(SECRET)
    expect(running.output()).toContain('[mail] confirmation mails go through SMTP')
    const email = 'supa@example.com'
    await callSignup(running.origin, { email, festival: '', website: '' })
    await expect.poll(() => smtp.to(email).length).toBe(1)
    expect(await confirmedAt(email)).toBeNull()

    const link = new URL(linkIn(smtp.to(email)[0]!, '/signup/confirm'))
    const onSite = `${running.origin}${link.pathname}${link.search}`
    expect((await fetch(onSite)).status).toBe(200)
    expect(await confirmedAt(email)).toBeNull()
    const post = await fetch(onSite, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    })
    expect(post.status).toBe(303)
    expect(await confirmedAt(email)).toBeInstanceOf(Date)
  })

  it('says at start, plainly, that it takes no applications on Supabase', async () => {
    const running = await start(SECRET)
    expect(running.output()).toContain('[applications] not taken on Supabase')
  })

  it('keeps the single opt-in and mails nobody while Supabase holds no secret, and says so', async () => {
    const running = await start(null)
    expect(running.output()).toContain('Supabase holds no mail token secret')
    const email = 'single@example.com'
    await callSignup(running.origin, { email, festival: '', website: '' })
    expect(await confirmedAt(email)).toBeInstanceOf(Date)
    expect(smtp.to(email)).toEqual([])
  })

  it('sends no mail and says so as an error when Supabase holds another secret', async () => {
    const running = await start('another-secret-stored-in-supabase-0123456789')
    expect(running.errors()).toContain('the mail token secret stored in Supabase is not MAIL_TOKEN_SECRET')
    const email = 'mismatch@example.com'
    await callSignup(running.origin, { email, festival: '', website: '' })
    expect(await confirmedAt(email)).toBeNull()
    expect(smtp.to(email)).toEqual([])
  })
})
