// PGlite's file system layer (Emscripten's NODEFS) turns Postgres's fsync and fdatasync into
// no-ops, so Postgres alone never puts a commit on stable storage. We do it from Node instead:
// after a commit, before answering, fdatasync the WAL segments written since the last sync.
import { open, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

const WAL_SEGMENT = /^[0-9A-F]{24}$/

async function syncPath(path: string, kind: 'file' | 'dir'): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await (kind === 'dir' ? handle.sync() : handle.datasync())
  } finally {
    await handle.close()
  }
}

/** fsyncs every file and folder under `root`: after opening (recovery, a checkpoint) and after closing. */
export async function syncTree(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true })
  for (const entry of entries) {
    const path = join(root, entry.name)
    if (entry.isDirectory()) await syncTree(path)
    else if (entry.isFile()) await syncPath(path, 'file')
  }
  await syncPath(root, 'dir')
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
 * Makes the data folder durable now and returns the function that makes each later commit
 * durable. A checkpoint rewrites data files and pg_control, so one seen since the last sync
 * makes the next sync cover the whole folder.
 */
export async function startWalSync(db: PGlite, dataDir: string): Promise<WalSync> {
  const walDir = join(dataDir, 'pg_wal')
  await syncTree(dataDir)
  let synced = await walPosition(db)
  return groupCommit(async () => {
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
