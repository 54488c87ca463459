// An application posted without JavaScript to the built server: the form's plain POST is answered
// with a 303 back to the event's page, the same for a first and a second application; its address is
// confirmed from the mail in the outbox, and a forged or foreign token changes nothing.
// Bad input changes nothing and is answered per field.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bundledMigrations } from '../../db/bundled-migrations'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { applicationsOver, callOver } from '../../db/store/applications.server'
import { signApplicationToken, signToken } from '../../lib/tokens'
import { dataDirs } from '../support/embedded-db'
import { linkIn } from '../support/smtp-sink'
import { EVENT_PATH, openEvent, postApplication } from '../support/apply-http'
import { assertBuilt, killAllServers, startServer, type RunningServer } from '../support/server'

const dirs = dataDirs()
beforeAll(assertBuilt)
afterEach(killAllServers)
afterAll(() => dirs.removeAll())

const application = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  idea: 'A drum machine that listens to the crowd',
  experience: 'a_little',
  dreamFestival: '',
  consent: 'on',
}

const post = (server: RunningServer, fields: Record<string, string>) => postApplication(server.origin, fields)

const SECRET = 'apply-test-secret-0123456789abcdef0123'
const PUBLIC_URL = 'https://culturecoded.example.com'

/** The organiser's view after the server stops: the applications with a confirmed address. */
async function listed(dataDir: string) {
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    return await applicationsOver(callOver(database.db)).list({ eventId: openEvent?.id })
  } finally {
    await database.close()
  }
}

/** The mails the server wrote to its outbox (no SMTP_URL), parsed as a mail program reads them. */
async function outbox(dataDir: string) {
  const folder = join(dataDir, 'outbox')
  const files = await readdir(folder).catch(() => [])
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(folder, file)))))
}

/** The confirm page's one-button POST, from the site's own page, for the link's token. */
function confirmPost(server: RunningServer, link: string) {
  const { pathname, search } = new URL(link)
  return fetch(`${server.origin}${pathname}${search}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin' },
    redirect: 'manual',
  })
}

/** The applications stored for `email`, read from the stopped server's folder. */
async function storedFor(dataDir: string, email: string): Promise<number> {
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    const { rows } = await database.db.query<{ count: number }>(
      'select count(*)::int as count from public.applications where email = $1',
      [email],
    )
    return rows[0]?.count ?? 0
  } finally {
    await database.close()
  }
}

describe('an application without JavaScript', { timeout: 180_000 }, () => {
  it('has an event open for applications in the content to post to', () => {
    expect(openEvent).toBeDefined()
  })

  it('is answered with a 303 back to the event page, the same the second time, and stored once', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    const first = await post(server, application)
    const second = await post(server, { ...application, idea: 'A better drum machine' })
    expect(first).toEqual({ status: 303, location: `${EVENT_PATH}?apply=ok#apply` })
    expect(second).toEqual(first)
    const page = await (await fetch(`${server.origin}${first.location}`)).text()
    expect(page).toContain('Check your inbox')
    await server.stop()
    expect(await storedFor(dataDir, application.email)).toBe(1)
  })

  it('answers bad input per field, shows each error beside its field, and stores nothing', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    const answer = await post(server, { ...application, name: '', idea: 'x'.repeat(501), consent: '' })
    expect(answer).toEqual({
      status: 303,
      location: `${EVENT_PATH}?apply=invalid&errors=name_missing%2Cidea_too_long%2Cconsent_missing#apply`,
    })
    const page = await (await fetch(`${server.origin}${answer.location}`)).text()
    expect(page).toMatch(/<input[^>]*name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/)
    expect(page).toContain('Please enter your name.')
    expect(page).toContain('Your idea must be 500 characters or less.')
    expect(page).toContain('Please agree to the privacy notice to apply.')
    await server.stop()
    expect(await storedFor(dataDir, application.email)).toBe(0)
  })
})

describe('an application confirmed by mail', { timeout: 180_000 }, () => {
  it('mails a confirm link and the builder’s page, not the list’s, to the outbox; forged and foreign tokens change nothing; the link confirms it', async () => {
    const dataDir = await dirs.migrated()
    {
      const server = await startServer({ dataDir, env: { MAIL_TOKEN_SECRET: SECRET } })
      expect((await post(server, application)).location).toBe(`${EVENT_PATH}?apply=ok#apply`)
      await expect.poll(async () => (await outbox(dataDir)).length, { timeout: 20_000 }).toBe(1)
      const [mail] = await outbox(dataDir)
      expect(mail?.subject).toContain('Confirm your application')
      const link = linkIn(mail!, '/apply/confirm')
      // No mail of the list's: no unsubscribe headers, and its own page is the builder's.
      expect(mail!.headers.has('list-unsubscribe')).toBe(false)
      expect(linkIn(mail!, '/apply/manage')).toContain('token=apply-manage.')
      expect(mail!.text).not.toContain('/signup/')

      const page = await fetch(`${server.origin}${new URL(link).pathname}${new URL(link).search}`)
      expect(page.headers.get('cache-control')).toContain('no-store')
      expect(await page.text()).toContain('Confirm my application')

      const eventId = openEvent?.id ?? ''
      const forged = `${PUBLIC_URL}/apply/confirm?token=${await signApplicationToken(eventId, application.email, 'another-secret-0123456789abcdef0123')}`
      const foreign = `${PUBLIC_URL}/apply/confirm?token=${await signToken({ email: `${eventId} ${application.email}`, purpose: 'confirm' }, SECRET)}`
      for (const token of [forged, foreign]) {
        const answer = await confirmPost(server, token)
        expect(answer.status).toBe(303)
        expect(answer.headers.get('location')).not.toContain('done=confirmed')
      }
      const confirmed = await confirmPost(server, link)
      expect(confirmed.headers.get('location')).toBe('/apply/confirm?done=confirmed')
      // The form again at once: its page-link mail shares the confirmation's budget, which holds it back.
      expect((await post(server, application)).location).toBe(`${EVENT_PATH}?apply=ok#apply`)
      await server.stop()
      expect(await outbox(dataDir)).toHaveLength(1)
      expect((await listed(dataDir)).map((row) => row.email)).toEqual([application.email])
    }
  })

  it("answers the form sent again for a confirmed application with a mail of the builder's page, within the same budget, and changes nothing", async () => {
    const dataDir = await dirs.migrated()
    const eventId = openEvent?.id ?? ''
    const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    const store = applicationsOver(callOver(database.db))
    await store.submit({
      ...application,
      eventId,
      dreamFestival: null,
      matchTeam: false,
      experience: 'a_little',
    })
    await store.confirmAddress(eventId, application.email)
    await database.close()

    const server = await startServer({ dataDir, env: { MAIL_TOKEN_SECRET: SECRET } })
    const again = { ...application, name: 'Mallory', idea: 'defaced' }
    expect((await post(server, again)).location).toBe(`${EVENT_PATH}?apply=ok#apply`)
    await expect.poll(async () => (await outbox(dataDir)).length, { timeout: 20_000 }).toBe(1)
    const [mail] = await outbox(dataDir)
    expect(mail?.subject).toContain('Your application to')
    expect(mail?.text).toContain('Your application stands')
    expect(linkIn(mail!, '/apply/manage')).toContain('token=apply-manage.')
    expect(mail!.text).not.toContain('/apply/confirm')
    // Sent again at once: the budget's interval holds it back, as it does a confirmation.
    expect((await post(server, again)).location).toBe(`${EVENT_PATH}?apply=ok#apply`)
    await server.stop()
    expect(await outbox(dataDir)).toHaveLength(1)
    expect(await listed(dataDir)).toMatchObject([{ name: application.name, idea: application.idea }])
  })

  it('lists nothing for the organiser while only forged tokens were posted', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir, env: { MAIL_TOKEN_SECRET: SECRET } })
    await post(server, application)
    const forged = `${PUBLIC_URL}/apply/confirm?token=${await signApplicationToken(openEvent?.id ?? '', application.email, 'another-secret-0123456789abcdef0123')}`
    expect((await confirmPost(server, forged)).headers.get('location')).not.toContain('done=confirmed')
    await server.stop()
    expect(await listed(dataDir)).toEqual([])
  })
})
