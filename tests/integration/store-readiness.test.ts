// /readyz tells a load balancer whether a sign-up could be stored now, not merely whether the
// store answers: it goes 503 while the embedded store cannot take a write (a full disk, a data
// folder that refuses writes) and 200 again by itself once it can.
import { execFileSync } from 'node:child_process'
import { cp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer, type RunningServer } from '../support/server'
import { callSignup } from '../support/signup-http'
import { fillDisk, requireRoot, tmpfsMounts } from '../support/tmpfs'

const dirs = dataDirs()
const tmpfs = tmpfsMounts()
// Room for a fresh database (a WAL segment and the catalogs) and a few sign-ups.
const TMPFS_MB = 64
const POLL = { timeout: 20_000, interval: 100 }

beforeAll(async () => {
  requireRoot('fill a disk and make it read-only')
  await assertBuilt()
})
afterEach(killAllServers)
afterAll(async () => {
  await tmpfs.unmountAll()
  await dirs.removeAll()
})

/** A migrated database on its own small tmpfs, as DATA_DIR. */
async function dataDirOnTmpfs(): Promise<{ mountPoint: string; dataDir: string }> {
  const mountPoint = await tmpfs.mount(TMPFS_MB)
  const dataDir = join(mountPoint, 'data')
  await cp(await dirs.migrated(), dataDir, { recursive: true })
  return { mountPoint, dataDir }
}

async function readiness(server: RunningServer): Promise<number> {
  return (await fetch(`${server.origin}/readyz`)).status
}

async function signUp(server: RunningServer, email: string): Promise<string> {
  const { result } = await callSignup(server.origin, { email, festival: '', website: '' })
  return result?.ok ? 'ok' : (result?.code ?? 'no result')
}

describe('readiness', { timeout: 120_000 }, () => {
  it('answers 503 while the disk is full, stays up, and 200 again once there is room', async () => {
    const { mountPoint, dataDir } = await dataDirOnTmpfs()
    const server = await startServer({ dataDir })
    await expect.poll(() => readiness(server), POLL).toBe(200)
    expect(await signUp(server, 'before-full@example.com')).toBe('ok')

    const filler = fillDisk(mountPoint)
    await expect.poll(() => readiness(server), POLL).toBe(503)
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200)
    expect(server.errors()).toMatch(/cannot take a write: .*ENOSPC/)

    await rm(filler)
    await expect.poll(() => readiness(server), POLL).toBe(200)
    expect(await signUp(server, 'after-full@example.com')).toBe('ok')
    expect(await server.stop()).toEqual({ code: 0, signal: null })
  })

  it('starts on a read-only data folder, answers 503, and 200 once it is mounted read-write again', async () => {
    const { mountPoint, dataDir } = await dataDirOnTmpfs()
    tmpfs.remount(mountPoint, 'ro')
    const server = await startServer({ dataDir })
    expect(await readiness(server)).toBe(503)
    expect(await signUp(server, 'read-only@example.com')).toBe('unavailable')

    tmpfs.remount(mountPoint, 'rw')
    await expect.poll(() => readiness(server), POLL).toBe(200)
    expect(await signUp(server, 'read-write@example.com')).toBe('ok')
    expect(await server.stop()).toEqual({ code: 0, signal: null })
  })

  it('answers 503 while its running data folder refuses new files, and 200 once it takes them again', async () => {
    // A mount with files open for writing cannot be remounted read-only; an immutable folder
    // refuses new files even to root, as a read-only one does.
    const { dataDir } = await dataDirOnTmpfs()
    const server = await startServer({ dataDir })
    await expect.poll(() => readiness(server), POLL).toBe(200)
    execFileSync('chattr', ['+i', dataDir])
    try {
      await expect.poll(() => readiness(server), POLL).toBe(503)
    } finally {
      execFileSync('chattr', ['-i', dataDir])
    }
    await expect.poll(() => readiness(server), POLL).toBe(200)
    expect(await server.stop()).toEqual({ code: 0, signal: null })
  })
})
