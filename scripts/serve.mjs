// `npm run serve`: the production Node server for the built site (after `vite build`). The
// server itself is in scripts/server/, one module per job; this file starts it and stops it
// gracefully on SIGTERM or SIGINT, as a deploy or Ctrl-C asks.
// React and the router pick their production builds from NODE_ENV when first imported; without
// this the server renders with development React, many times slower.
process.env.NODE_ENV ??= 'production'

const { startServer } = await import('./server/start.mjs')

// A hung connection must not keep the process alive past a deploy's grace period.
const SHUTDOWN_GRACE_MS = 8_000

const describe = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

let started
try {
  started = await startServer()
} catch (error) {
  console.error(`[server] cannot start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
const { close, address } = started
const shownHost = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address
console.log(
  `Culture Coded listening on http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    console.log(`[server] ${signal}: finishing requests in flight, closing the store`)
    setTimeout(() => {
      console.error(
        `[server] requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s; exiting without them`,
      )
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    try {
      await close()
    } catch (error) {
      console.error(`[server] shutdown failed: ${describe(error)}`)
      process.exit(1)
    }
    console.log('[server] stopped')
    process.exit(0)
  })
}
