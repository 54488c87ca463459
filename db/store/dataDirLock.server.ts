// PGlite opens one data folder from two processes at once, and two Postgres instances corrupt its
// files: a second opener stops with a clear message instead. A lock whose pid is gone, or is ours
// but not held (a container restarted as pid 1), is stale (docs/decisions/0010-data-folder-lock.md).
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join, resolve } from 'node:path'

export const LOCK_FILE_NAME = 'culture-coded.lock'

export class DataDirInUseError extends Error {
  name = 'DataDirInUseError'
}

/** A folder that is not the store's own to take: opening it would re-permission other people's files. */
export class SharedDataDirError extends Error {
  name = 'SharedDataDirError'
}

const STICKY = 0o1000

/** Whether `folder` already holds an embedded (PGlite) database. */
export function holdsEmbeddedDatabase(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'))
}

/**
 * Refuses a shared sticky folder such as /tmp that holds other files: the store makes its folder
 * owner-only, which would lock everyone else out of theirs. An empty one, or one already holding
 * the database, is the store's.
 */
export function refuseSharedFolder(dataDir: string): void {
  const folder = resolve(dataDir)
  const stats = statSync(folder, { throwIfNoEntry: false })
  if (!stats?.isDirectory() || (stats.mode & STICKY) === 0) return
  if (holdsEmbeddedDatabase(folder)) return
  if (readdirSync(folder).length === 0) return
  throw new SharedDataDirError(
    `${folder} is a shared folder (sticky bit set) holding other files, not a data folder of its own: set DATA_DIR to a new folder, for example ${join(folder, 'culture-coded')}.`,
  )
}

// Kept on globalThis: Vite's dev server re-runs server modules after an edit, and a fresh
// module-level set would forget a database this process still has open.
const HELD_LOCKS = Symbol.for('culture-coded.data-dir-locks')
const processGlobals = globalThis as typeof globalThis & { [HELD_LOCKS]?: Set<string> }
const heldHere = (processGlobals[HELD_LOCKS] ??= new Set<string>())

// An unreadable lock younger than this is another opener mid-write; older, a crash leftover.
const HALF_WRITTEN_GRACE_MS = 5000

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isOlderThan(path: string, ageMs: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ageMs
  } catch {
    return true
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o600)
    try {
      writeSync(fd, `${process.pid}\n`)
    } finally {
      closeSync(fd)
    }
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Takes the folder's lock or throws DataDirInUseError (SharedDataDirError for a folder that is
 * not the store's to take). Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  refuseSharedFolder(dataDir)
  const lockPath = join(resolve(dataDir), LOCK_FILE_NAME)
  if (heldHere.has(lockPath)) {
    throw new DataDirInUseError(`${resolve(dataDir)} is already open in this process.`)
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockPath)) {
      heldHere.add(lockPath)
      let released = false
      return () => {
        if (released) return
        released = true
        heldHere.delete(lockPath)
        rmSync(lockPath, { force: true })
      }
    }
    const owner = readOwner(lockPath)
    const isStale =
      owner === null
        ? isOlderThan(lockPath, HALF_WRITTEN_GRACE_MS)
        : owner === process.pid || !isRunning(owner)
    if (!isStale) {
      const who = owner === null ? 'another process' : `process ${owner}`
      throw new DataDirInUseError(
        `${resolve(dataDir)} is in use by ${who}. The embedded database allows one process at a time: stop the server before running this, or point DATA_DIR elsewhere. If no such process is running, delete ${lockPath}.`,
      )
    }
    rmSync(lockPath, { force: true })
  }
  throw new DataDirInUseError(`Could not lock ${resolve(dataDir)}: another process keeps taking the lock.`)
}
