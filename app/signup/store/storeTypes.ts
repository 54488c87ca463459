// The one interface both stores implement. Kept apart from store.server.ts so each store can
// name it without importing the other.

export type InsertOutcome = 'ok' | 'already_signed_up' | 'unavailable'

export interface SignupStore {
  /** Expected failures are values; unexpected ones are logged by the store and become 'unavailable'. */
  insert(row: { email: string; suggestedFestival: string | null }): Promise<InsertOutcome>
  ping(): Promise<boolean>
  close(): Promise<void>
}

/** One line per failure, with enough to act on and never a key or a visitor's address. */
export type StoreLog = (line: string) => void
