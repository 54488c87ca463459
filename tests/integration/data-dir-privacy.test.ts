// The data folder holds people's addresses: under the production server every file in it is the
// owner's alone, including what initdb and Postgres write, and a shared folder such as /tmp is
// refused at start rather than taken over and re-permissioned.
import { chmod, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, freePort, killAllServers, spawnServer, startServer } from '../support/server'
import { callSignup } from '../support/signup-http'

const dirs = dataDirs()

beforeAll(assertBuilt)
afterEach(async () => {
  await killAllServers()
  await dirs.removeAll()
})

/** Every entry under `root` whose permission bits are not owner-only, as "mode path". */
async function notOwnerOnly(root: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name)
    const mode = (await stat(path)).mode & 0o7777
    const wanted = entry.isDirectory() ? 0o700 : 0o600
    if (mode !== wanted) found.push(`${mode.toString(8)} ${path}`)
  }
  const rootMode = (await stat(root)).mode & 0o7777
  if (rootMode !== 0o700) found.push(`${rootMode.toString(8)} ${root}`)
  return found
}

describe('the data folder', { timeout: 120_000 }, () => {
  it('holds only owner-only files (0600) and folders (0700) after start, sign-ups and shutdown', async () => {
    const dataDir = await dirs.migrated()
    // As a copy made under a permissive umask finds them.
    await chmod(dataDir, 0o755)
    const server = await startServer({ dataDir })
    const { result } = await callSignup(server.origin, {
      email: 'ana@example.com',
      festival: '',
      website: '',
    })
    expect(result).toEqual({ ok: true })
    expect(await server.stop()).toEqual({ code: 0, signal: null })
    expect(await notOwnerOnly(dataDir)).toEqual([])
  })

  it('refuses a shared sticky folder that holds other files, naming it, and leaves it as it was', async () => {
    const shared = await dirs.make()
    await writeFile(join(shared, 'someone-elses.txt'), 'theirs')
    await chmod(shared, 0o1777)
    const refused = spawnServer({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: shared })
    expect((await refused.exited).code).toBe(1)
    expect(refused.stderr.trim()).toBe(
      `[server] cannot start: ${shared} is a shared folder (sticky bit set) holding other files, not a data folder of its own: set DATA_DIR to a new folder, for example ${join(shared, 'culture-coded')}.`,
    )
    expect((await stat(shared)).mode & 0o7777).toBe(0o1777)
    expect(await readdir(shared)).toEqual(['someone-elses.txt'])
  })
})
