// The server entry: TanStack Start's handler plus what the Node server (scripts/serve.mjs) and
// orchestrators need at start and stop. Not wrapped in createServerEntry, which keeps only `fetch`.
import handler from '@tanstack/react-start/server-entry'
import { shutdownStore, warmStore } from './signup/store.server'

export default {
  fetch: handler.fetch,
  /** Checks the configuration, opens and migrates the store; rejects naming a bad variable. */
  ready: warmStore,
  /** Closes the store after the last request in flight. */
  close: shutdownStore,
}
