// The data layer's one door: the site, the Node server, the mails and the operator's CLI import
// the store from here and nothing else of db/store/. It reads no configuration and imports nothing
// of theirs: whoever makes a store passes its settings in (app/signup/store.server.ts for the site).
import { createEmbeddedStore } from './pgliteStore.server.ts'
import { createSupabaseStore } from './supabaseStore.server.ts'
import type { Migration, SignupStore, StoreLog, SupabaseSettings } from './types.ts'

export type {
  DoubleOptInStore,
  InsertOutcome,
  Migration,
  NewSignup,
  SignupConsent,
  SignupStore,
  StoreLog,
  SupabaseSettings,
} from './types.ts'
export type { ConfirmOutcome, StoredSignupRecord } from './doubleOptIn.server.ts'
export { answered, answeringSteps, OPT_IN_STEP_NAMES, type OptInSteps } from './optInSteps.server.ts'
export { supabaseOptIn, type OptInReadiness } from './supabaseOptIn.server.ts'
export {
  APPLICATION_STATUSES,
  applicationsOver,
  isApplicationId,
  type Actor,
  type Application,
  type ApplicationChange,
  type ApplicationReport,
  type ApplicationStatus,
  type ApplicationStore,
  type ApplicationWithHistory,
  type ConfirmAddressOutcome,
  type DrawOutcome,
  type EventSeats,
  type NewApplication,
  type StatusOutcome,
  type StatusRefusal,
  type SubmitOutcome,
} from './applications.server.ts'
export { supabaseApplications } from './supabaseApplications.server.ts'
export { SIGNUPS_TABLE } from './postgres.ts'
// The embedded store's folder, its lock and the operator's socket, for the server and the CLI:
// Node only, so they come through the module the edge builds swap out.
export {
  DataDirInUseError,
  holdsEmbeddedDatabase,
  lockDataDir,
  openEmbeddedDatabase,
  operatorSocketPath,
  SharedDataDirError,
} from './pgliteStore.server.ts'
export {
  MAX_PAGE_SIZE,
  operatorCallsOver,
  operatorCallsThrough,
  operatorLine,
  type OperatorAnswer,
  type OperatorCalls,
  type OperatorRequest,
} from './operatorCalls.server.ts'

export type StoreSettings = {
  /** The embedded store's folder (DATA_DIR). */
  dataDir: string
  /** Set: sign-ups go to Supabase instead of the embedded store. */
  supabase: SupabaseSettings | null
  /** MAIL_TOKEN_SECRET, for Supabase's double opt-in; null: Supabase keeps none. */
  tokenSecret: string | null
  /** The site's address in the server's mails, which the embedded store tells resend-pending. */
  publicUrl: () => string
  migrations: readonly Migration[]
  log: StoreLog
}

export type ConfiguredStore = { store: SignupStore; kind: 'embedded' | 'supabase'; warm(): Promise<void> }

/** Supabase when it is set, else PGlite in the data folder. Nothing is opened until used or warmed. */
export function createStore(settings: StoreSettings): ConfiguredStore {
  const { supabase, tokenSecret, log } = settings
  if (supabase) {
    const store = createSupabaseStore({ ...supabase, log, tokenSecret })
    // The probe logs why, if the store cannot take a sign-up yet.
    return { store, kind: 'supabase', warm: () => store.isWritable().then(() => {}) }
  }
  const { dataDir, migrations, publicUrl } = settings
  const store = createEmbeddedStore({ dataDir, migrations, publicUrl, log })
  return { store, kind: 'embedded', warm: () => store.warm() }
}
