// What the public role (Supabase's publishable key) may do with applications through migration
// 0014's signed calls, as cases run against PGlite and a real PostgreSQL server alike.
import { expect } from 'vitest'
import { signToken, TOKEN_LIFETIME_MS, type SignedPurpose } from '../../lib/tokens'
import { call, OTHER_SECRET, SECRET, type SqlRunner } from './token-call-cases'

const EVENT = 'token-calls-2027'
const [ANA, BEA, CAI] = ['ana@example.com', 'bea@example.com', 'cai@example.com']

// An application's token signs `<event> <address>` (lib/tokens.ts).
const token = (email: string, purpose: SignedPurpose, secret = SECRET, now = Date.now(), event = EVENT) =>
  signToken({ email: purpose.startsWith('apply-') ? `${event} ${email}` : email, purpose }, secret, now)

const SUBMIT = 'public.application_submit_signed($1, $2, $3, $4, $5, $6)'
const answers = (name: string) => [name, 'A drum machine that listens', 'a_little', null, false]

type Row = { name: string; status: string; confirmed_at: Date | null }

async function stored(db: SqlRunner, email: string): Promise<Row | undefined> {
  const rows = await db.owner<Row>(
    'select name, status, confirmed_at from public.applications where event_id = $1 and email = $2',
    [EVENT, email],
  )
  return rows[0]
}

async function statusOf(db: SqlRunner, email: string): Promise<string | undefined> {
  return (await stored(db, email))?.status
}

async function reset(db: SqlRunner, secret: string | null = SECRET): Promise<void> {
  await db.owner('delete from public.applications where event_id = $1', [EVENT])
  await db.owner('delete from public.application_events where event_id = $1', [EVENT])
  await db.owner('delete from public.mail_token_secret')
  if (secret) await db.owner('insert into public.mail_token_secret (secret) values ($1)', [secret])
}

/** Applications of `emails` with confirmed addresses, made as the owner (the organiser's side). */
async function confirmedApplications(db: SqlRunner, ...emails: string[]): Promise<string[]> {
  const ids: string[] = []
  for (const email of emails) {
    const [made] = await db.owner<{ answer: { id: string } }>(
      `select public.application_submit($1, $2, $3, 'Beats from the weather', 'a_lot', null, false) as answer`,
      [EVENT, `Builder ${email}`, email],
    )
    await db.owner('select public.application_confirm_address($1, $2)', [EVENT, email])
    ids.push(made!.answer.id)
  }
  return ids
}

const decide = (db: SqlRunner, id: string, status: string, capacity: number) =>
  db.owner("select public.application_set_status($1, $2, 'organiser', $3, 3)", [id, status, capacity])

export const APPLICATION_TOKEN_CALL_CASES: readonly { name: string; run(db: SqlRunner): Promise<void> }[] = [
  {
    name: 'takes an application only with a token signed for its event and address, mails and confirms that one only',
    async run(db) {
      await reset(db)
      const direct = `public.application_submit($1, $2, $3, 'idea', 'none', null, false)`
      expect(await call(db, direct, [EVENT, 'Ana', ANA])).toBe('denied')
      const applied = (await call(db, SUBMIT, [await token(ANA, 'apply-confirm'), ...answers('Ana')])) as {
        confirmed: boolean
      }
      expect(applied.confirmed).toBe(false)
      const now = new Date()
      const claim = 'public.application_claim_mail_signed($1, $2, 60)'
      expect(await call(db, claim, [await token(ANA, 'apply-confirm'), now])).toBe(true)
      expect(await call(db, claim, [await token(ANA, 'apply-confirm'), now])).toBe(false)
      expect(
        await call(db, 'public.application_confirm_address_signed($1)', [await token(BEA, 'apply-confirm')]),
      ).toBe(null)
      expect((await stored(db, ANA))?.confirmed_at).toBeNull()
      const confirmed = await call(db, 'public.application_confirm_address_signed($1)', [
        await token(ANA, 'apply-confirm'),
      ])
      expect(confirmed).toMatch(/^[0-9a-f-]{36}$/)
      expect((await stored(db, ANA))?.confirmed_at).toBeInstanceOf(Date)
    },
  },
  {
    name: 'refuses a forged, expired, wrong-purpose or foreign token for an application and stores nothing',
    async run(db) {
      await reset(db)
      const refusals: Record<string, [string, string]> = {
        'signed with another secret': [
          await token(ANA, 'apply-confirm', OTHER_SECRET),
          '28000 bad_signature',
        ],
        expired: [
          await token(ANA, 'apply-confirm', SECRET, Date.now() - TOKEN_LIFETIME_MS['apply-confirm'] - 1000),
          '28000 expired',
        ],
        "the builder's page link": [await token(ANA, 'apply-manage'), '28000 wrong_purpose'],
        "a sign-up's confirm link": [await token(ANA, 'confirm'), '28000 wrong_purpose'],
        malformed: ['apply-confirm.123.%%%.abc', '28000 malformed'],
      }
      for (const [kind, [refused, expected]] of Object.entries(refusals))
        expect(await call(db, SUBMIT, [refused, ...answers('Mallory')]), kind).toBe(expected)
      expect(await stored(db, ANA)).toBeUndefined()
      await reset(db, null)
      expect(await call(db, SUBMIT, [await token(ANA, 'apply-confirm'), ...answers('Ana')])).toBe('55000')
    },
  },
  {
    name: "lets the builder's link find, change, confirm, give up and erase their own application and claim its page's mail, seats freed by the organiser's numbers",
    async run(db) {
      await reset(db)
      const [ana, bea, cai] = await confirmedApplications(db, ANA, BEA, CAI)
      await decide(db, ana!, 'accepted', 1)
      await decide(db, bea!, 'waitlisted', 1)
      await decide(db, cai!, 'waitlisted', 1)
      const manage = async (email: string) => token(email, 'apply-manage')
      const found = (await call(db, 'public.application_find_signed($1)', [await manage(ANA)])) as {
        email: string
      }
      expect(found.email).toBe(ANA)
      const move = 'public.application_builder_move_signed($1, $2)'
      expect(await call(db, move, [await manage(BEA), 'accepted'])).toBe('not_allowed')
      expect(await call(db, move, [await manage(ANA), 'confirmed'])).toBe('changed')
      expect(await call(db, move, [await manage(ANA), 'cancelled'])).toBe('changed')
      expect([await statusOf(db, BEA), await statusOf(db, CAI)]).toEqual(['accepted', 'waitlisted'])
      const change = 'public.application_change_signed($1, $2, $3, $4, $5, $6)'
      expect(await call(db, change, [await manage(CAI), ...answers('Cai again')])).toBe(false)
      expect(await call(db, 'public.application_builder_erase_signed($1)', [await manage(BEA)])).toBe(true)
      expect(await stored(db, BEA)).toBeUndefined()
      expect(await statusOf(db, CAI)).toBe('accepted')
      expect(await call(db, 'public.application_seats_taken($1)', [EVENT])).toBe(1)
      const linkMail = 'public.application_claim_link_mail_signed($1, $2, 60)'
      const now = new Date()
      expect(await call(db, linkMail, [await token(CAI, 'apply-confirm'), now])).toBe('28000 wrong_purpose')
      expect(await call(db, linkMail, [await manage(CAI), now])).toBe(true)
      expect(await call(db, linkMail, [await manage(CAI), now])).toBe(false)
      // Another event's link names another application: none here.
      const foreign = await token(CAI, 'apply-manage', SECRET, Date.now(), 'another-event-2027')
      expect(await call(db, move, [foreign, 'cancelled'])).toBe('missing')
      expect(await statusOf(db, CAI)).toBe('accepted')
    },
  },
  {
    name: 'changes a pending application with its link, and leaves the owner’s calls and the tables closed to the public role',
    async run(db) {
      await reset(db)
      const [ana] = await confirmedApplications(db, ANA)
      const change = 'public.application_change_signed($1, $2, $3, $4, $5, $6)'
      expect(await call(db, change, [await token(ANA, 'apply-manage'), ...answers('Ana Lima')])).toBe(true)
      expect((await stored(db, ANA))?.name).toBe('Ana Lima')
      const closed = [
        ["public.application_set_status($1, 'accepted', 'organiser', 99, 3)", [ana]],
        ["public.application_builder_move($1, $2, 'cancelled')", [EVENT, ANA]],
        ['public.application_change($1, $2, $3, $4, $5, $6, $7)', [EVENT, ANA, ...answers('Mallory')]],
        ["public.application_token_subject($1, 'apply-manage')", [await token(ANA, 'apply-manage')]],
        ['(select count(*) from public.application_events)', []],
        ['(select count(*) from public.applications)', []],
      ] as const
      for (const [sql, params] of closed) expect(await call(db, sql, [...params]), sql).toBe('denied')
      expect((await stored(db, ANA))?.name).toBe('Ana Lima')
    },
  },
]
