// PGlite's file layer turns Postgres's fsync into a no-op, so Node fdatasyncs the WAL segments a
// commit wrote before the sign-up is answered (docs/decisions/0009-wal-fsync-under-pglite.md).
import { chmod, open, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

const WAL_SEGMENT = /^[0-9A-F]{24}$/

async function syncPath(path: string, kind: 'file' | 'dir'): Promise<void> {
  let handle
  try {
    handle = await open(path, 'r')
  } catch (error) {
    // Postgres removed it (a temporary or recycled file) after it was listed: nothing to keep.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    await (kind === 'dir' ? handle.sync() : handle.datasync())
  } finally {
    await handle.close()
  }
}

// Several syncs in flight let the disk merge them: a fresh database is many small files.
const PARALLEL_SYNCS = 8

async function listTree(root: string, files: string[], dirs: string[]): Promise<void> {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name)
    if (entry.isDirectory()) await listTree(path, files, dirs)
    else if (entry.isFile()) files.push(path)
  }
  dirs.push(root)
}

/** fsyncs every file and folder under `root`: after opening (recovery, a checkpoint) and after closing. */
export async function syncTree(root: string): Promise<void> {
  const files: string[] = []
  const dirs: string[] = []
  await listTree(root, files, dirs)
  let next = 0
  const worker = async () => {
    while (next < files.length) await syncPath(files[next++]!, 'file')
  }
  await Promise.all(Array.from({ length: PARALLEL_SYNCS }, worker))
  // Folders last, deepest first, so each names files already on disk.
  for (const dir of dirs) await syncPath(dir, 'dir')
}

/**
 * Makes every file under `root` 0600 and every folder 0700: initdb writes its files world-readable,
 * and a copy or backup of the folder keeps the modes it finds.
 */
export async function makeTreePrivate(root: string): Promise<void> {
  const files: string[] = []
  const dirs: string[] = []
  await listTree(root, files, dirs)
  await Promise.all([
    ...files.map((path) => chmod(path, 0o600).catch(ignoreGone)),
    ...dirs.map((path) => chmod(path, 0o700).catch(ignoreGone)),
  ])
}

// Postgres removed it (a temporary or recycled file) after it was listed.
function ignoreGone(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
}

/**
 * Runs `work` for every caller, but callers that arrive while a run is under way share the
 * next run: one sync covers every commit made before it started (group commit).
 */
function groupCommit(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const start = (): Promise<void> => {
    const run = work().finally(() => {
      if (running === run) running = null
    })
    running = run
    return run
  }
  return () => {
    if (queued) return queued
    if (!running) return start()
    const next = running
      .catch(() => {})
      .then(() => {
        queued = null
        return start()
      })
    queued = next
    return next
  }
}

type WalPosition = { segment: string; checkpoint: string }

async function walPosition(db: PGlite): Promise<WalPosition> {
  const result = await db.query<WalPosition>(
    `select pg_walfile_name(pg_current_wal_lsn()) as segment,
            (pg_control_checkpoint()).checkpoint_lsn::text as checkpoint`,
  )
  const row = result.rows[0]
  if (!row) throw new Error('Postgres reported no WAL position')
  return row
}

export type WalSync = () => Promise<void>

/**
 * Starts making the data folder durable and returns the function that makes each commit
 * durable. A checkpoint rewrites data files and pg_control, so one seen since the last sync
 * makes the next sync cover the whole folder.
 */
export async function startWalSync(db: PGlite, dataDir: string): Promise<WalSync> {
  const walDir = join(dataDir, 'pg_wal')
  let synced = await walPosition(db)
  // The folder is synced in the background so the server is ready sooner; the first commit
  // waits for it, since its row is only safe once the files it builds on are.
  let folderSynced: Promise<void> | null = syncTree(dataDir)
  folderSynced.catch(() => {})
  return groupCommit(async () => {
    if (folderSynced) {
      await folderSynced
      folderSynced = null
    }
    const now = await walPosition(db)
    if (now.checkpoint !== synced.checkpoint) {
      await syncTree(dataDir)
    } else {
      // Every segment from the last one synced: a commit can follow a segment switch.
      const names = (await readdir(walDir)).filter(
        (name) => WAL_SEGMENT.test(name) && name >= synced.segment && name <= now.segment,
      )
      for (const name of names) await syncPath(join(walDir, name), 'file')
      if (now.segment !== synced.segment) await syncPath(walDir, 'dir')
    }
    synced = now
  })
}

export const WRITE_PROBE_FILE = '.write-probe'
// One Postgres page: the least a table needs to grow by. A disk that cannot hold it cannot take
// the next sign-up that needs a new page or WAL segment, even while a few still fit in old ones.
const WRITE_PROBE_BYTES = 8192

/**
 * Writes, syncs and removes a page-sized file in `dataDir`; rejects with the file system's error
 * (ENOSPC on a full disk, EROFS on a read-only one) when the folder cannot take a write now.
 */
export async function probeFolderWrite(dataDir: string): Promise<void> {
  const path = join(dataDir, WRITE_PROBE_FILE)
  try {
    const handle = await open(path, 'w', 0o600)
    try {
      await handle.writeFile(Buffer.alloc(WRITE_PROBE_BYTES))
      await handle.datasync()
    } finally {
      await handle.close()
    }
  } finally {
    await rm(path, { force: true }).catch(() => {})
  }
}
