// An organiser reads the sign-ups while the site runs, without stopping it.
// `npm run signups` asks the running server over the data folder's socket; an export taken
// during a stream of sign-ups holds every sign-up acknowledged before it started.
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OPERATOR_SOCKET_NAME } from '../../db/store/operatorSocket.server'
import { dataDirs } from '../support/embedded-db'
import { runSignups } from '../support/signups-cli'
import { assertBuilt, killAllServers, startServer } from '../support/server'
import { callSignup } from '../support/signup-http'
import { readStoredSignups } from '../support/stored-signups'

const dirs = dataDirs()

const signups = (args: string[], dataDir: string) => runSignups(args, { DATA_DIR: dataDir })

beforeAll(() => assertBuilt())
afterEach(async () => {
  await killAllServers()
  await dirs.removeAll()
})

describe('reading sign-ups while the server runs', { timeout: 240_000 }, () => {
  it('exports, during a stream of sign-ups, every sign-up acknowledged before the export started', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    const acknowledged: string[] = []
    let streaming = true
    let twentyAcknowledged = () => {}
    const streamUnderWay = new Promise<void>((resolve) => (twentyAcknowledged = resolve))
    const stream = (async () => {
      for (let i = 0; streaming; i += 1) {
        const email = `stream-${i}@example.com`
        const { result } = await callSignup(server.origin, { email, festival: '', website: '' })
        expect(result).toEqual({ ok: true })
        acknowledged.push(email)
        if (acknowledged.length === 20) twentyAcknowledged()
      }
    })()
    // The stream only ends early by failing: then its error is the test's.
    await Promise.race([streamUnderWay, stream])

    const before = [...acknowledged]
    // Every sign-up, pending ones too: these addresses never confirm.
    const run = await signups(['export', '--format', 'json', '--all'], dataDir)
    const count = await signups(['count'], dataDir)
    streaming = false
    await stream

    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain('the running server')
    const exported = new Set((JSON.parse(run.stdout) as Array<{ email: string }>).map((row) => row.email))
    expect(before.filter((email) => !exported.has(email))).toEqual([])
    expect(count.code).toBe(0)
    expect(Number(count.stdout)).toBeGreaterThanOrEqual(before.length)

    // The server kept taking sign-ups throughout, and still holds every one it acknowledged.
    await server.stop()
    const stored = new Set((await readStoredSignups(dataDir)).map((row) => row.email))
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])
  })

  it('opens the socket to the server user only, in a folder only that user can enter', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    expect((await stat(join(dataDir, OPERATOR_SOCKET_NAME))).mode & 0o777).toBe(0o600)
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
    await server.stop()
  })

  it('erases one person while the server runs, and stays erased after a restart', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    for (const email of ['erase-me@example.com', 'keep-me@example.com']) {
      expect((await callSignup(server.origin, { email, festival: '', website: '' })).result).toEqual({
        ok: true,
      })
    }
    const erased = await signups(['delete', 'erase-me@example.com'], dataDir)
    expect(erased).toMatchObject({ code: 0, stdout: '' })
    expect(erased.stderr).toContain('Erased 1 sign-up from the running server')
    expect(erased.stderr).not.toContain('erase-me')
    await server.stop()
    expect((await readStoredSignups(dataDir)).map((row) => row.email)).toEqual(['keep-me@example.com'])
  })

  it('reads the folder directly once the server has stopped', async () => {
    const dataDir = await dirs.migrated()
    const server = await startServer({ dataDir })
    await callSignup(server.origin, { email: 'after-hours@example.com', festival: '', website: '' })
    await server.stop()
    const run = await signups(['count'], dataDir)
    expect(run).toMatchObject({ code: 0, stdout: '1\n' })
  })
})
