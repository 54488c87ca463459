// The process dies without warning (SIGKILL: an OOM kill, a host failure) while sign-ups are
// streaming in. 'ok' is a promise to the visitor that the address is kept, so after a restart
// on the same data folder, every sign-up answered 'ok' must be there.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer } from '../support/server'
import { callSignup, postForm } from '../support/signup-http'
import { readStoredSignups } from '../support/stored-signups'

/** Enough acknowledged sign-ups before the kill that losing any would show. */
const ACKNOWLEDGED_BEFORE_KILL = 60
const CONCURRENT_VISITORS = 4
/** A bound on the stream, so a server that never answers ok cannot keep the visitors going. */
const MAX_SENT = 5_000

const dirs = dataDirs()

beforeAll(assertBuilt)
afterEach(async () => {
  await killAllServers()
  await dirs.removeAll()
})

describe('a crash in the middle of a stream of sign-ups', { timeout: 120_000 }, () => {
  it('keeps every sign-up it acknowledged with ok when the process is killed with SIGKILL', async () => {
    const dataDir = await dirs.migrated()
    const first = await startServer({ dataDir })

    const sent: string[] = []
    const acknowledged: string[] = []
    let inFlight = 0
    let isStopping = false
    // Half the visitors use the page's JavaScript, half the no-JavaScript form.
    async function visitor(index: number): Promise<void> {
      while (!isStopping && sent.length < MAX_SENT) {
        const email = `crash-${sent.length}@example.com`
        sent.push(email)
        inFlight += 1
        try {
          const fields = { email, festival: 'Sónar', website: '' }
          const isOk =
            index % 2 === 0
              ? (await callSignup(first.origin, fields)).result?.ok === true
              : (await postForm(first.origin, fields)).outcome === 'ok'
          if (isOk) acknowledged.push(email)
        } catch {
          // The connection died with the process: no answer, so no promise was made.
        } finally {
          inFlight -= 1
        }
      }
    }
    const visitors = Array.from({ length: CONCURRENT_VISITORS }, (_, index) => visitor(index))
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL), {
        timeout: 60_000,
        interval: 5,
      })
    } finally {
      isStopping = true
    }
    const inFlightAtKill = inFlight
    expect(await first.crash()).toEqual({ code: null, signal: 'SIGKILL' })
    await Promise.all(visitors)
    // Otherwise this would only be a test of a quiet shutdown.
    expect(inFlightAtKill).toBeGreaterThan(0)

    // Same folder: the dead process's lock is stale, and the database recovers from its log.
    const second = await startServer({ dataDir })
    const ready = await fetch(`${second.origin}/readyz`)
    expect(ready.status).toBe(200)
    expect(
      (await callSignup(second.origin, { email: 'after-crash@example.com', festival: '', website: '' }))
        .result,
    ).toEqual({ ok: true })
    expect(
      (await callSignup(second.origin, { email: acknowledged[0], festival: '', website: '' })).result,
    ).toEqual({
      ok: false,
      code: 'already_signed_up',
    })
    expect(await second.stop()).toEqual({ code: 0, signal: null })

    const stored = (await readStoredSignups(dataDir)).map((row) => row.email)
    expect(acknowledged.filter((email) => !stored.includes(email))).toEqual([])
    // Nothing nobody sent, and nothing twice.
    expect(stored.filter((email) => !sent.includes(email))).toEqual(['after-crash@example.com'])
    expect(new Set(stored).size).toBe(stored.length)
  })
})
