// The migrations and the role rules hold on a real PostgreSQL server set up as
// Supabase sets up a project, not only on PGlite. The server is started by this file; without
// the binaries the test fails and says how to install them.
import type { TransactionSql } from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMigrations } from '../../db/read-migrations'
import { startMigratedPostgres, type RealPostgres } from '../support/real-postgres'
import { ANON_RULES, REFUSED_INSERTS, classify } from '../support/role-rules'
import { TOKEN_CALL_CASES, type SqlRunner } from '../support/token-call-cases'
import { APPLICATION_TOKEN_CALL_CASES } from '../support/application-token-call-cases'

let server: RealPostgres

const ROLLBACK = new Error('rollback')

/** `work`'s answer, in a transaction always rolled back, so each test starts from the same schema and table. */
async function rolledBack<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  let answer: T | undefined
  await server.sql
    .begin(async (tx) => {
      answer = await work(tx)
      throw ROLLBACK
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error
    })
  return answer as T
}

beforeAll(async () => {
  server = await startMigratedPostgres(readMigrations())
}, 180_000)

afterAll(async () => {
  await server?.stop()
})

describe('the migrations on a real PostgreSQL server with Supabase roles', () => {
  it('run on PostgreSQL itself', async () => {
    const [row] = await server.sql<
      { version: string }[]
    >`select current_setting('server_version_num') as version`
    expect(Number(row!.version)).toBeGreaterThanOrEqual(150000)
    const columns = await server.sql<{ column_name: string }[]>`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'email_submissions' order by ordinal_position`
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'email',
      'suggested_festival',
      'created_at',
      'consented_at',
      'notice_version',
      'form_path',
      'edition',
      'confirmed_at',
      'withdrawn_at',
      'confirmation_mailed_at',
      'mail_times',
    ])
  })

  it('can be run a second time, as an operator might in the SQL editor, and leave the schema as it was', async () => {
    const schema = () => server.sql`
      select (select json_agg(c order by c) from (select table_name || '.' || column_name || ' ' || data_type as c
                from information_schema.columns where table_schema = 'public') columns) as columns,
             (select json_agg(p order by p) from (select tablename || ' ' || policyname || ' ' || cmd as p
                from pg_policies where schemaname = 'public') policies) as policies,
             (select json_agg(f order by f) from (select proname::text as f
                from pg_proc where pronamespace = 'public'::regnamespace) functions) as functions`
    const before = await schema()
    for (const migration of readMigrations()) await server.sql.unsafe(migration.sql)
    expect(await schema()).toEqual(before)
    expect(before[0]!.columns).toContain('email_submissions.email text')
  })

  describe.each(ANON_RULES)('the public role (anon)', ({ rule, sql, params, expected }) => {
    it(rule, async () => {
      const answer = await rolledBack(async (tx) => {
        await tx.unsafe('set local role anon')
        await tx.unsafe(sql, (params ?? []) as never[])
        return 'ok'
      }).catch(classify)
      expect(answer).toBe(expected)
    })
  })

  describe.each(REFUSED_INSERTS)('the public role', ({ when, setup }) => {
    it(`hears no from signups_writable() when ${when}`, async () => {
      const writable = await rolledBack(async (tx) => {
        await tx.unsafe(setup)
        await tx.unsafe('set local role anon')
        return (await tx.unsafe('select public.signups_writable() as writable'))[0]?.writable
      })
      expect(writable).toBe(false)
    })
  })

  it('keeps the authenticated role out of the table too', async () => {
    const answer = await server.sql
      .begin(async (tx) => {
        await tx.unsafe('set local role authenticated')
        await tx.unsafe('select email from public.email_submissions')
      })
      .then(
        () => 'ok',
        (error: unknown) => classify(error),
      )
    expect(answer).toBe('denied')
  })

  it('lets the public role call only the signed calls, the yes-or-no questions and the seat count', async () => {
    const callable = await server.sql.unsafe(`
      select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute')
        order by 1`)
    expect(callable.map((row) => row.name)).toEqual([
      'application_builder_erase_signed',
      'application_builder_move_signed',
      'application_change_signed',
      'application_claim_link_mail_signed',
      'application_claim_mail_signed',
      'application_confirm_address_signed',
      'application_find_signed',
      'application_release_mail_signed',
      'application_seats_taken',
      'application_submit_signed',
      'signup_claim_confirmation_mail',
      'signup_claim_link_mail',
      'signup_confirm',
      'signup_erase',
      'signup_read',
      'signup_rejoin',
      'signup_release_confirmation_mail',
      'signup_set_festival',
      'signup_withdraw',
      'signups_confirm_by_mail',
      'signups_writable',
      'take_signup_attempt',
    ])
  })

  it('leaves the authenticated role no table to touch and no function to call', async () => {
    // Supabase's signed-in role: this site signs no one in, so it must get nothing anon gets.
    const reachable = await server.sql.unsafe(`
      select c.oid::regclass::text as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p')
          and has_table_privilege('authenticated', c.oid, 'select, insert, update, delete, truncate')
      union all
      select p.oid::regprocedure::text from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and has_function_privilege('authenticated', p.oid, 'execute')`)
    expect(reachable.map((row) => row.name)).toEqual([])
  })
})

describe('the public role with signed mail tokens, on a real PostgreSQL server', () => {
  const runner: SqlRunner = {
    async owner<T>(sql: string, params: unknown[] = []) {
      return (await server.sql.unsafe(sql, params as never[])) as unknown as T[]
    },
    async anon<T>(sql: string, params: unknown[] = []) {
      return (await server.sql.begin(async (tx) => {
        await tx.unsafe('set local role anon')
        return tx.unsafe(sql, params as never[])
      })) as unknown as T[]
    },
  }
  for (const { name, run } of TOKEN_CALL_CASES) it(name, () => run(runner))
  for (const { name, run } of APPLICATION_TOKEN_CALL_CASES) it(name, () => run(runner))

  it("lets the operator's service role call them too, for resend-pending", async () => {
    const [row] = await server.sql.begin(async (tx) => {
      await tx.unsafe('set local role service_role')
      return tx.unsafe(
        "select has_function_privilege('public.signup_claim_confirmation_mail(text, timestamptz, integer)', 'execute') as may",
      )
    })
    expect(row?.may).toBe(true)
  })
})
