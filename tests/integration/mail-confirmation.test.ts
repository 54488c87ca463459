// The confirmation mail after a sign-up, through a real SMTP server on loopback, the outbox the
// embedded default writes without one, and what a mail that cannot go does to the sign-up.
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { site } from '@content/site'
import { MAIL_INTERVAL_MS, sendConfirmation, sendManageLink } from '~/mail/send.server'
import { createOutboxTransport, createSmtpTransport, forgetOutboxMail } from '~/mail/transport.server'
import { verifyToken } from '../../lib/tokens'
import { createEmbeddedStore, type EmbeddedStore } from '../../db/store/pgliteStore.server'
import { answeringSteps, OPT_IN_STEP_NAMES } from '../../db/store/optInSteps.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'
import { MAIL_SECRET as SECRET, mailDepsFor, signUpThroughGate } from '../support/mail-deps'

const FROM = `"${site.name}" <no-reply@culturecoded.example.com>`
const dirs = dataDirs()
const opened: EmbeddedStore[] = []
const sinks: SmtpSink[] = []

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()))
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
  await dirs.removeAll()
})

async function storeIn(dataDir?: string): Promise<EmbeddedStore> {
  const store = createEmbeddedStore({
    dataDir: dataDir ?? (await dirs.migrated()),
    migrations: bundledMigrations,
  })
  opened.push(store)
  return store
}

async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
  const started = await startSmtpSink(options)
  sinks.push(started)
  return started
}

/** A header as sent, unfolded: mailparser reads the List-* headers into parts of its own. */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? ''
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\s+/g, ' ')
    .trim()
}

function expectOneClickHeaders(mail: ParsedMail) {
  const header = rawHeader(mail, 'list-unsubscribe')
  expect(header).toMatch(/<https:\/\/culturecoded\.example\.com\/signup\/unsubscribe\?token=[^>]+>/)
  expect(header).toMatch(/<mailto:[^>]+>/)
  expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
}

/** A loopback port nothing listens on: the SMTP server is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('the confirmation mail', { timeout: 120_000 }, () => {
  it('reaches a real SMTP server, in plain text and HTML, naming the organiser, and leaves the sign-up pending', async () => {
    const store = await storeIn()
    const smtp = await sink()
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM))
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({ ok: true })

    const [mail] = smtp.to('ana@example.com')
    expect(mail?.subject).toContain(site.name)
    expect(mail?.text).toContain(site.organiser.name)
    expect(mail?.html).toContain(site.organiser.name.replaceAll('&', '&amp;'))
    const confirmLink = linkIn(mail!, '/signup/confirm')
    const token = new URL(confirmLink).searchParams.get('token')!
    expect(await verifyToken(token, 'confirm', SECRET)).toMatchObject({ ok: true, email: 'ana@example.com' })
    expectOneClickHeaders(mail!)
    expect(await store.doubleOptIn!.find('ana@example.com')).toMatchObject({
      confirmedAt: null,
      withdrawnAt: null,
    })
  })

  it('sends no manage link, and says why, while the store cannot claim it', async () => {
    const store = await storeIn()
    const smtp = await sink()
    await store.insert({ email: 'ana@example.com', suggestedFestival: null })
    const logged: string[] = []
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), { log: (line) => logged.push(line) })
    const away = {
      ...store.doubleOptIn!,
      claimLinkMail: () => Promise.reject(new Error('connect ECONNREFUSED')),
    }
    deps.store = answeringSteps(away, OPT_IN_STEP_NAMES, (line) => logged.push(line))

    expect(await sendManageLink('ana@example.com', deps)).toBe('failed')
    expect(smtp.to('ana@example.com')).toHaveLength(0)
    expect(logged).toEqual([
      expect.stringContaining("the double opt-in's claimLinkMail failed: Error: connect ECONNREFUSED"),
      expect.stringMatching(/\[mail\] manage link not sent .*whether the address is on the list/),
    ])
  })

  it('carries the one-click unsubscribe headers in the manage mail too', async () => {
    const store = await storeIn()
    const smtp = await sink()
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM))
    await store.insert({ email: 'ana@example.com', suggestedFestival: null })
    expect(await sendManageLink('ana@example.com', deps)).toBe('sent')
    const [mail] = smtp.to('ana@example.com')
    linkIn(mail!, '/signup/manage')
    expectOneClickHeaders(mail!)
  })

  it('sends it again to a pending address signed up again after 10 minutes, and not sooner', async () => {
    const store = await storeIn()
    const smtp = await sink()
    let now = Date.UTC(2026, 10, 25, 12)
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), { now: () => now })
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({ ok: true })
    expect(smtp.to('ana@example.com')).toHaveLength(1)

    now += MAIL_INTERVAL_MS - 1000
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({
      ok: false,
      code: 'already_signed_up',
    })
    expect(smtp.to('ana@example.com')).toHaveLength(1)

    now += 1000
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({
      ok: false,
      code: 'already_signed_up',
    })
    expect(smtp.to('ana@example.com')).toHaveLength(2)

    now += 1000
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({
      ok: false,
      code: 'already_signed_up',
    })
    expect(smtp.to('ana@example.com')).toHaveLength(2)
  })

  it('sends nothing to an address signed up again once it is confirmed', async () => {
    const store = await storeIn()
    const smtp = await sink()
    let now = Date.UTC(2026, 10, 25, 12)
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), { now: () => now })
    await signUpThroughGate(store, deps, 'ana@example.com')
    await store.doubleOptIn!.confirm('ana@example.com', new Date(now))
    now += 2 * MAIL_INTERVAL_MS
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({
      ok: false,
      code: 'already_signed_up',
    })
    expect(smtp.to('ana@example.com')).toHaveLength(1)
  })

  it('keeps the sign-up pending and logs the failure when the SMTP server is down, so it can be re-sent', async () => {
    const store = await storeIn()
    const logged: string[] = []
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await closedPort()}`, FROM)
    const deps = mailDepsFor(store, transport, { log: (line) => logged.push(line) })
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({ ok: true })

    expect(await store.list()).toHaveLength(1)
    // No mail went: resend-pending picks it up (confirmation_mailed_at is null).
    expect(await store.doubleOptIn!.find('ana@example.com')).toMatchObject({
      confirmedAt: null,
      confirmationMailedAt: null,
    })
    expect(logged).toEqual([expect.stringContaining('[mail] confirmation not sent')])
    expect(logged.join('\n')).not.toContain('ana@example.com')
  })

  it("logs an SMTP server's refusal without the address it quotes, and gives the claim back", async () => {
    const store = await storeIn()
    const smtp = await sink({ refuseRecipients: true })
    const logged: string[] = []
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), { log: (line) => logged.push(line) })
    expect(await store.insert({ email: 'ana.refused@example.com', suggestedFestival: null })).toBe('ok')

    expect(await sendConfirmation('ana.refused@example.com', deps)).toBe('failed')
    expect(logged).toEqual([expect.stringMatching(/confirmation not sent .*Recipient address rejected/)])
    expect(logged.join('\n')).not.toContain('ana.refused@example.com')
    expect(await store.doubleOptIn!.find('ana.refused@example.com')).toMatchObject({
      confirmationMailedAt: null,
    })
  })

  it('sends nothing and logs it, without the address, when the store cannot claim the mail', async () => {
    const store = await storeIn()
    const smtp = await sink()
    expect(await store.insert({ email: 'ana@example.com', suggestedFestival: null })).toBe('ok')
    const logged: string[] = []
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432')
    const away = { ...store.doubleOptIn!, claimConfirmationMail: () => Promise.reject(refused) }
    const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), { log: (line) => logged.push(line) })
    deps.store = answeringSteps(away, OPT_IN_STEP_NAMES, (line) => logged.push(line))

    expect(await sendConfirmation('ana@example.com', deps)).toBe('failed')
    expect(smtp.to('ana@example.com')).toHaveLength(0)
    expect(logged).toEqual([
      expect.stringContaining(
        "the double opt-in's claimConfirmationMail failed: Error: connect ECONNREFUSED",
      ),
      expect.stringMatching(/\[mail\] confirmation not sent .*the store could not say whether it was due/),
    ])
    expect(logged.join('\n')).not.toContain('ana@example.com')
  })

  it('writes the mail to DATA_DIR/outbox on a fresh data folder, owner-only, and logs its file but never its token or address', async () => {
    const dataDir = join(await dirs.make(), 'fresh')
    const store = await storeIn(dataDir)
    const logged: string[] = []
    const deps = mailDepsFor(
      store,
      createOutboxTransport(dataDir, FROM, (line) => logged.push(line)),
    )
    expect(await signUpThroughGate(store, deps, 'ana@example.com')).toEqual({ ok: true })

    const outbox = join(dataDir, 'outbox')
    const files = await readdir(outbox)
    expect(files).toEqual([expect.stringMatching(/\.eml$/)])
    expect((await stat(outbox)).mode & 0o777).toBe(0o700)
    expect((await stat(join(outbox, files[0]!))).mode & 0o777).toBe(0o600)
    const mail = await simpleParser(await readFile(join(outbox, files[0]!)))
    expect(mail.to).toMatchObject({ value: [{ address: 'ana@example.com' }] })
    expectOneClickHeaders(mail)
    expect(logged).toEqual([expect.stringContaining(join(outbox, files[0]!))])
    const token = new URL(linkIn(mail, '/signup/confirm')).searchParams.get('token')!
    expect(logged.join('\n')).not.toContain(token.split('.')[2])
    expect(logged.join('\n')).not.toContain('ana@example.com')
  })

  it("removes every outbox mail to one address on an erase, and no one else's", async () => {
    const dataDir = await dirs.make()
    const store = await storeIn(dataDir)
    const deps = mailDepsFor(
      store,
      createOutboxTransport(dataDir, FROM, () => {}),
    )
    await signUpThroughGate(store, deps, 'ana@example.com')
    await signUpThroughGate(store, deps, 'bea@example.com')
    expect(await forgetOutboxMail(dataDir, 'ana@example.com')).toBe(1)
    const left = await readdir(join(dataDir, 'outbox'))
    expect(left).toHaveLength(1)
    const mail = await simpleParser(await readFile(join(dataDir, 'outbox', left[0]!)))
    expect(mail.to).toMatchObject({ value: [{ address: 'bea@example.com' }] })
    expect(await forgetOutboxMail(dataDir, 'ana@example.com')).toBe(0)
  })
})
