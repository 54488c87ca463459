// Creating a PGlite database runs initdb, which takes seconds. Tests that need a fresh folder
// each copy one migrated template instead, made once per test file.
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { openEmbeddedDatabase } from '~/signup/store/pgliteStore.server'
import { bundledMigrations } from '~/signup/store/store.server'
import { tempDirs } from './temp-dir'

export type DataDirs = {
  /** An empty temporary folder. */
  make(): Promise<string>
  /** A data folder holding a migrated, closed, empty database. */
  migrated(): Promise<string>
  /** Removes the folders made since the last call (afterEach); the template stays. */
  removeMade(): Promise<void>
  /** Removes everything, the template too (afterAll). */
  removeAll(): Promise<void>
}

export function dataDirs(): DataDirs {
  const dirs = tempDirs()
  const templateDirs = tempDirs('culture-coded-template-')
  let template: Promise<string> | undefined

  async function makeTemplate(): Promise<string> {
    const dataDir = join(await templateDirs.make(), 'data')
    const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
    await database.close()
    return dataDir
  }

  return {
    make: () => dirs.make(),
    async migrated() {
      template ??= makeTemplate()
      const dataDir = join(await dirs.make(), 'data')
      await cp(await template, dataDir, { recursive: true })
      return dataDir
    },
    removeMade: () => dirs.removeAll(),
    async removeAll() {
      template = undefined
      await Promise.all([dirs.removeAll(), templateDirs.removeAll()])
    },
  }
}
