// What the public role (`anon`, Supabase's publishable key) may do to the sign-ups table, as
// statements and the answer each must get: checked against PGlite and a real PostgreSQL server.
export type RoleRule = { rule: string; sql: string; params?: unknown[]; expected: 'ok' | 'denied' }

/**
 * Where the grants would let the public role insert but the database would refuse it: there
 * `signups_writable()` must say no (db/migrations/0009). Each setup runs as the owner, rolled back.
 */
export const REFUSED_INSERTS: readonly { when: string; setup: string }[] = [
  {
    when: 'no insert policy admits the role under row-level security',
    setup: 'drop policy "anon can add a sign-up" on public.email_submissions',
  },
  { when: 'the database takes no writes', setup: 'set local default_transaction_read_only = on' },
]

/** SQLSTATE 42501, insufficient privilege. */
export const PERMISSION_DENIED = '42501'

export const ANON_RULES: readonly RoleRule[] = [
  {
    rule: 'may add a sign-up with its consent record',
    sql: `insert into public.email_submissions (email, suggested_festival, notice_version, form_path)
          values ($1, $2, $3, $4)`,
    params: ['anon@example.com', 'Coachella', '2026-11-23', 'no-script'],
    expected: 'ok',
  },
  { rule: 'may not read sign-ups', sql: 'select email from public.email_submissions', expected: 'denied' },
  {
    rule: 'may not change a sign-up',
    sql: 'update public.email_submissions set suggested_festival = null',
    expected: 'denied',
  },
  { rule: 'may not delete a sign-up', sql: 'delete from public.email_submissions', expected: 'denied' },
  { rule: 'may not empty the table', sql: 'truncate public.email_submissions', expected: 'denied' },
  {
    rule: 'may not choose when consent was given',
    sql: `insert into public.email_submissions (email, consented_at) values ($1, $2)`,
    params: ['backdated@example.com', '2001-01-01T00:00:00Z'],
    expected: 'denied',
  },
  {
    rule: 'may not choose the row id',
    sql: `insert into public.email_submissions (id, email) overriding system value values (1, $1)`,
    params: ['id@example.com'],
    expected: 'denied',
  },
  {
    rule: 'may count a sign-up attempt through the shared rate limit',
    sql: 'select public.take_signup_attempt($1, $2, $3)',
    params: ['203.0.113.7', 5, 60],
    expected: 'ok',
  },
  {
    rule: 'may ask whether it could store a sign-up now, and hears yes',
    // A no divides by zero, so it fails the rule.
    sql: 'select 1 / public.signups_writable()::int',
    expected: 'ok',
  },
  {
    rule: 'may not read the attempt counts',
    sql: 'select * from public.signup_attempts',
    expected: 'denied',
  },
  { rule: 'may not reset the attempt counts', sql: 'delete from public.signup_attempts', expected: 'denied' },
  {
    rule: 'may not write an attempt count directly',
    sql: `insert into public.signup_attempts (client_key, window_start, attempts) values ('k', now(), 0)`,
    expected: 'denied',
  },
]

/** 'ok', 'denied' (42501) or the SQLSTATE a statement failed with. */
export function classify(error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code
  return code === PERMISSION_DENIED ? 'denied' : (code ?? String(error))
}
