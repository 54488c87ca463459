// The production Node server stopped the way a platform stops it during a deploy: SIGTERM while a
// visitor's sign-up is still arriving. It must finish that sign-up, take no new connections,
// close the embedded store and exit 0 well within a grace period.
import http from 'node:http'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { LOCK_FILE_NAME } from '../../db/store/dataDirLock.server'
import { listSignups, openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { killAllServers, startServer, type RunningServer } from '../support/server'
import { tempDirs } from '../support/temp-dir'
import { multipartBody, signupPathIn } from '../../tools/lib/signup-wire.ts'

const GRACE_MS = 5000

const dirs = tempDirs()
let server: RunningServer | undefined

afterEach(() => killAllServers())
afterAll(() => dirs.removeAll())

type Answer = { status: number; headers: http.IncomingHttpHeaders }

/**
 * The form's no-JavaScript post, sent in two halves: the headers now, and once the server asks for
 * the body (its 100 Continue, sent when the app starts reading) the start of it; the rest when
 * `finish` is called. From `inFlight` until then the server is holding a request in flight.
 */
function startSlowSignup(
  origin: string,
  action: string,
  email: string,
): { inFlight: Promise<void>; finish(): void; answered: Promise<Answer> } {
  const { body, contentType } = multipartBody({ email, festival: 'Outside Lands' })
  const half = Math.floor(body.length / 2)
  const request = http.request(`${origin}${action}`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'transfer-encoding': 'chunked',
      origin,
      'sec-fetch-site': 'same-origin',
      expect: '100-continue',
    },
  })
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume()
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    request.once('error', reject)
  })
  const inFlight = new Promise<void>((resolve, reject) => {
    request.once('continue', () => request.write(body.slice(0, half), () => resolve()))
    request.once('error', reject)
  })
  request.flushHeaders()
  return { inFlight, finish: () => request.end(body.slice(half)), answered }
}

function connects(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${origin}/healthz`, (response) => {
        response.resume()
        resolve(true)
      })
      .once('error', () => resolve(false))
  })
}

describe('node server/main.ts on SIGTERM', { timeout: 60_000 }, () => {
  it('finishes the sign-up in flight, refuses new connections, closes the store and exits 0 within 5 s', async () => {
    const dataDir = join(await dirs.make(), 'data')
    server = await startServer({ dataDir, readyPath: '/readyz' })
    const { origin } = server
    const page = await (await fetch(`${origin}/`)).text()
    const action = signupPathIn(page)
    expect(action, 'the sign-up form posts to a server function').toBeDefined()

    const signup = startSlowSignup(origin, action ?? '', 'in-flight@example.com')
    await signup.inFlight
    const signalledAt = Date.now()
    const stopped = server.stop()
    await expect
      .poll(() => connects(origin), { message: 'a new connection once shutdown began', timeout: GRACE_MS })
      .toBe(false)
    expect(server.child.exitCode, 'still running while a request is in flight').toBeNull()

    signup.finish()
    const answer = await signup.answered
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/?signup=ok#signup')

    expect(await stopped).toEqual({ code: 0, signal: null })
    expect((await server.exited).at - signalledAt).toBeLessThan(GRACE_MS)
    expect(server.output()).toContain('[server] stopped')
    expect(server.errors()).toBe('')

    expect(existsSync(join(dataDir, LOCK_FILE_NAME)), 'the store let go of its lock').toBe(false)
    const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    try {
      expect(await listSignups(database.db)).toEqual([
        { email: 'in-flight@example.com', suggested_festival: 'Outside Lands', created_at: expect.any(Date) },
      ])
    } finally {
      await database.close()
    }
  })
})
