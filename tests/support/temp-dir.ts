// A fresh folder per test, removed afterwards: each PGlite test gets its own database.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type TempDirs = { make(): Promise<string>; removeAll(): Promise<void> }

export function tempDirs(prefix = 'culture-coded-'): TempDirs {
  const made: string[] = []
  return {
    async make() {
      const dir = await mkdtemp(join(tmpdir(), prefix))
      made.push(dir)
      return dir
    },
    async removeAll() {
      await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
    },
  }
}
