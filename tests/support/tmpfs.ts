// Small file systems the tests can fill up or make read-only: tmpfs mounts, which need root (the
// CI runs tests as root). Not being root is a failure with a message, never a skip.
import { execFileSync } from 'node:child_process'
import { closeSync, openSync, writeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type Tmpfs = {
  /** Each mount made so far, owner-only, `sizeMb` large. */
  mount(sizeMb: number): Promise<string>
  remount(dir: string, mode: 'ro' | 'rw'): void
  /** Unmounts and removes every mount point (afterAll). */
  unmountAll(): Promise<void>
}

export function requireRoot(why: string): void {
  if (process.getuid?.() !== 0)
    throw new Error(`This test mounts tmpfs to ${why}, which needs root: run it as root (the CI does).`)
}

export function tmpfsMounts(): Tmpfs {
  const mounted: string[] = []
  return {
    async mount(sizeMb) {
      const dir = await mkdtemp(join(tmpdir(), 'culture-coded-tmpfs-'))
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir])
      mounted.push(dir)
      return dir
    },
    remount(dir, mode) {
      execFileSync('mount', ['-o', `remount,${mode}`, dir])
    },
    async unmountAll() {
      for (const dir of mounted.splice(0)) {
        // Lazily, so a server a failed test left behind cannot keep the mount.
        execFileSync('umount', ['--lazy', dir])
        await rm(dir, { recursive: true, force: true })
      }
    },
  }
}

/** Fills the file system holding `dir` to the last block with one file, whose path it returns. */
export function fillDisk(dir: string): string {
  const path = join(dir, 'filler')
  const fd = openSync(path, 'w')
  try {
    for (const chunk of [Buffer.alloc(1024 * 1024), Buffer.alloc(4096), Buffer.alloc(1)]) {
      try {
        for (;;) writeSync(fd, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    closeSync(fd)
  }
  return path
}
