// Which store the server uses, and how the process's store starts and stops.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '~/config.server'
import { LOCK_FILE_NAME } from '../../db/store/dataDirLock.server'
import { createStoreFor } from '~/signup/store.server'
import { dataDirs } from '../support/embedded-db'

const dirs = dataDirs()

afterAll(() => dirs.removeAll())

describe('choosing the store', () => {
  it('uses the embedded database when Supabase is not configured', () => {
    expect(createStoreFor(parseConfig({})).kind).toBe('embedded')
  })

  it('uses Supabase when SUPABASE_URL and a publishable key are set', () => {
    const config = parseConfig({
      SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789',
    })
    expect(createStoreFor(config).kind).toBe('supabase')
  })
})

describe("the process's store", { timeout: 60_000 }, () => {
  let dataDir: string
  let store: typeof import('~/signup/store.server')

  beforeEach(async () => {
    dataDir = await dirs.migrated()
    vi.stubEnv('DATA_DIR', dataDir)
    vi.resetModules()
    store = await import('~/signup/store.server')
  }, 60_000)

  afterEach(async () => {
    await store.closeStore()
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
    await dirs.removeAll()
  })

  it('opens and migrates the database in DATA_DIR when warmed at start', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await store.warmStore()
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true)
    expect(await store.getStore().isWritable()).toBe(true)
  })

  it('lets an in-flight sign-up finish, then refuses new ones and closes, on shutdown', async () => {
    const signups = store.getStore()
    const inFlight = signups.insert({ email: 'ana@example.com', suggestedFestival: null })
    const shutdown = store.shutdownStore()
    expect(await inFlight).toBe('ok')
    await shutdown
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await signups.insert({ email: 'bob@example.com', suggestedFestival: null })).toBe('unavailable')
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/refused a sign-up because the server is shutting down/),
    )
    expect(await signups.isWritable()).toBe(false)
  })

  it("answers the double opt-in's steps 'unavailable' on shutdown, rather than throwing", async () => {
    const steps = store.getDoubleOptIn()!
    expect(await steps.find('ana@example.com')).toBeNull()
    await store.shutdownStore()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await steps.find('ana@example.com')).toBe('unavailable')
    expect(await steps.confirm('ana@example.com', new Date())).toBe('unavailable')
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/refused the double opt-in's confirm because the server is shutting down/),
    )
  })

  it('leaves SIGTERM and SIGINT to the server: opening and using the store adds no listener', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const listeners = () => ({
      SIGTERM: process.listenerCount('SIGTERM'),
      SIGINT: process.listenerCount('SIGINT'),
    })
    const before = listeners()
    await store.warmStore()
    await store.getStore().insert({ email: 'ana@example.com', suggestedFestival: null })
    expect(listeners()).toEqual(before)
  })

  it('opens a fresh store after closeStore, so a store that was closed comes back', async () => {
    await store.getStore().insert({ email: 'ana@example.com', suggestedFestival: null })
    await store.closeStore()
    expect(await store.getStore().insert({ email: 'bob@example.com', suggestedFestival: null })).toBe('ok')
  })
})
