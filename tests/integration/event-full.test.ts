// An event whose seats are all held, as the built server shows its page: the words say so, the form
// stays for the waitlist, and the JSON-LD offer is sold out. The seats are filled in the data folder
// before the server opens it, as an organiser's accepts would have.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eventPageCopy } from '@content/eventPage'
import { fillIn } from '@content/teamPage'
import { upcomingEvents } from '@content/upcoming'
import { applicationWindow } from '../../lib/applicationWindow'
import { bundledMigrations } from '../../db/bundled-migrations'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { applicationsOver, callOver } from '../../db/store/applications.server'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer } from '../support/server'

const dirs = dataDirs()
beforeAll(assertBuilt)
afterEach(killAllServers)
afterAll(() => dirs.removeAll())

const openEvent = upcomingEvents.find((event) => applicationWindow(event, new Date()) === 'open')
const seats = openEvent?.applications?.seats ?? 0
const capacity = seats + (openEvent?.applications?.overbook ?? 0)

/** A data folder in which `accepted` builders hold a seat at the open event. */
async function folderWithSeatsHeld(accepted: number): Promise<string> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  const store = applicationsOver(callOver(database.db, database.syncWal))
  const event = { seats, overbook: capacity - seats, confirmDays: 5 }
  for (let i = 0; i < accepted; i += 1) {
    const email = `builder${i}@example.com`
    const { id } = await store.submit({
      eventId: openEvent!.id,
      name: `Builder ${i}`,
      email,
      idea: 'A drum machine that listens to the room',
      experience: 'a_little',
      dreamFestival: null,
      matchTeam: false,
    })
    await store.confirmAddress(openEvent!.id, email)
    expect(await store.setStatus(id, 'accepted', 'organiser', event)).toEqual({ ok: true })
  }
  await database.close()
  return dataDir
}

/** The event page's words about being full, whether it has the form, and its offer's availability. */
async function eventPage(dataDir: string) {
  const server = await startServer({ dataDir })
  const html = await (await fetch(`${server.origin}/events/${openEvent!.id}`)).text()
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'
  const graph = (JSON.parse(jsonLd) as { '@graph': Array<{ offers?: { availability: string } }> })['@graph']
  return {
    saysFull: html.includes(fillIn(eventPageCopy.full, { seats: String(seats) })),
    hasForm: /<form[^>]*action="\/_serverFn\//.test(html),
    availability: graph.find((node) => node.offers)?.offers?.availability,
  }
}

describe('an open event with every seat held', { timeout: 180_000 }, () => {
  it('has an event open for applications, with seats, in the content', () => {
    expect(openEvent?.applications?.seats).toBeGreaterThan(0)
  })

  it('says its seats are all taken, keeps the form for the waitlist, and is sold out in its JSON-LD', async () => {
    expect(await eventPage(await folderWithSeatsHeld(capacity))).toEqual({
      saysFull: true,
      hasForm: true,
      availability: 'https://schema.org/SoldOut',
    })
  })

  it('is not full while one seat of the seats and the overbooking is free', async () => {
    expect(await eventPage(await folderWithSeatsHeld(capacity - 1))).toEqual({
      saysFull: false,
      hasForm: true,
      availability: 'https://schema.org/InStock',
    })
  })
})
