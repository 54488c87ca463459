// The SQL migrations read from disk, for code that runs without Vite (cli/signups.ts).
// The server build bundles the same files through bundled-migrations.ts.
import { readdirSync, readFileSync } from 'node:fs'
import type { Migration } from './store/store.server.ts'

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)

export function readMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }))
}
