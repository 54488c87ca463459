// What the public role (Supabase's publishable key) may do with a signed mail token through
// migration 0007's functions, as cases run against PGlite and a real PostgreSQL server alike.
import { createHmac } from 'node:crypto'
import { expect } from 'vitest'
import { signToken, TOKEN_LIFETIME_MS, type TokenPurpose } from '../../lib/tokens'
import { classify } from './role-rules'

export type SqlRunner = {
  /** As the table's owner (the operator). */
  owner<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** As the public role, in a transaction of its own; rejects with Postgres's error. */
  anon<T>(sql: string, params?: unknown[]): Promise<T[]>
}

export const SECRET = 'a-signing-secret-of-at-least-32-characters'
export const OTHER_SECRET = 'another-signing-secret-of-32-characters-or-more'
const ANA = 'ana@example.com'
const BEA = 'bea@example.com'

const token = (email: string, purpose: TokenPurpose, secret = SECRET, now = Date.now()) =>
  signToken({ email, purpose }, secret, now)

type Row = { confirmed_at: Date | null; withdrawn_at: Date | null; suggested_festival: string | null }

async function row(db: SqlRunner, email: string): Promise<Row | undefined> {
  const rows = await db.owner<Row>(
    'select confirmed_at, withdrawn_at, suggested_festival from public.email_submissions where email = $1',
    [email],
  )
  return rows[0]
}

/** The value a call as the public role returned, or 'denied' / the SQLSTATE and reason it failed with. */
export async function call(db: SqlRunner, sql: string, params: unknown[]): Promise<unknown> {
  try {
    const [first] = await db.anon<{ result: unknown }>(`select ${sql} as result`, params)
    return first?.result
  } catch (error) {
    const code = classify(error)
    const reason = /refused: (\w+)/.exec((error as Error).message)?.[1]
    return reason ? `${code} ${reason}` : code
  }
}

/** A fresh table with Ana and Bea pending, and the secret stored, as the operator would. */
export async function resetWithSecret(db: SqlRunner): Promise<void> {
  await db.owner('delete from public.email_submissions')
  await db.owner('delete from public.mail_token_secret')
  await db.owner('insert into public.mail_token_secret (secret) values ($1)', [SECRET])
  for (const email of [ANA, BEA])
    await db.anon('insert into public.email_submissions (email) values ($1)', [email])
}

export type TokenCallCase = { name: string; run(db: SqlRunner): Promise<void> }

export const TOKEN_CALL_CASES: readonly TokenCallCase[] = [
  {
    name: 'builds HMAC-SHA256 byte for byte as Web Crypto does, for short, block-sized and long keys',
    async run(db) {
      for (const key of ['k'.repeat(32), 'k'.repeat(64), 'é'.repeat(70)]) {
        const message = 'confirm.1790000000.YW5hQGV4YW1wbGUuY29t é'
        const [stored] = await db.owner<{ mac: Uint8Array }>(
          "select public.hmac_sha256(convert_to($1, 'UTF8'), convert_to($2, 'UTF8')) as mac",
          [key, message],
        )
        expect(Buffer.from(stored!.mac).toString('hex'), `key of ${key.length} characters`).toBe(
          createHmac('sha256', key).update(message).digest('hex'),
        )
      }
    },
  },
  {
    name: 'keeps the single opt-in until a secret is stored; then the public role inserts pending, even naming a time',
    async run(db) {
      await db.owner('delete from public.email_submissions')
      await db.owner('delete from public.mail_token_secret')
      await db.anon('insert into public.email_submissions (email) values ($1)', [ANA])
      expect((await row(db, ANA))?.confirmed_at).toBeInstanceOf(Date)
      expect(await call(db, 'public.signups_confirm_by_mail()', [])).toBe(false)
      expect(await call(db, 'public.signup_confirm($1)', [await token(ANA, 'confirm')])).toBe('55000')
      await resetWithSecret(db)
      expect(await call(db, 'public.signups_confirm_by_mail()', [])).toBe(true)
      expect((await row(db, ANA))?.confirmed_at).toBe(null)
    },
  },
  {
    name: 'confirms a pending sign-up with a confirm token for its address, once',
    async run(db) {
      await resetWithSecret(db)
      const confirm = await token(ANA, 'confirm')
      expect(await call(db, 'public.signup_confirm($1)', [confirm])).toBe('confirmed')
      const first = (await row(db, ANA))?.confirmed_at
      expect(first).toBeInstanceOf(Date)
      expect(await call(db, 'public.signup_confirm($1)', [confirm])).toBe('confirmed')
      expect((await row(db, ANA))?.confirmed_at).toEqual(first)
      expect((await row(db, BEA))?.confirmed_at).toBe(null)
      expect(await call(db, 'public.signup_confirm($1)', [await token('cai@example.com', 'confirm')])).toBe(
        'missing',
      )
    },
  },
  {
    name: 'refuses a forged, tampered, expired or wrong-purpose token and changes nothing',
    async run(db) {
      await resetWithSecret(db)
      const beaToken = await token(BEA, 'confirm')
      const [purpose, expiry, , signature] = beaToken.split('.')
      const anaAddress = (await token(ANA, 'confirm')).split('.')[2]
      const refusals: Record<string, string> = {
        'signed with another secret': await token(ANA, 'confirm', OTHER_SECRET),
        "another address under Bea's signature": `${purpose}.${expiry}.${anaAddress}.${signature}`,
        'a later expiry under the same signature': `${purpose}.${Number(expiry) + 1}.${anaAddress}.${signature}`,
        expired: await token(ANA, 'confirm', SECRET, Date.now() - TOKEN_LIFETIME_MS.confirm - 1000),
        'an unsubscribe token': await token(ANA, 'unsubscribe'),
        'a manage token': await token(ANA, 'manage'),
        malformed: 'confirm.123.%%%.abc',
        empty: '',
      }
      const expected: Record<string, string> = {
        'signed with another secret': '28000 bad_signature',
        "another address under Bea's signature": '28000 bad_signature',
        'a later expiry under the same signature': '28000 bad_signature',
        expired: '28000 expired',
        'an unsubscribe token': '28000 wrong_purpose',
        'a manage token': '28000 wrong_purpose',
        malformed: '28000 malformed',
        empty: '28000 malformed',
      }
      for (const [kind, refused] of Object.entries(refusals)) {
        expect(await call(db, 'public.signup_confirm($1)', [refused]), kind).toBe(expected[kind])
        // A manage token may erase; every other refusal must leave the row for the erase too.
        if (kind !== 'a manage token')
          expect(await call(db, 'public.signup_erase($1)', [refused]), kind).toMatch(/^28000 /)
      }
      expect(await row(db, ANA)).toEqual({ confirmed_at: null, withdrawn_at: null, suggested_festival: null })
      expect(await call(db, 'public.signup_read($1)', [await token(ANA, 'confirm')])).toBe(
        '28000 wrong_purpose',
      )
    },
  },
  {
    name: 'withdraws with an unsubscribe or manage token; a confirm token of a withdrawn sign-up then confirms nothing',
    async run(db) {
      await resetWithSecret(db)
      expect(await call(db, 'public.signup_withdraw($1)', [await token(ANA, 'unsubscribe')])).toBe(
        'withdrawn',
      )
      expect(await call(db, 'public.signup_withdraw($1)', [await token(BEA, 'manage')])).toBe('withdrawn')
      expect(await call(db, 'public.signup_withdraw($1)', [await token(ANA, 'confirm')])).toBe(
        '28000 wrong_purpose',
      )
      expect(await call(db, 'public.signup_confirm($1)', [await token(ANA, 'confirm')])).toBe('withdrawn')
      const ana = await row(db, ANA)
      expect(ana?.confirmed_at).toBe(null)
      expect(ana?.withdrawn_at).toBeInstanceOf(Date)
    },
  },
  {
    name: "reads, changes and erases only the manage token's own sign-up",
    async run(db) {
      await resetWithSecret(db)
      const manage = await token(ANA, 'manage')
      const read = (await call(db, 'public.signup_read($1)', [manage])) as Record<string, unknown>
      expect(read.email).toBe(ANA)
      expect(read.confirmed_at).toBe(null)
      expect(Object.keys(read).sort()).toEqual([
        'confirmation_mailed_at',
        'confirmed_at',
        'consented_at',
        'created_at',
        'email',
        'notice_version',
        'suggested_festival',
        'withdrawn_at',
      ])
      expect(await call(db, 'public.signup_read($1)', [await token('cai@example.com', 'manage')])).toBe(null)
      expect(await call(db, 'public.signup_set_festival($1, $2)', [manage, 'Primavera Sound'])).toBe(true)
      expect((await row(db, ANA))?.suggested_festival).toBe('Primavera Sound')
      expect((await row(db, BEA))?.suggested_festival).toBe(null)
      expect(await call(db, 'public.signup_erase($1)', [manage])).toBe(true)
      expect(await row(db, ANA)).toBe(undefined)
      expect(await row(db, BEA)).not.toBe(undefined)
      expect(await call(db, 'public.signup_erase($1)', [manage])).toBe(false)
    },
  },
  {
    name: 'claims a confirmation mail at most once per interval, and a failed mail gives its claim back',
    async run(db) {
      await resetWithSecret(db)
      const confirm = await token(ANA, 'confirm')
      const first = new Date('2030-01-01T10:00:00Z')
      const claim = (at: Date) =>
        call(db, 'public.signup_claim_confirmation_mail($1, $2, $3)', [confirm, at, 600])
      expect(await claim(first)).toBe(true)
      expect(await claim(new Date(first.getTime() + 599_000))).toBe(false)
      expect(await call(db, 'public.signup_release_confirmation_mail($1, $2)', [confirm, first])).toBe(true)
      expect(await claim(new Date(first.getTime() + 1000))).toBe(true)
      expect(await claim(new Date(first.getTime() + 601_000))).toBe(true)
      expect(
        await call(db, 'public.signup_claim_confirmation_mail($1, $2, $3)', [
          await token(ANA, 'manage'),
          new Date('2031-01-01T00:00:00Z'),
          600,
        ]),
      ).toBe('28000 wrong_purpose')
    },
  },
  {
    name: 'claims the manage link within the same budget as the confirmation: one per interval, three a day',
    async run(db) {
      await resetWithSecret(db)
      const first = new Date('2030-01-01T10:00:00Z')
      const after = (seconds: number) => new Date(first.getTime() + seconds * 1000)
      const claimLink = async (at: Date, email = ANA) =>
        call(db, 'public.signup_claim_link_mail($1, $2, $3)', [await token(email, 'manage'), at, 600])
      const confirm = await token(ANA, 'confirm')
      expect(await call(db, 'public.signup_claim_confirmation_mail($1, $2, $3)', [confirm, first, 600])).toBe(
        true,
      )
      expect(await claimLink(after(599))).toBe(false)
      expect(await claimLink(after(600))).toBe(true)
      expect(await claimLink(after(1200))).toBe(true)
      expect(await claimLink(after(1800))).toBe(false)
      expect(await claimLink(after(86_401))).toBe(true)
      expect(await claimLink(after(1800), 'cai@example.com')).toBe(false)
      expect(await call(db, 'public.signup_claim_link_mail($1, $2, $3)', [confirm, first, 600])).toBe(
        '28000 wrong_purpose',
      )
    },
  },
  {
    name: 'takes a withdrawn sign-up back to pending with a confirm token, and leaves one on the list alone',
    async run(db) {
      await resetWithSecret(db)
      const rejoin = async (email: string, purpose: TokenPurpose = 'confirm') =>
        call(db, 'public.signup_rejoin($1, $2, $3, $4)', [
          await token(email, purpose),
          'Sonar',
          '2026-11-01',
          'script',
        ])
      expect(await call(db, 'public.signup_withdraw($1)', [await token(ANA, 'unsubscribe')])).toBe(
        'withdrawn',
      )
      expect(await rejoin(ANA, 'manage')).toBe('28000 wrong_purpose')
      expect(await rejoin(ANA)).toBe(true)
      expect(await row(db, ANA)).toEqual({
        confirmed_at: null,
        withdrawn_at: null,
        suggested_festival: 'Sonar',
      })
      expect(await rejoin(BEA)).toBe(false)
      expect(await rejoin('cai@example.com')).toBe(false)
    },
  },
  {
    name: 'refuses an address written with a display name, comment, group or list, even from the public role',
    async run(db) {
      await resetWithSecret(db)
      for (const email of [
        'n1<dan@example.com>',
        '(c)dan@example.com',
        'g:dan@example.com;',
        'x,dan@example.com',
      ]) {
        const answer = await db
          .anon('insert into public.email_submissions (email) values ($1)', [email])
          .then(() => 'ok', classify)
        expect(answer, email).toBe('23514')
      }
    },
  },
  {
    name: 'checks a token for a non-ASCII address as the server signs it',
    async run(db) {
      await resetWithSecret(db)
      const address = 'zoë@exämple.com'.normalize('NFC')
      await db.anon('insert into public.email_submissions (email) values ($1)', [address])
      expect(await call(db, 'public.signup_confirm($1)', [await token(address, 'confirm')])).toBe('confirmed')
    },
  },
  {
    name: 'still may not read, change or delete sign-ups, nor read the secret or check tokens directly',
    async run(db) {
      await resetWithSecret(db)
      const statements = [
        'select email from public.email_submissions',
        'update public.email_submissions set confirmed_at = now()',
        'delete from public.email_submissions',
        'select secret from public.mail_token_secret',
        "update public.mail_token_secret set secret = repeat('x', 40)",
        "insert into public.mail_token_secret (only_row, secret) values (true, repeat('x', 40))",
        "select public.mail_token_email('', array['confirm'])",
        "select public.hmac_sha256('\\x00', '\\x00')",
        "insert into public.email_submissions (email, confirmed_at) values ('dan@example.com', now())",
        "select public.claim_mail('ana@example.com', 'link', now(), 0)",
        "select public.release_mail('ana@example.com', now())",
        "select public.rejoin_signup('ana@example.com', null, null, null)",
      ]
      for (const sql of statements) {
        const answer = await db.anon(sql).then(
          () => 'ok',
          (error: unknown) => classify(error),
        )
        expect(answer, sql).toBe('denied')
      }
    },
  },
]
