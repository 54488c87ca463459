// Where each sign-up stands in the double opt-in (migration 0006): what the export, the report and
// purge-pending read. A store without the columns (before 0006) had only the single opt-in, and
// its sign-ups count as confirmed (docs/decisions/0037-existing-sign-ups-count-as-confirmed.md).
import type { StoredSignup } from './sources.ts'
import { DAY_MS } from '../lib/time.ts'

export type SignupStatus = 'pending' | 'confirmed' | 'withdrawn'

export function signupStatus(row: Pick<StoredSignup, 'confirmed_at' | 'withdrawn_at'>): SignupStatus {
  if (row.withdrawn_at) return 'withdrawn'
  if (row.confirmed_at === null) return 'pending'
  return 'confirmed'
}

/** Whom an organiser may mail: confirmed and not withdrawn. */
export function isMailable(row: Pick<StoredSignup, 'confirmed_at' | 'withdrawn_at'>): boolean {
  return signupStatus(row) === 'confirmed'
}

const DURATION = /^(\d{1,4})d$/

/** `--older-than 30d`: a whole number of days; null when it is not one. */
export function parseDays(text: string): number | null {
  const match = DURATION.exec(text)
  return match ? Number(match[1]) * DAY_MS : null
}
