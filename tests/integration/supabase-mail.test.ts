// The built Node server on Supabase (the fake data API: real PGlite and migrations behind the anon
// role) with MAIL_TOKEN_SECRET: it asks at start whether Supabase holds the same secret, mails a
// sign-up or an application through a real SMTP server only then, and the mailed link's POST
// confirms it there.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { fakeSupabase, type FakeSupabase } from '../support/fake-supabase'
import { assertBuilt, freePort, startServer, type RunningServer } from '../support/server'
import { callSignup } from '../support/signup-http'
import { EVENT_PATH, openEvent, postApplication } from '../support/apply-http'
import { applicationsOver, callOver } from '../../db/store/applications.server'
import type { EventSeats } from '../../db/store/store.server'
import { eventSeats } from '../../cli/application-events'
import { signApplicationToken } from '../../lib/tokens'
import { applicationFormCopy } from '@content/applicationForm'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'

const SECRET = 'supabase-mail-secret-0123456789-0123456789'
const SEATS = eventSeats(openEvent?.id ?? '', {}) as EventSeats

/** A form's POST from the site's own page, answered without following its 303. */
const sameSitePost = (url: string, body?: URLSearchParams) =>
  fetch(url, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body, redirect: 'manual' })
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
  await database.db.exec(
    'truncate email_submissions restart identity; delete from mail_token_secret; truncate applications cascade',
  )
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

  it("takes an application through the publishable key's signed calls only: mailed, confirmed, then a seat confirmed on the builder's page", async () => {
    const running = await start(SECRET)
    expect(running.output()).toContain('[applications] taken on Supabase')
    const email = 'builder@example.com'
    const posted = await postApplication(running.origin, {
      name: 'Ana Lima',
      email,
      idea: 'A drum machine that listens to the crowd',
      experience: 'a_little',
      consent: 'on',
    })
    expect(posted).toEqual({ status: 303, location: `${EVENT_PATH}?apply=ok#apply` })
    await expect.poll(() => smtp.to(email).length).toBe(1)
    const link = new URL(linkIn(smtp.to(email)[0]!, '/apply/confirm'))
    const confirmed = await sameSitePost(`${running.origin}${link.pathname}${link.search}`)
    expect(confirmed.status).toBe(303)

    // The organiser decides with the secret key (here: as the database's owner).
    const organiser = applicationsOver(callOver(database.db))
    const [listed] = await organiser.list({ eventId: openEvent!.id })
    expect(listed).toMatchObject({ email, name: 'Ana Lima', status: 'pending' })
    expect(await organiser.setStatus(listed!.id, 'accepted', 'organiser', SEATS)).toEqual({ ok: true })

    const token = await signApplicationToken(openEvent!.id, email, SECRET, Date.now(), 'apply-manage')
    const page = `${running.origin}/apply/manage?token=${encodeURIComponent(token)}`
    expect(await (await fetch(page)).text()).toContain('Confirm my seat')
    const seat = await sameSitePost(page, new URLSearchParams({ action: 'confirm' }))
    expect(new URL(seat.headers.get('location')!, running.origin).searchParams.get('done')).toBe('confirmed')
    expect((await organiser.show(listed!.id))?.status).toBe('confirmed')

    // Every application call the server made was a signed one, or the seat count.
    const calls = supabase!.requests
      .map(({ path }) => path)
      .filter((path) => path.includes('/rpc/application_'))
    expect(calls.length).toBeGreaterThan(0)
    for (const path of calls) expect(path).toMatch(/\/rpc\/application_(\w+_signed|seats_taken)$/)
  })

  it('says at start that it takes no applications where Supabase refuses their calls (0014 not applied), and the event page says so', async () => {
    // What a database without 0014 answers: the public role may not count the seats.
    await database.db.exec('revoke execute on function public.application_seats_taken(text) from anon')
    try {
      const running = await start(SECRET)
      expect(running.output()).toContain('[applications] not taken on Supabase, which did not answer')
      const page = await (await fetch(`${running.origin}${EVENT_PATH}`)).text()
      expect(page).toContain(applicationFormCopy.notTakenHere.slice(0, 40))
      expect(page).not.toContain('name="consent"')
    } finally {
      await database.db.exec('grant execute on function public.application_seats_taken(text) to anon')
    }
  })

  it('keeps the single opt-in and mails nobody while Supabase holds no secret, and says so', async () => {
    const running = await start(null)
    expect(running.output()).toContain('Supabase holds no mail token secret')
    expect(running.output()).toContain('[applications] not taken on Supabase')
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
