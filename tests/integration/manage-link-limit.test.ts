// "Send me the link" on the built server: limited per client as the sign-up is, and answered the
// same whichever way it goes, so the form tells no one who is on the list.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedStore } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer } from '../support/server'

const dirs = dataDirs()
beforeAll(assertBuilt)
afterEach(killAllServers)
afterAll(() => dirs.removeAll())

const LIMIT = 3
const people = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}@example.com`)

async function recipients(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, 'outbox')
  const files = await readdir(folder).catch(() => [])
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(folder, file)))))
  return mails
    .flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []))
    .flatMap((to) => to.value.map((entry) => entry.address ?? ''))
    .sort()
}

function askForLink(origin: string, email: string, clientIp?: string) {
  return fetch(`${origin}/signup/manage`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(clientIp && { 'x-forwarded-for': clientIp }),
    },
    body: new URLSearchParams({ email }),
  })
}

describe('"send me the link"', { timeout: 180_000 }, () => {
  it('mails no more links to one client than SIGNUP_RATE_LIMIT allows, and answers each request alike', async () => {
    const dataDir = await dirs.migrated()
    const store = createEmbeddedStore({ dataDir, migrations: bundledMigrations })
    for (const email of [...people, 'late@example.com'])
      await store.insert({ email, suggestedFestival: null })
    await store.close()
    const server = await startServer({
      dataDir,
      env: { SIGNUP_RATE_LIMIT: `${LIMIT}/600`, TRUST_PROXY: 'true' },
    })

    const answers = []
    for (const email of people) answers.push(await askForLink(server.origin, email, '192.0.2.1'))
    expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual(
      people.map(() => [303, '/signup/manage?sent=true']),
    )
    // An address not on the list gets the same answer and no mail.
    const unknown = await askForLink(server.origin, 'nobody@example.com', '192.0.2.2')
    expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/signup/manage?sent=true'])
    // Another request, answered after those: once its mail is out, theirs were decided.
    await askForLink(server.origin, 'late@example.com', '192.0.2.2')
    await expect.poll(() => recipients(dataDir), { timeout: 60_000 }).toContain('late@example.com')
    expect(await recipients(dataDir)).toEqual([...people.slice(0, LIMIT), 'late@example.com'].sort())
  })
})
