// The process's store, made from the configuration (Supabase when it is set, else PGlite under
// DATA_DIR), and its lifetime: PGlite keeps the process alive until closed, so the Node server's
// shutdown calls shutdownStore() once it stops taking requests.
import { getConfig, type Config } from '../config.server.ts'
import { getMailConfig } from '../mail/config.server.ts'
import { throttledLog } from '../../lib/throttledLog.ts'
import { bundledMigrations } from '../../db/bundled-migrations.ts'
import {
  answered,
  createStore,
  type ApplicationStore,
  type ConfiguredStore,
  type DoubleOptInStore,
  type OptInReadiness,
  type OptInSteps,
  type SignupStore,
  type StoreLog,
} from '../../db/store/store.server.ts'

/** Pure selection, for tests: nothing is opened until the store is used or warmed. */
export function createStoreFor(
  config: Config,
  log: StoreLog = console.error,
  tokenSecret: string | null = null,
): ConfiguredStore {
  return createStore({
    dataDir: config.dataDir,
    supabase: config.supabase,
    tokenSecret,
    publicUrl: () => getMailConfig().publicUrl,
    migrations: bundledMigrations,
    log,
  })
}

let active: ConfiguredStore | null = null
let shutdown: Promise<void> | null = null
const inFlight = new Set<Promise<unknown>>()

function track<T>(run: () => Promise<T>, whenShuttingDown: () => T): Promise<T> {
  if (shutdown) return Promise.resolve().then(whenShuttingDown)
  const pending = run()
  inFlight.add(pending)
  const settle = () => inFlight.delete(pending)
  pending.then(settle, settle)
  return pending
}

// An outage fails every sign-up alike: its lines are told once a minute, with a count.
const storeLog = throttledLog(console.error)

function activate(): ConfiguredStore {
  active ??= createStoreFor(getConfig(), storeLog, getConfig().supabase ? getMailConfig().tokenSecret : null)
  return active
}

const guardedStore: SignupStore = {
  insert: (row) =>
    track(
      () => activate().store.insert(row),
      () => {
        console.error('[signup] store: refused a sign-up because the server is shutting down')
        return 'unavailable'
      },
    ),
  isWritable: () =>
    track(
      () => activate().store.isWritable(),
      () => false,
    ),
  takeAttempt: (clientKey, rule) =>
    track(
      () => activate().store.takeAttempt?.(clientKey, rule) ?? Promise.resolve(null),
      () => null,
    ),
  close: () => closeStore(),
}

// The double opt-in's steps, each through the same shutdown guard as the insert, answering
// 'unavailable' where the store cannot (db/store/optInSteps.server.ts).
const guardedDoubleOptIn: OptInSteps = {
  find: (email) => guardedStep('find', (steps) => steps.find(email)),
  claimConfirmationMail: (email, at, minIntervalMs) =>
    guardedStep('claimConfirmationMail', (steps) => steps.claimConfirmationMail(email, at, minIntervalMs)),
  releaseConfirmationMail: (email, at) =>
    guardedStep('releaseConfirmationMail', (steps) => steps.releaseConfirmationMail(email, at)),
  claimLinkMail: (email, at, minIntervalMs) =>
    guardedStep('claimLinkMail', (steps) => steps.claimLinkMail(email, at, minIntervalMs)),
  confirm: (email, at) => guardedStep('confirm', (steps) => steps.confirm(email, at)),
  withdraw: (email, at) => guardedStep('withdraw', (steps) => steps.withdraw(email, at)),
  setFestival: (email, festival) => guardedStep('setFestival', (steps) => steps.setFestival(email, festival)),
  erase: (email) => guardedStep('erase', (steps) => steps.erase(email)),
}

function guardedStep<T>(
  step: keyof DoubleOptInStore,
  run: (steps: DoubleOptInStore) => Promise<T>,
): Promise<T | 'unavailable'> {
  return track(
    () => answered(step, () => run(activeDoubleOptIn()), console.error),
    () => {
      console.error(`[signup] store: refused the double opt-in's ${step} because the server is shutting down`)
      return 'unavailable' as const
    },
  )
}

function activeDoubleOptIn(): DoubleOptInStore {
  const steps = activate().store.doubleOptIn
  // A bug: getDoubleOptIn() hands these out only for a store that has them.
  if (!steps) throw new Error('store: this store keeps no double opt-in')
  return steps
}

/** The double opt-in's steps, or null when the configured store keeps none (Supabase without the secret). */
export function getDoubleOptIn(): OptInSteps | null {
  return activate().store.doubleOptIn ? guardedDoubleOptIn : null
}

/** What Supabase says about confirming by mail, or null for a store that does not ask (no secret, embedded). */
export function optInReadiness(): Promise<OptInReadiness | null> {
  return activate().store.optInReadiness?.() ?? Promise.resolve(null)
}

/** Whether the store's sign-ups wait for a confirmation mail; null when it cannot say (or it is embedded). */
export function storeConfirmsByMail(): Promise<boolean | null> {
  return activate().store.confirmsByMail?.() ?? Promise.resolve(null)
}

/**
 * What the site itself does with applications: take one, mail it within the budget, confirm its
 * address, and the builder's own page (find theirs, move its status as the store's rules allow, erase it).
 */
export type SiteApplications = Pick<
  ApplicationStore,
  | 'submit'
  | 'confirmAddress'
  | 'claimConfirmationMail'
  | 'claimLinkMail'
  | 'releaseConfirmationMail'
  | 'seatsTaken'
  | 'find'
  | 'move'
  | 'erase'
  | 'change'
>

// Each call through the shutdown guard; a call while shutting down throws, which its caller answers 'unavailable'.
function guardedCall<T>(run: (store: ApplicationStore) => Promise<T>): Promise<T> {
  return track(
    () => {
      const applications = activate().store.applications
      if (!applications) throw new Error('store: this store takes no applications')
      return run(applications)
    },
    () => {
      throw new Error('store: refused an application call because the server is shutting down')
    },
  )
}

const guardedApplications: SiteApplications = {
  submit: (application) => guardedCall((store) => store.submit(application)),
  confirmAddress: (eventId, email) => guardedCall((store) => store.confirmAddress(eventId, email)),
  claimConfirmationMail: (eventId, email, at, minIntervalMs) =>
    guardedCall((store) => store.claimConfirmationMail(eventId, email, at, minIntervalMs)),
  claimLinkMail: (eventId, email, at, minIntervalMs) =>
    guardedCall((store) => store.claimLinkMail(eventId, email, at, minIntervalMs)),
  releaseConfirmationMail: (eventId, email, at) =>
    guardedCall((store) => store.releaseConfirmationMail(eventId, email, at)),
  seatsTaken: (eventId) => guardedCall((store) => store.seatsTaken(eventId)),
  find: (eventId, email) => guardedCall((store) => store.find(eventId, email)),
  move: (eventId, email, to) => guardedCall((store) => store.move(eventId, email, to)),
  erase: (eventId, email) => guardedCall((store) => store.erase(eventId, email)),
  change: (eventId, email, answers) => guardedCall((store) => store.change(eventId, email, answers)),
}

let isApplicationsRefused = false

/** At start, when the store keeps applications but cannot take them (Supabase without 0014). */
export function refuseApplications(): void {
  isApplicationsRefused = true
}

/** The store's applications, or null where this server does not take them (Supabase without the secret, the edge). */
export function getApplications(): SiteApplications | null {
  return activate().store.applications && !isApplicationsRefused ? guardedApplications : null
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
  if (closing) await closing.store.close()
}

// Vite's dev server re-runs server modules after an edit. The old store lets go of the folder
// first; otherwise the re-run would open a second database on the same files.
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', () => closeStore())
  import.meta.hot.dispose(() => closeStore())
}

/**
 * For the server's graceful shutdown, after it stops taking requests: lets in-flight calls
 * finish, refuses new ones (a sign-up then answers 'unavailable', which a visitor can retry),
 * then closes. Safe to call more than once.
 */
export function shutdownStore(): Promise<void> {
  shutdown ??= (async () => {
    await Promise.allSettled([...inFlight])
    await closeStore()
  })()
  return shutdown
}
