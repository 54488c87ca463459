// The running server shares its embedded database with the operator's tools over a Unix socket
// in the data folder, named as Postgres names its own (`psql -h DATA_DIR` finds it). The folder
// is made private (0700) and the socket 0600: only the user the server runs as can connect.
import { chmod, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export const LOCAL_SOCKET_NAME = '.s.PGSQL.5432'
// One tool at a time is plenty for an operator; each query still waits its turn in PGlite.
const MAX_LOCAL_CONNECTIONS = 2

export function localSocketPath(dataDir: string): string {
  return join(dataDir, LOCAL_SOCKET_NAME)
}

export type LocalSocket = { path: string; close(): Promise<void> }

/** Listens on the data folder's socket. The caller holds the folder's lock, so a socket file found there is stale. */
export async function serveLocalSocket(db: PGlite, dataDir: string): Promise<LocalSocket> {
  const path = localSocketPath(dataDir)
  await chmod(dataDir, 0o700)
  await rm(path, { force: true })
  const server = new PGLiteSocketServer({ db, path, maxConnections: MAX_LOCAL_CONNECTIONS })
  await server.start()
  await chmod(path, 0o600)
  return {
    path,
    async close() {
      await server.stop()
      await rm(path, { force: true })
    },
  }
}
