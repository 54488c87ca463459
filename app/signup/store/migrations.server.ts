// The SQL migrations, bundled into the server build by Vite: the built server must not depend
// on db/ being next to it at run time. (cli/signups.ts runs without Vite and reads the
// same files from disk with db/read-migrations.ts.)
import type { Migration } from './embeddedDb.server.ts'

const files = import.meta.glob<string>('../../../db/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const bundledMigrations: readonly Migration[] = Object.entries(files)
  .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
  .sort((a, b) => a.name.localeCompare(b.name))
