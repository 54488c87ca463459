// The double opt-in on the embedded database (migration 0006), over any client with PGlite's query
// shape, so the server and the operator's CLI run the same bound statements. Writes report what
// they changed with `returning`, which both kinds of connection pass back.

export type Queryable = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/** One person's sign-up as stored, for their own page and the JSON they download. */
export type StoredSignupRecord = {
  email: string
  suggestedFestival: string | null
  createdAt: Date
  consentedAt: Date
  noticeVersion: string | null
  confirmedAt: Date | null
  withdrawnAt: Date | null
  confirmationMailedAt: Date | null
}

type Row = {
  email: string
  suggested_festival: string | null
  created_at: Date
  consented_at: Date
  notice_version: string | null
  confirmed_at: Date | null
  withdrawn_at: Date | null
  confirmation_mailed_at: Date | null
}

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)))
const asDateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : asDate(value)

export async function findSignup(db: Queryable, email: string): Promise<StoredSignupRecord | null> {
  const { rows } = await db.query<Row>(
    `select email, suggested_festival, created_at, consented_at, notice_version, confirmed_at,
            withdrawn_at, confirmation_mailed_at
     from email_submissions where email = $1`,
    [email],
  )
  const row = rows[0]
  if (!row) return null
  return {
    email: row.email,
    suggestedFestival: row.suggested_festival,
    createdAt: asDate(row.created_at),
    consentedAt: asDate(row.consented_at),
    noticeVersion: row.notice_version,
    confirmedAt: asDateOrNull(row.confirmed_at),
    withdrawnAt: asDateOrNull(row.withdrawn_at),
    confirmationMailedAt: asDateOrNull(row.confirmation_mailed_at),
  }
}

/** What a mail to a person is for: its budget is the same (migration 0010's claim_mail). */
export type MailKind = 'confirm' | 'link'

/**
 * Claims the right to mail `email` at `at`: a confirmation only for a pending, not withdrawn
 * sign-up, a link for any; never within `minIntervalMs` of the last mail to it, nor past three a
 * day. The check and the claim are one statement, so two requests at once send one mail.
 */
export async function claimMail(
  db: Queryable,
  email: string,
  kind: MailKind,
  at: Date,
  minIntervalMs: number,
): Promise<boolean> {
  const { rows } = await db.query<{ claimed: boolean }>(
    'select public.claim_mail($1, $2, $3, $4) as claimed',
    [email, kind, at, Math.ceil(minIntervalMs / 1000)],
  )
  return rows[0]?.claimed === true
}

export const claimConfirmationMail = (db: Queryable, email: string, at: Date, minIntervalMs: number) =>
  claimMail(db, email, 'confirm', at, minIntervalMs)

/** Gives back a claim whose mail could not be sent, so a re-send may go at once. */
export async function releaseConfirmationMail(db: Queryable, email: string, at: Date): Promise<void> {
  await db.query('select public.release_mail($1, $2)', [email, at])
}

/** Pending sign-ups whose confirmation never went out (the mail failed), oldest first. */
export async function listUnmailedPending(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select email from email_submissions
     where confirmed_at is null and withdrawn_at is null and confirmation_mailed_at is null
     order by created_at, id`,
  )
  return rows.map((row) => row.email)
}

export type ConfirmOutcome = 'confirmed' | 'withdrawn' | 'missing'

/** Confirms a pending sign-up; confirming twice keeps the first time. A withdrawn one stays withdrawn. */
export async function confirmSignup(db: Queryable, email: string, at: Date): Promise<ConfirmOutcome> {
  const { rows } = await db.query(
    `update email_submissions set confirmed_at = coalesce(confirmed_at, $2)
     where email = $1 and withdrawn_at is null
     returning email`,
    [email, at],
  )
  if (rows.length > 0) return 'confirmed'
  return (await findSignup(db, email)) ? 'withdrawn' : 'missing'
}

/** Records the withdrawal's time; a second withdrawal keeps the first. */
export async function withdrawSignup(
  db: Queryable,
  email: string,
  at: Date,
): Promise<'withdrawn' | 'missing'> {
  const { rows } = await db.query(
    `update email_submissions set withdrawn_at = coalesce(withdrawn_at, $2) where email = $1 returning email`,
    [email, at],
  )
  return rows.length > 0 ? 'withdrawn' : 'missing'
}

export async function setSuggestedFestival(
  db: Queryable,
  email: string,
  festival: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    'update email_submissions set suggested_festival = $2 where email = $1 returning email',
    [email, festival],
  )
  return rows.length > 0
}

export async function eraseSignupRecord(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('delete from email_submissions where email = $1 returning email', [email])
  return rows.length > 0
}

/**
 * Removes sign-ups never confirmed and made before `before`; how many went. A withdrawal is kept,
 * confirmed or not: it is the fact that stops that address being mailed.
 */
export async function purgePending(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query(
    `delete from email_submissions
     where confirmed_at is null and withdrawn_at is null and created_at < $1 returning email`,
    [before],
  )
  return rows.length
}
