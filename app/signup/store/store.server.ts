// Which store holds the sign-ups, and its lifetime in this process. Supabase when SUPABASE_URL
// and a publishable key are set; otherwise the embedded PGlite database under DATA_DIR.
//
// PGlite keeps the process alive until closed. A server with its own graceful shutdown calls
// shutdownStore() once it has stopped taking requests (server/main.ts does, through the
// server entry's close()). If nothing else listens for SIGTERM/SIGINT, the store handles the
// signal itself: it lets in-flight sign-ups finish, closes, and re-raises the signal so the
// process exits as asked.
import { getConfig, type Config } from '../../config.server.ts'
import { bundledMigrations } from './migrations.server.ts'
import { createEmbeddedStore } from './pgliteStore.server.ts'
import type { SignupStore, StoreLog } from './storeTypes.ts'
import { createSupabaseStore } from './supabaseStore.server.ts'

export type { InsertOutcome, SignupStore } from './storeTypes.ts'

export type ConfiguredStore = { store: SignupStore; kind: 'embedded' | 'supabase'; warm(): Promise<void> }

/** Pure selection, for tests: nothing is opened until the store is used or warmed. */
export function createStoreFor(config: Config, log: StoreLog = console.error): ConfiguredStore {
  if (config.supabase) {
    const store = createSupabaseStore({ ...config.supabase, log })
    const host = new URL(config.supabase.url).host
    return {
      store,
      kind: 'supabase',
      async warm() {
        if (!(await store.ping()))
          log(`[signup] supabase store (${host}): not reachable at start; sign-ups will fail until it is`)
      },
    }
  }
  const store = createEmbeddedStore({ dataDir: config.dataDir, migrations: bundledMigrations, log })
  return { store, kind: 'embedded', warm: () => store.warm() }
}

let active: ConfiguredStore | null = null
let shutdown: Promise<void> | null = null
const inFlight = new Set<Promise<unknown>>()

function track<T>(run: () => Promise<T>, whenShuttingDown: T): Promise<T> {
  if (shutdown) {
    console.error('[signup] store: refused a call because the server is shutting down')
    return Promise.resolve(whenShuttingDown)
  }
  const pending = run()
  inFlight.add(pending)
  const settle = () => inFlight.delete(pending)
  pending.then(settle, settle)
  return pending
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const

function onShutdownSignal(signal: NodeJS.Signals): void {
  // Another listener owns the shutdown and will call shutdownStore() when its requests are done;
  // closing now would fail the sign-ups it is still finishing.
  if (process.listenerCount(signal) > 0) return
  void shutdownStore().finally(() => process.kill(process.pid, signal))
}

function activate(): ConfiguredStore {
  if (active) return active
  const configured = createStoreFor(getConfig())
  active = configured
  if (configured.kind === 'embedded') {
    for (const signal of SHUTDOWN_SIGNALS) process.once(signal, onShutdownSignal)
  }
  return configured
}

const guardedStore: SignupStore = {
  insert: (row) => track(() => activate().store.insert(row), 'unavailable'),
  ping: () => track(() => activate().store.ping(), false),
  takeAttempt: (clientKey, rule) =>
    track(() => activate().store.takeAttempt?.(clientKey, rule) ?? Promise.resolve(null), null),
  close: () => closeStore(),
}

/** The process's store. Reads the config on first use (and throws if it is invalid). */
export function getStore(): SignupStore {
  activate()
  return guardedStore
}

/**
 * Call once at server start: checks the config now (throwing a ConfigError that names the bad
 * variable) and starts opening and migrating the store so the first visitor does not wait.
 * The returned promise never rejects; a store that cannot open is logged and retried per call.
 */
export function warmStore(): Promise<void> {
  const configured = activate()
  const kind = configured.kind === 'embedded' ? `the embedded database in ${getConfig().dataDir}` : 'Supabase'
  console.info(`[signup] storing sign-ups in ${kind}`)
  return configured.warm()
}

/** Closes the store. A later getStore() call opens a fresh one. */
export async function closeStore(): Promise<void> {
  const closing = active
  active = null
  if (!closing) return
  for (const signal of SHUTDOWN_SIGNALS) process.removeListener(signal, onShutdownSignal)
  await closing.store.close()
}

// Vite's dev server re-runs server modules after an edit. The old store lets go of the folder
// first; otherwise the re-run would open a second database on the same files.
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', () => closeStore())
  import.meta.hot.dispose(() => closeStore())
}

/**
 * For the server's graceful shutdown, after it stops taking requests: lets in-flight calls
 * finish, refuses new ones ('unavailable', which a visitor can retry), then closes. Safe to
 * call more than once.
 */
export function shutdownStore(): Promise<void> {
  shutdown ??= (async () => {
    await Promise.allSettled([...inFlight])
    await closeStore()
  })()
  return shutdown
}
