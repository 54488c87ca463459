// The edge builds' stand-in for the embedded store, which cannot hold sign-ups there: each use is
// refused with a log line saying what to set, and sign-ups answer 'unavailable'
// (docs/decisions/0008-edge-builds-swap-store-and-bundle-vanilla-extract.md).
import type { EmbeddedStore, EmbeddedStoreOptions } from './pgliteStore.server.ts'

export const EMBEDDED_STORE_REFUSED =
  'embedded store is not available on the edge: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY'

export function createEmbeddedStore({ log = console.error }: EmbeddedStoreOptions): EmbeddedStore {
  const refuse = () => log(`[signup] ${EMBEDDED_STORE_REFUSED}`)
  return {
    async insert() {
      refuse()
      return 'unavailable'
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

// What the Node server and the CLI take from the embedded store: neither runs on the edge, so
// these only keep the store's door the same shape there.
export class DataDirInUseError extends Error {}
export class SharedDataDirError extends Error {}

export function holdsEmbeddedDatabase(): boolean {
  return false
}

export function lockDataDir(): () => void {
  throw new Error(EMBEDDED_STORE_REFUSED)
}

export function operatorSocketPath(): string {
  throw new Error(EMBEDDED_STORE_REFUSED)
}

export async function openEmbeddedDatabase(): Promise<never> {
  throw new Error(EMBEDDED_STORE_REFUSED)
}
