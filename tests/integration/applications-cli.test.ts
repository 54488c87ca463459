// `npm run applications`, run as the organiser runs it: plain Node on cli/applications.ts, live
// through the socket of a process that holds the data folder (as the server does), and on a
// stopped server's folder.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledMigrations } from '../../db/bundled-migrations'
import { applicationsOver, callOver } from '../../db/store/applications.server'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import type { ApplicationStore, NewApplication } from '../../db/store/store.server'
import { doorPassCode } from '../../lib/doorPass'
import { verifyApplicationToken } from '../../lib/tokens'
import { draw } from '../../lib/draw'
import { dataDirs } from '../support/embedded-db'
import { runCli } from '../support/signups-cli'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'

const SECRET = 'door-pass-test-secret-0123456789abcdef'
// An event content does not declare, so its seats come from the flags each test gives.
const EVENT = 'rehearsal-2027'
const SEATS = { seats: 2, overbook: 0, confirmDays: 5 }
const dirs = dataDirs()
const held: EmbeddedDatabase[] = []
const sinks: SmtpSink[] = []

const applications = (args: string[], dataDir: string, env: Record<string, string> = {}) =>
  runCli('applications', args, { DATA_DIR: dataDir, MAIL_TOKEN_SECRET: SECRET, ...env })

/** A data folder holding confirmed applications to EVENT by these names; their ids in that order. */
async function folderWith(
  names: string[],
  arrange: (store: ApplicationStore, ids: string[]) => Promise<void> = async () => {},
  { keepOpen = true } = {},
): Promise<{ dataDir: string; ids: string[]; store: ApplicationStore }> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({
    dataDir,
    migrations: bundledMigrations,
    shareLocally: keepOpen,
  })
  const store = applicationsOver(callOver(database.db, database.syncWal))
  const ids: string[] = []
  for (const [i, name] of names.entries()) {
    const application: NewApplication = {
      eventId: EVENT,
      name,
      email: `builder${i}@example.com`,
      idea: 'A synth that learns the crowd',
      experience: 'none',
      dreamFestival: null,
      matchTeam: false,
    }
    ids.push((await store.submit(application)).id)
    await store.confirmAddress(EVENT, application.email)
  }
  await arrange(store, ids)
  if (keepOpen) held.push(database)
  else await database.close()
  return { dataDir, ids, store }
}

async function statusesIn(store: ApplicationStore): Promise<string[]> {
  return (await store.list({ eventId: EVENT })).map((row) => row.status)
}

async function confirmedSeat(store: ApplicationStore, ids: string[]): Promise<void> {
  for (const id of ids) {
    await store.setStatus(id, 'accepted', 'organiser', SEATS)
    await store.setStatus(id, 'confirmed', 'builder', SEATS)
  }
}

afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
  await Promise.all(held.splice(0).map((database) => database.close()))
  await dirs.removeAll()
})

describe('npm run applications', { timeout: 120_000 }, () => {
  it('accepts up to the seats given, then exits 1 saying no seat is left and changes nothing', async () => {
    const { dataDir, ids, store } = await folderWith(['Ana', 'Bo', 'Cy'])
    for (const id of ids.slice(0, 2)) {
      expect((await applications(['accept', id, '--seats', '2'], dataDir)).code).toBe(0)
    }
    const refused = await applications(['accept', ids[2]!, '--seats', '2'], dataDir)
    expect(refused).toMatchObject({ code: 1, stdout: '' })
    expect(refused.stderr.trim()).toBe('Nothing changed: no seat left (seats plus overbooking are taken).')
    expect(await statusesIn(store)).toEqual(['accepted', 'accepted', 'pending'])
  })

  it('gives an accepted seat back by hand with release, the waitlist moving up, and refuses it for a pending one', async () => {
    const { dataDir, ids, store } = await folderWith(['Ana', 'Bo', 'Cy'])
    expect((await applications(['accept', ids[0]!, '--seats', '1'], dataDir)).code).toBe(0)
    expect((await applications(['waitlist', ids[1]!, '--seats', '1'], dataDir)).code).toBe(0)
    const released = await applications(['release', ids[0]!, '--seats', '1'], dataDir)
    expect(released.code, released.stderr).toBe(0)
    expect(released.stderr).toContain('accepted -> released')
    const refused = await applications(['release', ids[2]!, '--seats', '1'], dataDir)
    expect(refused.code).toBe(1)
    expect(await statusesIn(store)).toEqual(['released', 'accepted', 'pending'])
  })

  it('exits 2 with the usage when an event declares no seats and none are given', async () => {
    const { dataDir, ids, store } = await folderWith(['Ana'])
    const run = await applications(['accept', ids[0]!], dataDir)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('declares no seats in content/upcoming.ts')
    expect(await statusesIn(store)).toEqual(['pending'])
  })

  it('notify mails each decided builder once: a second notify sends nothing', async () => {
    const { dataDir, ids } = await folderWith(['Ana', 'Bo', 'Cy'], async (store, [a, b]) => {
      await store.setStatus(a!, 'accepted', 'organiser', SEATS)
      await store.setStatus(b!, 'declined', 'organiser', SEATS)
    })
    const first = await applications(['notify'], dataDir)
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(`${ids[0]}\taccepted\n${ids[1]}\tdeclined\n`)
    const outbox = join(dataDir, 'outbox')
    const mails = await readdir(outbox)
    expect(mails).toHaveLength(2)
    const texts = await Promise.all(mails.map((file) => readFile(join(outbox, file), 'utf8')))
    expect(texts.join('\n')).toContain('You have a seat.')
    const second = await applications(['notify'], dataDir)
    expect(second).toMatchObject({ code: 0, stdout: '' })
    expect(await readdir(outbox)).toHaveLength(2)
  })

  it('tells every decision through a real SMTP server, once each: accepted, waitlisted, declined, released with the waitlist moved up, and the confirmed seat with its door pass', async () => {
    const sink = await startSmtpSink()
    sinks.push(sink)
    const oneSeat = { ...SEATS, seats: 1 }
    const { dataDir, ids, store } = await folderWith(['Ana', 'Bo', 'Cy'], async (store, [a, b, c]) => {
      await store.setStatus(a!, 'accepted', 'organiser', oneSeat)
      await store.setStatus(b!, 'waitlisted', 'organiser', oneSeat)
      await store.setStatus(c!, 'declined', 'organiser', oneSeat)
    })
    const notify = async () => {
      const run = await applications(['notify'], dataDir, {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'http://127.0.0.1',
      })
      expect(run.code, run.stderr).toBe(0)
      return run
    }
    const told = (i: number) => sink.to(`builder${i}@example.com`).map((mail) => mail.text ?? '')
    await notify()
    expect(told(0)).toEqual([expect.stringContaining('You have a seat.')])
    expect(told(1)).toEqual([expect.stringContaining('you are on the waitlist')])
    expect(told(2)).toEqual([expect.stringContaining('We could not offer you a seat this time.')])
    // Ana's confirm-by time passes: her seat goes to Bo, first on the waitlist.
    const afterConfirmBy = new Date(Date.now() + (SEATS.confirmDays + 1) * 86_400_000)
    expect(await store.releaseOverdue(EVENT, oneSeat, afterConfirmBy)).toEqual([ids[0]])
    expect(await statusesIn(store)).toEqual(['released', 'accepted', 'declined'])
    await notify()
    expect(told(0)[1]).toContain('Your seat was not confirmed in time')
    expect(told(1)[1]).toContain('You have a seat.')
    // Bo confirms the seat on the builder's page: that mail carries the door pass.
    expect(await store.setStatus(ids[1]!, 'confirmed', 'builder', oneSeat)).toEqual({ ok: true })
    await notify()
    expect(told(1)[2]).toContain(`Your door pass: ${await doorPassCode(ids[1]!, SECRET)}`)
    expect((await notify()).stdout).toBe('')
    expect(sink.received).toHaveLength(6)
    for (const mail of sink.received) expect(mail.subject).toBe(`${EVENT}: your application`)
  })

  it("draws exactly what lib/draw.ts draws from the same seed and ids, on a stopped server's folder", async () => {
    const { dataDir, ids } = await folderWith(['Ana', 'Bo', 'Cy', 'Di', 'Ed'], async () => {}, {
      keepOpen: false,
    })
    const run = await applications(['draw', EVENT, '--seed', 'berlin round 1', '--seats', '2'], dataDir)
    expect(run.code).toBe(0)
    const expected = await draw('berlin round 1', ids, 2)
    expect(JSON.parse(run.stdout)).toEqual({
      event: EVENT,
      seed: 'berlin round 1',
      openSeats: 2,
      drawnFrom: expected.drawnFrom,
      accepted: expected.accepted,
      waitlisted: expected.waitlisted,
    })
  })

  it("checks in the holder of a door pass, and a forged or foreign code, or a pass at another event's door, changes nothing", async () => {
    const { dataDir, ids, store } = await folderWith(['Ana', 'Bo'], confirmedSeat)
    const forged = await applications(['checkin', EVENT, 'ABCDE-FGHJK'], dataDir)
    const foreign = await applications(
      ['checkin', EVENT, await doorPassCode(ids[0]!, `${SECRET}-other-site`)],
      dataDir,
    )
    const elsewhere = await applications(
      ['checkin', 'another-event-2027', await doorPassCode(ids[0]!, SECRET)],
      dataDir,
    )
    for (const refused of [forged, foreign, elsewhere]) {
      expect(refused).toMatchObject({ code: 1, stdout: '' })
      expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    }
    expect(await statusesIn(store)).toEqual(['confirmed', 'confirmed'])
    const code = await doorPassCode(ids[1]!, SECRET)
    const typed = code.toLowerCase().replace('-', ' ')
    expect(await applications(['checkin', EVENT, typed], dataDir)).toMatchObject({
      code: 0,
      stdout: `${ids[1]}\t${EVENT}\tchecked in\n`,
    })
    expect(await statusesIn(store)).toEqual(['confirmed', 'checked_in'])
    expect((await applications(['checkin', EVENT, code], dataDir)).code).toBe(1)
  })

  it("links every decision mail to the builder's page, signed for their event and address, and the confirmed seat's mail carries the door pass that checks in", async () => {
    const { dataDir, ids, store } = await folderWith(['Ana', 'Bo'], async (store, [a, b]) => {
      await store.setStatus(a!, 'accepted', 'organiser', SEATS)
      await store.setStatus(b!, 'waitlisted', 'organiser', SEATS)
    })
    expect((await applications(['notify'], dataDir)).code).toBe(0)
    await store.setStatus(ids[0]!, 'confirmed', 'builder', SEATS)
    expect(await applications(['notify'], dataDir)).toMatchObject({
      code: 0,
      stdout: `${ids[0]}\tconfirmed\n`,
    })
    const outbox = join(dataDir, 'outbox')
    const mails = await Promise.all(
      (await readdir(outbox)).map(async (file) => simpleParser(await readFile(join(outbox, file)))),
    )
    expect(mails).toHaveLength(3)
    for (const mail of mails) {
      const link = linkIn(mail, '/apply/manage')
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      const checked = await verifyApplicationToken(
        new URL(link).searchParams.get('token') ?? '',
        SECRET,
        Date.now(),
        'apply-manage',
      )
      expect(checked).toEqual({ ok: true, eventId: EVENT, email: to?.value[0]?.address })
      expect(mail.html).toContain('/apply/manage?token=')
    }
    const confirmedMail = mails.find((mail) => (mail.text ?? '').includes('Your seat is confirmed'))
    const code = /Your door pass: (\w{5}-\w{5})/.exec(confirmedMail?.text ?? '')?.[1]
    expect(code).toBe(await doorPassCode(ids[0]!, SECRET))
    expect((await applications(['checkin', EVENT, code!], dataDir)).code).toBe(0)
    expect(await statusesIn(store)).toEqual(['checked_in', 'waitlisted'])
    expect(mails.filter((mail) => /door pass/.test(mail.text ?? ''))).toHaveLength(1)
  })

  it('writes a door list in which a hostile name stays text', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const { dataDir, ids } = await folderWith([hostile], confirmedSeat)
    const file = join(dataDir, '..', 'door.html')
    expect((await applications(['door', EVENT, '--html', file], dataDir)).code).toBe(0)
    const html = await readFile(file, 'utf8')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain(await doorPassCode(ids[0]!, SECRET))
  })

  it('exports the confirmed builders as CSV with formula-like cells defused', async () => {
    const { dataDir } = await folderWith(['=HYPERLINK("http://evil")', 'Bo'], async (store, ids) => {
      await confirmedSeat(store, ids.slice(0, 1))
    })
    const run = await applications(['export', '--format', 'csv'], dataDir)
    expect(run.code).toBe(0)
    const [header, row, ...rest] = run.stdout.trimEnd().split('\r\n')
    expect(header).toBe('name,email,event_id,status,experience,dream_festival,match_team,idea')
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",builder0@example.com,/)
    expect(rest).toEqual([])
  })
})
