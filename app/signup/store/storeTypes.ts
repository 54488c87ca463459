// The one interface both stores implement. Kept apart from store.server.ts so each store can
// name it without importing the other.

export type InsertOutcome = 'ok' | 'already_signed_up' | 'unavailable'

/** How the visitor consented: the notice they were shown and whether the page's script posted the form. */
export type SignupConsent = { noticeVersion: string; formPath: 'script' | 'no-script' }

export type NewSignup = { email: string; suggestedFestival: string | null; consent?: SignupConsent }

export interface SignupStore {
  /** Expected failures are values; unexpected ones are logged by the store and become 'unavailable'. */
  insert(row: NewSignup): Promise<InsertOutcome>
  ping(): Promise<boolean>
  close(): Promise<void>
  /**
   * Counts one sign-up attempt for the client in a limit every instance shares. True within the
   * limit, false over it, null when it could not be asked (the caller's own limit then decides).
   */
  takeAttempt?(clientKey: string, rule: { limit: number; windowMs: number }): Promise<boolean | null>
}

/** One line per failure, with enough to act on and never a key or a visitor's address. */
export type StoreLog = (line: string) => void
