// Runs in a child process under strace (tests/integration/durable-commit.test.ts): one sign-up
// through the embedded store, with a marker written to stdout just before the insert and the
// store's answer just after, so the trace shows which system calls came between them.
import { writeSync } from 'node:fs'
import { createEmbeddedStore } from '../../db/store/pgliteStore.server.ts'
import { readMigrations } from '../../db/read-migrations.ts'

const [dataDir, email] = process.argv.slice(2)
if (!dataDir || !email) throw new Error('usage: durable-insert-child.ts DATA_DIR EMAIL')
const store = createEmbeddedStore({ dataDir, migrations: readMigrations() })
await store.warm()
writeSync(1, 'MARK insert\n')
const outcome = await store.insert({ email, suggestedFestival: null })
writeSync(1, `MARK answer ${outcome}\n`)
await store.close()
