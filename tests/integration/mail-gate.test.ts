// The one gate every mail passes (app/mail/send.server.ts, migration 0010), against the embedded
// store and a real SMTP server: however an address is spelled and whatever asks for the mail, one
// inbox gets at most one mail per ten minutes and three a day.
import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { site } from '@content/site'
import { MAIL_INTERVAL_MS, MAIL_RETRIES, sendManageLink } from '~/mail/send.server'
import { tokenLink } from '~/mail/links'
import { confirmPost } from '~/mail/mailPageChanges.server'
import { verified, type PageDeps } from '~/mail/mailPages.server'
import { buildMail } from '~/mail/templates'
import { signToken } from '../../lib/tokens'
import { createOutboxTransport, createSmtpTransport } from '~/mail/transport.server'
import { checkSignup } from '~/signup/schema'
import {
  applyMigrations,
  createEmbeddedStore,
  openEmbeddedDatabase,
  type EmbeddedStore,
} from '../../db/store/pgliteStore.server'
import { answeringSteps, OPT_IN_STEP_NAMES } from '../../db/store/optInSteps.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'
import { MAIL_SECRET as SECRET, mailDepsFor, signUpThroughGate } from '../support/mail-deps'

const FROM = `"${site.name}" <no-reply@culturecoded.example.com>`
const VICTIM = 'victim@example.com'
const dirs = dataDirs()
const opened: EmbeddedStore[] = []
const sinks: SmtpSink[] = []

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()))
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
})

async function setUp() {
  const store = createEmbeddedStore({ dataDir: await dirs.migrated(), migrations: bundledMigrations })
  opened.push(store)
  const smtp = await startSmtpSink()
  sinks.push(smtp)
  const clock = { now: Date.parse('2026-12-01T09:00:00Z') }
  const deps = mailDepsFor(store, createSmtpTransport(smtp.url, FROM), {
    now: () => clock.now,
    log: () => {},
  })
  const signUp = (email: string) => signUpThroughGate(store, deps, email)
  // What the manage page does with "send me the link": the same check, then the gate.
  const askForLink = async (email: string) => {
    const check = checkSignup({ email })
    return check.ok ? sendManageLink(check.value.email, deps) : 'refused'
  }
  return { store, smtp, clock, deps, signUp, askForLink }
}

// Display names, comments, groups and lists: each a new row before, each mailed to the victim.
const spellings = Array.from({ length: 50 }, (_, i) =>
  [
    `n${i}<${VICTIM}>`,
    `(c${i})${VICTIM}`,
    `grp${i}:${VICTIM};`,
    `x${i},${VICTIM}`,
    ` ${VICTIM.toUpperCase()} `,
  ].at(i % 5)!,
)

describe('one address, one mail', { timeout: 120_000 }, () => {
  it('writes at most one mail to an inbox after 50 sign-ups and 50 link requests in its spellings', async () => {
    const { store, smtp, signUp, askForLink } = await setUp()
    for (const email of spellings) await signUp(email)
    for (const email of spellings) await askForLink(email)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.to(VICTIM)).toHaveLength(1)
    expect((await store.list()).map((row) => row.email)).toEqual([VICTIM])
  })

  it('sends no mail to a recipient that is not one bare address, whatever the caller asks', async () => {
    const { smtp, deps } = await setUp()
    const links = {
      action: 'https://x/a',
      unsubscribe: 'https://x/u',
      manage: 'https://x/m',
      unsubscribeMailto: 'p@x',
    }
    for (const to of [
      `n1<${VICTIM}>`,
      `(c)${VICTIM}`,
      `grp:${VICTIM};`,
      `x,${VICTIM}`,
      `${VICTIM}, other@example.com`,
    ])
      expect(await deps.transport.send(buildMail('confirmation', to, links))).toEqual({
        ok: false,
        reason: 'refused: the recipient is not one bare address',
      })
    expect(await deps.transport.send(buildMail('confirmation', VICTIM, links))).toEqual({ ok: true })
    expect(smtp.received).toHaveLength(1)
  })

  it('spaces the mails of every kind ten minutes apart, and sends no fourth in a day', async () => {
    const { smtp, clock, signUp, askForLink } = await setUp()
    await signUp(VICTIM)
    clock.now += MAIL_INTERVAL_MS - 1000
    expect(await askForLink(VICTIM)).toBe('not_due')
    clock.now += 1000
    expect(await askForLink(VICTIM)).toBe('sent')
    clock.now += MAIL_INTERVAL_MS
    expect(await askForLink(VICTIM)).toBe('sent')
    clock.now += MAIL_INTERVAL_MS
    expect(await askForLink(VICTIM)).toBe('not_due')
    expect(await signUp(VICTIM)).toEqual({ ok: false, code: 'already_signed_up' })
    expect(smtp.to(VICTIM)).toHaveLength(3)
    // A day after the first, one more may go.
    clock.now = Date.parse('2026-12-02T09:00:01Z')
    expect(await askForLink(VICTIM)).toBe('sent')
    expect(smtp.to(VICTIM)).toHaveLength(4)
  })

  it('gives the recipient its budget back when the mail could not go', async () => {
    const { deps, signUp, askForLink } = await setUp()
    deps.transport = createSmtpTransport('smtp://127.0.0.1:9', FROM)
    await signUp(VICTIM)
    const smtp = await startSmtpSink()
    sinks.push(smtp)
    deps.transport = createSmtpTransport(smtp.url, FROM)
    expect(await askForLink(VICTIM)).toBe('sent')
  })
})

describe('a mail that cannot be written', { timeout: 120_000 }, () => {
  it('is queued, and goes once the outbox takes writes again, while the sign-up is answered ok', async () => {
    const { store, deps, signUp } = await setUp()
    const dataDir = await dirs.make()
    // A file where the outbox folder goes: every write fails, as on a full or read-only disk.
    await writeFile(join(dataDir, 'outbox'), '')
    deps.transport = createOutboxTransport(dataDir, FROM, () => {})
    const waiting: (() => Promise<unknown>)[] = []
    deps.retryLater = (job) => waiting.push(job)

    expect(await signUp(VICTIM)).toEqual({ ok: true })
    expect(waiting).toHaveLength(1)
    expect(await waiting.shift()!()).toBe('failed')
    await rm(join(dataDir, 'outbox'))
    expect(await waiting.shift()!()).toBe('sent')
    expect(await readdir(join(dataDir, 'outbox'))).toHaveLength(1)
    expect(await store.doubleOptIn!.find(VICTIM)).toMatchObject({ confirmedAt: null })
    expect(waiting).toHaveLength(0)
  })

  it('is tried again a bounded number of times', async () => {
    const { deps, signUp } = await setUp()
    deps.transport = createSmtpTransport('smtp://127.0.0.1:9', FROM)
    const waiting: (() => Promise<unknown>)[] = []
    deps.retryLater = (job) => waiting.push(job)
    await signUp(VICTIM)
    let tries = 1
    while (waiting.length > 0) {
      await waiting.shift()!()
      tries += 1
    }
    expect(tries).toBe(MAIL_RETRIES + 1)
  })
})

describe('coming back after leaving', { timeout: 120_000 }, () => {
  it('sends a withdrawn address that signs up again a fresh confirmation, and lists it only once it confirms', async () => {
    const { store, smtp, clock, signUp } = await setUp()
    await signUp(VICTIM)
    await store.doubleOptIn!.confirm(VICTIM, new Date(clock.now))
    await store.doubleOptIn!.withdraw(VICTIM, new Date(clock.now))

    clock.now += MAIL_INTERVAL_MS
    expect(await signUp(VICTIM)).toEqual({ ok: true })
    expect(await store.doubleOptIn!.find(VICTIM)).toMatchObject({ confirmedAt: null, withdrawnAt: null })
    const mails = smtp.to(VICTIM)
    expect(mails).toHaveLength(2)
    expect(linkIn(mails[1]!, '/signup/confirm')).toContain('token=')

    await store.doubleOptIn!.confirm(VICTIM, new Date(clock.now))
    expect(await signUp(VICTIM)).toEqual({ ok: false, code: 'already_signed_up' })
  })

  it('mails a withdrawn address that signs up again no sooner than its budget allows', async () => {
    const { store, smtp, clock, signUp } = await setUp()
    await signUp(VICTIM)
    await store.doubleOptIn!.withdraw(VICTIM, new Date(clock.now))
    expect(await signUp(VICTIM)).toEqual({ ok: true })
    expect(smtp.to(VICTIM)).toHaveLength(1)
  })
})

describe('a link is tied to the sign-up it was sent for', { timeout: 120_000 }, () => {
  it('confirms nothing of a later sign-up of the same address once the first was erased', async () => {
    const dataDir = await dirs.migrated()
    // The first sign-up, made ten minutes ago; its links were mailed five minutes ago.
    const first = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    await first.db.query(
      "insert into email_submissions (email, created_at, consented_at, confirmed_at) values ($1, now() - interval '10 minutes', now() - interval '10 minutes', null)",
      [VICTIM],
    )
    await first.close()
    const store = createEmbeddedStore({ dataDir, migrations: bundledMigrations })
    opened.push(store)
    const deps: PageDeps = {
      store: answeringSteps(store.doubleOptIn!, OPT_IN_STEP_NAMES, () => {}),
      secret: SECRET,
      now: Date.now,
      requestManageLink: () => {},
      forgetMail: () => Promise.resolve(),
    }
    const post = async (purpose: 'confirm' | 'manage', mintedAgoMs: number) => {
      const token = await signToken({ email: VICTIM, purpose }, SECRET, Date.now() - mintedAgoMs)
      return verified(token, purpose, deps)
    }
    const before = await signToken({ email: VICTIM, purpose: 'confirm' }, SECRET, Date.now() - 5 * 60_000)
    expect(await post('manage', 5 * 60_000)).toMatchObject({ ok: true })
    await store.doubleOptIn!.erase(VICTIM)
    // A stranger signs the address up again: the old links must not act on their row.
    await store.insert({ email: VICTIM, suggestedFestival: null })
    expect(await post('manage', 5 * 60_000)).toEqual({ ok: false, reason: 'invalid' })
    const confirm = await confirmPost(
      new Request(tokenLink('https://culturecoded.example.com', 'confirm', before), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
      deps,
    )
    expect(confirm.headers.get('location')).not.toContain('done=confirmed')
    expect(await store.doubleOptIn!.find(VICTIM)).toMatchObject({ confirmedAt: null })
    // A link sent for the new sign-up works.
    expect(await post('confirm', 0)).toMatchObject({ ok: true })
  })
})

describe('migration 0010', { timeout: 120_000 }, () => {
  it('reduces addresses stored with a display name, comment, group or list to the bare address, merges them and says how many', async () => {
    const db = await PGlite.create()
    try {
      const logged: string[] = []
      await applyMigrations(
        db,
        bundledMigrations.filter((m) => m.name < '0010'),
        () => {},
      )
      const insert = `insert into email_submissions (email, created_at, consented_at, withdrawn_at)
        values ($1, $2, $2, $3)`
      await db.query(insert, [`n1<${VICTIM}>`, '2026-01-01T00:00:00Z', null])
      await db.query(insert, [`(c)${VICTIM}`, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'])
      await db.query(insert, [`grp:${VICTIM};`, '2026-04-01T00:00:00Z', null])
      await db.query(insert, ['x,ana@example.com', '2026-04-01T00:00:00Z', null])
      await db.query(insert, ['bob@example.com', '2026-04-01T00:00:00Z', null])
      await applyMigrations(db, bundledMigrations, (line) => logged.push(line))

      const { rows } = await db.query<{ email: string; withdrawn_at: Date | null }>(
        'select email, withdrawn_at from email_submissions order by email',
      )
      // The withdrawal is kept: it is what stops that address being mailed.
      expect(rows).toEqual([
        { email: 'ana@example.com', withdrawn_at: null },
        { email: 'bob@example.com', withdrawn_at: null },
        { email: VICTIM, withdrawn_at: new Date('2026-03-01T00:00:00Z') },
      ])
      expect(logged).toEqual([expect.stringMatching(/0010.*reduced 2 address\(es\).*merged 2 sign-up\(s\)/)])
      await expect(
        db.query(`insert into email_submissions (email) values ($1)`, [`n2<${VICTIM}>`]),
      ).rejects.toThrow(/email_submissions_bare_address|email_submissions_email_shape/)
    } finally {
      await db.close()
    }
  })
})
