// The data folder's lock: one process at a time on the embedded database's files.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DataDirInUseError,
  LOCK_FILE_NAME,
  lockDataDir,
  SharedDataDirError,
} from '../../db/store/dataDirLock.server'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
const releases: Array<() => void> = []

function lock(dir: string): () => void {
  const release = lockDataDir(dir)
  releases.push(release)
  return release
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''])
  return child.pid ?? 999_999
}

afterEach(async () => {
  for (const release of releases.splice(0)) release()
  await dirs.removeAll()
})

describe('the data folder lock', () => {
  it('records the owner and is removed on release', async () => {
    const dir = await dirs.make()
    const release = lock(dir)
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false)
  })

  it('refuses a second opener in the same process', async () => {
    const dir = await dirs.make()
    lock(dir)
    expect(() => lockDataDir(dir)).toThrow(/already open in this process/)
  })

  it('refuses while another running process holds it, naming that process', async () => {
    const dir = await dirs.make()
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`)
  })

  it('takes over a lock left by a process that has exited', async () => {
    const dir = await dirs.make()
    writeFileSync(join(dir, LOCK_FILE_NAME), `${deadPid()}\n`)
    lock(dir)
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid))
  })

  it('takes over a lock carrying its own pid that it does not hold, as after a container restart', async () => {
    const dir = await dirs.make()
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.pid}\n`)
    expect(() => lock(dir)).not.toThrow()
  })

  it('waits out a lock that is still being written, but not one left unreadable by a crash', async () => {
    const dir = await dirs.make()
    const lockPath = join(dir, LOCK_FILE_NAME)
    writeFileSync(lockPath, '')
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/)
    const aMinuteAgo = new Date(Date.now() - 60_000)
    utimesSync(lockPath, aMinuteAgo, aMinuteAgo)
    expect(() => lock(dir)).not.toThrow()
  })
})

describe('a shared folder as DATA_DIR', () => {
  async function stickyFolder(...files: string[]): Promise<string> {
    const dir = await dirs.make()
    for (const name of files) writeFileSync(join(dir, name), '')
    chmodSync(dir, 0o1777)
    return dir
  }

  it('refuses a sticky folder holding other files, naming it, and leaves it as it was', async () => {
    const dir = await stickyFolder('someone-elses.txt')
    expect(() => lock(dir)).toThrow(SharedDataDirError)
    expect(() => lock(dir)).toThrow(`${dir} is a shared folder (sticky bit set) holding other files`)
    expect(statSync(dir).mode & 0o7777).toBe(0o1777)
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false)
  })

  it('takes an empty sticky folder, a sticky one already holding the database, and any other folder', async () => {
    const folders = [
      await stickyFolder(),
      await stickyFolder('PG_VERSION', 'postgresql.conf'),
      await dirs.make(),
    ]
    writeFileSync(join(folders[2]!, 'notes.txt'), '')
    for (const folder of folders) {
      lock(folder)
      expect(existsSync(join(folder, LOCK_FILE_NAME)), folder).toBe(true)
    }
  })

  it('writes its lock file owner-only', async () => {
    const dir = await dirs.make()
    lock(dir)
    expect(statSync(join(dir, LOCK_FILE_NAME)).mode & 0o777).toBe(0o600)
  })
})
