// Creating a PGlite database runs initdb, which takes seconds. Tests that need a fresh folder
// each copy the migrated template that migrated-template.setup.ts made once for the whole run.
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'
import { tempDirs, type TempDirs } from './temp-dir'

export type DataDirs = TempDirs & {
  /** A data folder holding a migrated, closed, empty database. */
  migrated(): Promise<string>
}

export function dataDirs(): DataDirs {
  const dirs = tempDirs()
  return {
    ...dirs,
    async migrated() {
      const dataDir = join(await dirs.make(), 'data')
      await cp(inject('migratedTemplate'), dataDir, { recursive: true })
      return dataDir
    },
  }
}
