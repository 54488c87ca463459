// The edge builds' stand-in for store/pgliteStore.server.ts (vite.config.ts swaps it in, so PGlite
// never reaches a worker or function bundle). There the disk does not last and many instances
// run at once, so the embedded database cannot hold sign-ups: each use is refused with one log
// line that says what to set. The page still renders; sign-ups answer 'unavailable' and /readyz 503.
import type { EmbeddedStore, EmbeddedStoreOptions } from '../signup/store/pgliteStore.server'

export const EMBEDDED_STORE_REFUSED =
  'embedded store is not available on the edge: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY'

export function createEmbeddedStore({ log = console.error }: EmbeddedStoreOptions): EmbeddedStore {
  const refuse = () => log(`[signup] ${EMBEDDED_STORE_REFUSED}`)
  return {
    async insert() {
      refuse()
      throw new Error(EMBEDDED_STORE_REFUSED)
    },
    async isWritable() {
      refuse()
      return false
    },
    async warm() {
      refuse()
    },
    async list() {
      throw new Error(EMBEDDED_STORE_REFUSED)
    },
    async close() {},
  }
}
