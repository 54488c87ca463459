// What the stores and the operator's CLI name in Postgres, the same on PGlite and on Supabase
// (db/migrations/).
export const SIGNUPS_TABLE = 'email_submissions'

/** Postgres's unique_violation: the address is already signed up. */
export const UNIQUE_VIOLATION = '23505'
