// Vitest global setup for the projects that open PGlite: makes one migrated, closed, empty
// database before any worker starts, so no test file pays for initdb inside its own timeouts.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder every `dataDirs().migrated()` copies. */
    migratedTemplate: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'culture-coded-template-'))
  const dataDir = join(root, 'data')
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  await database.close()
  project.provide('migratedTemplate', dataDir)
  return () => rm(root, { recursive: true, force: true })
}
