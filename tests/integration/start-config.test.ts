// The production Node server refuses to start on a wrong or half-set variable, and says which.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { killAllServers, spawnServer, type ServerProcess } from '../support/server'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
let server: ServerProcess | undefined

afterEach(() => killAllServers())
afterAll(() => dirs.removeAll())

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co'

describe('node server/main.ts with a bad configuration', { timeout: 30_000 }, () => {
  it.each<{ problem: string; env: Record<string, string>; message: string }>([
    {
      problem: 'SUPABASE_URL set without a key',
      env: { SUPABASE_URL },
      message: 'SUPABASE_URL is set but SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) is not',
    },
    {
      problem: 'a key without SUPABASE_URL',
      env: { SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789' },
      message: 'SUPABASE_PUBLISHABLE_KEY is set but SUPABASE_URL is not',
    },
    {
      problem: 'the secret (service_role) key',
      env: { SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY: 'sb_secret_0123456789' },
      message: 'SUPABASE_PUBLISHABLE_KEY is a secret (service_role) key',
    },
    {
      problem: 'the secret key under its own name, meant for npm run signups only',
      env: {
        SUPABASE_URL,
        SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abcdef',
        SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_0123456789',
      },
      message: "SUPABASE_SERVICE_ROLE_KEY is set in the server's environment",
    },
    { problem: 'a PORT that is not a number', env: { PORT: 'http' }, message: 'PORT must be a whole number' },
  ])('exits 1 naming the variable: $problem', async ({ env, message }) => {
    const dataDir = join(await dirs.make(), 'data')
    server = spawnServer({ PORT: '4412', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env })
    const exit = await server.exited
    expect(exit.code).toBe(1)
    expect(server.stderr).toContain(`[server] cannot start: ${message}`)
    expect(server.stderr).not.toContain('0123456789')
    expect(server.stdout).not.toContain('listening')
    expect(existsSync(dataDir), 'no embedded database was opened').toBe(false)
  })
})
