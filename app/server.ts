// The Node server entry (scripts/serve.mjs): the app's request handler, plus what the server
// calls at start and stop. Not wrapped in createServerEntry, which keeps only `fetch`. The edge
// builds use the entries in app/edge/ instead.
import { checkContent } from '@content/check.ts'
import { getConfig } from './config.server'
import { handleRequest } from './http/handleRequest.server'
import { staticFileSecurityHeaders } from './http/securityHeaders'
import { shutdownStore, warmStore } from './signup/store/store.server'

export default {
  fetch: handleRequest,
  /**
   * Checks the content and the whole configuration, opens and migrates the store, and says where
   * to listen; rejects with a ContentError naming the file, entry and field of bad content, or a
   * ConfigError naming a bad variable.
   */
  async ready(): Promise<{ port: number; host: string }> {
    checkContent()
    await warmStore()
    const { port, host } = getConfig()
    return { port, host }
  },
  /** Closes the store after the last request in flight. */
  close: shutdownStore,
  /** The security headers for a static file the server sends itself. */
  staticFileHeaders: staticFileSecurityHeaders,
}
