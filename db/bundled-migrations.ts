// The SQL migrations bundled into the server build, so the built server does not depend on db/
// being next to it at run time. Code that runs without Vite reads them with read-migrations.ts.
import type { Migration } from './store/store.server.ts'

const migrationFiles = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const bundledMigrations: readonly Migration[] = Object.entries(migrationFiles)
  .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
  .sort((a, b) => a.name.localeCompare(b.name))
