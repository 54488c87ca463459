// `npm run serve` / `npm start`: the production Node server for the built site (after `vite build`).
// This file starts it and owns the process's lifecycle: on SIGTERM or SIGINT, as a deploy or Ctrl-C
// asks, it stops taking connections, lets requests in flight finish, closes the store and exits.
import type { AddressInfo } from 'node:net'

// React and the router pick their production builds from NODE_ENV when first imported; without
// this the server renders with development React, which is slower.
process.env.NODE_ENV ??= 'production'

// The data folder holds people's addresses: every file the store (Postgres) creates in it is the
// owner's alone, as the folder is.
process.umask(0o077)

const { startServer } = await import('./start.ts')

// A hung connection must not keep the process alive past a deploy's grace period.
const SHUTDOWN_GRACE_MS = 8_000

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

function shownAddress({ address, port }: AddressInfo): string {
  const host = address === '0.0.0.0' || address === '::' ? 'localhost' : address
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

let started: Awaited<ReturnType<typeof startServer>>
try {
  started = await startServer()
} catch (error) {
  console.error(`[server] cannot start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
const { close, address } = started
console.log(`Culture Coded listening on ${shownAddress(address)}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`[server] ${signal}: finishing requests in flight, closing the store`)
    setTimeout(() => {
      console.error(
        `[server] requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s; exiting without them`,
      )
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    close().then(
      () => {
        console.log('[server] stopped')
        process.exit(0)
      },
      (error: unknown) => {
        console.error(`[server] shutdown failed: ${describe(error)}`)
        process.exit(1)
      },
    )
  })
}
