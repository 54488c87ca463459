// What both stores promise, and what a sign-up and the double opt-in's steps look like to callers.
import type { ConfirmOutcome, StoredSignupRecord } from './doubleOptIn.server.ts'
import type { OptInReadiness } from './supabaseOptIn.server.ts'
import type { ApplicationStore } from './applications.server.ts'

/** Every answer a sign-up can get from a store: one that cannot store it logs why and says 'unavailable'. */
export type InsertOutcome = 'ok' | 'already_signed_up' | 'unavailable'

/** How the visitor consented: the notice they were shown and whether the page's script posted the form. */
export type SignupConsent = { noticeVersion: string; formPath: 'script' | 'no-script' }

export type NewSignup = {
  email: string
  suggestedFestival: string | null
  consent?: SignupConsent
  /** The slug of the edition whose page the sign-up was made on (db/migrations/0005). */
  edition?: string | null
}

/**
 * The double opt-in's steps; each takes an address the caller has proven with a signed token
 * (app/mail/). On Supabase each step carries a token of its own, which Postgres checks.
 */
export interface DoubleOptInStore {
  find(email: string): Promise<StoredSignupRecord | null>
  claimConfirmationMail(email: string, at: Date, minIntervalMs: number): Promise<boolean>
  releaseConfirmationMail(email: string, at: Date): Promise<void>
  /** The right to mail the manage link now, within the same budget (migration 0010). */
  claimLinkMail(email: string, at: Date, minIntervalMs: number): Promise<boolean>
  confirm(email: string, at: Date): Promise<ConfirmOutcome>
  withdraw(email: string, at: Date): Promise<'withdrawn' | 'missing'>
  setFestival(email: string, festival: string | null): Promise<boolean>
  erase(email: string): Promise<boolean>
}

/** The one interface both stores implement. */
export interface SignupStore {
  /** Stores a sign-up: pending when the store has `doubleOptIn`, else as the form's consent alone. */
  insert(row: NewSignup): Promise<InsertOutcome>
  /** On Supabase only with the mail token secret, checked inside the database (docs/decisions/0049). */
  doubleOptIn?: DoubleOptInStore
  /**
   * Applications for a seat (migration 0011): the embedded store; Supabase with the mail token
   * secret, whose calls are the site's only (0014's signed calls; the organiser's CLI uses the secret key).
   */
  applications?: ApplicationStore
  /** Supabase with the secret: whether the database holds the same one, asked at start. */
  optInReadiness?(): Promise<OptInReadiness>
  /** Supabase: whether its inserts wait for a confirmation mail (migration 0007); null if it could not say. */
  confirmsByMail?(): Promise<boolean | null>
  /** Whether a sign-up could be stored now, for /readyz: never throws, false when in doubt. */
  isWritable(): Promise<boolean>
  close(): Promise<void>
  /**
   * Counts one sign-up attempt for the client in a limit every instance shares. True within the
   * limit, false over it, null when it could not be asked (the caller's own limit then decides).
   */
  takeAttempt?(clientKey: string, rule: { limit: number; windowMs: number }): Promise<boolean | null>
}

/** One line per failure, with enough to act on and never a key or a visitor's address. */
export type StoreLog = (line: string) => void

/** One SQL file of db/migrations/, by its file name. */
export type Migration = { name: string; sql: string }

/** The Supabase project sign-ups go to, with the publishable key (never the secret one). */
export type SupabaseSettings = { url: string; publishableKey: string }
