// The Node server entry (scripts/serve.mjs): the app's request handler, plus what the server
// calls at start and stop. Not wrapped in createServerEntry, which keeps only `fetch`. The edge
// builds use the entries in app/edge/ instead.
import { getConfig } from './config.server'
import { handleRequest } from './http/handleRequest.server'
import { shutdownStore, warmStore } from './signup/store.server'

export default {
  fetch: handleRequest,
  /**
   * Checks the whole configuration, opens and migrates the store, and says where to listen;
   * rejects with a ConfigError naming a bad variable.
   */
  async ready(): Promise<{ port: number; host: string }> {
    await warmStore()
    const { port, host } = getConfig()
    return { port, host }
  },
  /** Closes the store after the last request in flight. */
  close: shutdownStore,
}
