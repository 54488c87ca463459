// Migration 0007 against real PGlite: the public role confirms, withdraws, reads, changes and
// erases a sign-up only with a token signed for it (the same cases run on a real PostgreSQL
// server in real-postgres.test.ts).
import { afterAll, beforeAll, describe, it } from 'vitest'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { tempDirs } from '../support/temp-dir'
import { TOKEN_CALL_CASES, type SqlRunner } from '../support/token-call-cases'
import { APPLICATION_TOKEN_CALL_CASES } from '../support/application-token-call-cases'

const dirs = tempDirs()
let database: EmbeddedDatabase

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, 60_000)

afterAll(async () => {
  await database?.close()
  await dirs.removeAll()
})

const runner: SqlRunner = {
  async owner<T>(sql: string, params: unknown[] = []) {
    return (await database.db.query<T>(sql, params)).rows
  },
  async anon<T>(sql: string, params: unknown[] = []) {
    return database.db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      return (await tx.query<T>(sql, params)).rows
    })
  },
}

describe('the public role with signed mail tokens, for sign-ups and applications, on PGlite', () => {
  for (const { name, run } of TOKEN_CALL_CASES) it(name, () => run(runner))
  for (const { name, run } of APPLICATION_TOKEN_CALL_CASES) it(name, () => run(runner))
})
