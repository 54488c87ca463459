// The double opt-in on the Supabase store: real supabase-js against the PostgREST contract double,
// backed by PGlite running the real migrations as the anon role, so migration 0007's functions
// check every token inside Postgres. The mail pages' handlers run on it as on the embedded store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TOKEN_PARAM, tokenLink } from '~/mail/links'
import { createHourlyCap, sendConfirmation } from '~/mail/send.server'
import { createSmtpTransport } from '~/mail/transport.server'
import { processSignup } from '~/signup/signup.server'
import { checkSignup } from '~/signup/schema'
import { confirmPost, managePost, unsubscribePost } from '~/mail/mailPageChanges.server'
import { mailPageState, type PageDeps } from '~/mail/mailPages.server'
import { ERASE_CONFIRMATION } from '~/mail/mailPageState'
import { signToken } from '../../lib/tokens'
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import type { DoubleOptInStore, SignupStore } from '../../db/store/store.server'
import { createSupabaseStore } from '../../db/store/supabaseStore.server'
import {
  createPostgrestContractDouble,
  type PostgrestContractDouble,
} from '../support/postgrest-contract-double'
import { linkIn, startSmtpSink } from '../support/smtp-sink'
import { tempDirs } from '../support/temp-dir'

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co'
const PUBLISHABLE_KEY = 'sb_publishable_contract_double_key_0123456789'
const SECRET = 'the-mail-token-secret-stored-in-supabase-0123'
const SITE = 'https://culturecoded.example.com'
const ANA = { email: 'ana@example.com', suggestedFestival: 'Outside Lands' }
const TEN_MINUTES_MS = 10 * 60 * 1000

const dirs = tempDirs()
let database: EmbeddedDatabase
let double: PostgrestContractDouble

beforeAll(async () => {
  database = await openEmbeddedDatabase({ dataDir: await dirs.make(), migrations: bundledMigrations })
}, 60_000)

afterAll(async () => {
  await database.close()
  await dirs.removeAll()
})

beforeEach(async () => {
  await database.db.exec('truncate email_submissions restart identity; delete from mail_token_secret')
  await database.db.query('insert into mail_token_secret (secret) values ($1)', [SECRET])
  double = createPostgrestContractDouble({
    db: database.db,
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
  })
})

function supabaseStore(tokenSecret: string | null = SECRET): SignupStore {
  return createSupabaseStore({
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
    timeoutMs: 2000,
    fetch: double.fetch,
    log: () => {},
    tokenSecret,
  })
}

function steps(store: SignupStore): DoubleOptInStore {
  if (!store.doubleOptIn) throw new Error('the store keeps no double opt-in')
  return store.doubleOptIn
}

async function stored(email = ANA.email) {
  const { rows } = await database.db.query<{
    confirmed_at: Date | null
    withdrawn_at: Date | null
    suggested_festival: string | null
  }>('select confirmed_at, withdrawn_at, suggested_festival from email_submissions where email = $1', [email])
  return rows[0]
}

describe('the Supabase store with the mail token secret', () => {
  it('keeps no double opt-in without the secret', () => {
    expect(supabaseStore(null).doubleOptIn).toBeUndefined()
  })

  it('stores a sign-up pending and confirms it through signup_confirm, never touching the table otherwise', async () => {
    const store = supabaseStore()
    expect(await store.insert(ANA)).toBe('ok')
    expect((await stored())?.confirmed_at).toBeNull()
    expect(await steps(store).confirm(ANA.email, new Date())).toBe('confirmed')
    expect((await stored())?.confirmed_at).toBeInstanceOf(Date)
    expect((await steps(store).find(ANA.email))?.confirmedAt).toBeInstanceOf(Date)
    expect(await steps(store).confirm('cai@example.com', new Date())).toBe('missing')
    expect(double.requests.map((request) => request.url.pathname)).toEqual([
      '/rest/v1/email_submissions',
      '/rest/v1/rpc/signup_confirm',
      '/rest/v1/rpc/signup_read',
      '/rest/v1/rpc/signup_confirm',
    ])
  })

  it('claims a confirmation mail at most once per ten minutes, and gives a failed one back', async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    const at = new Date()
    expect(await steps(store).claimConfirmationMail(ANA.email, at, TEN_MINUTES_MS)).toBe(true)
    expect(
      await steps(store).claimConfirmationMail(ANA.email, new Date(at.getTime() + 1000), TEN_MINUTES_MS),
    ).toBe(false)
    await steps(store).releaseConfirmationMail(ANA.email, at)
    expect(
      await steps(store).claimConfirmationMail(ANA.email, new Date(at.getTime() + 2000), TEN_MINUTES_MS),
    ).toBe(true)
  })

  it('changes the festival, withdraws and erases one sign-up', async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    await store.insert({ email: 'bea@example.com', suggestedFestival: null })
    expect(await steps(store).setFestival(ANA.email, 'Primavera Sound')).toBe(true)
    expect(await steps(store).withdraw(ANA.email, new Date())).toBe('withdrawn')
    expect(await stored()).toMatchObject({
      suggested_festival: 'Primavera Sound',
      withdrawn_at: expect.any(Date),
    })
    expect(await steps(store).confirm(ANA.email, new Date())).toBe('withdrawn')
    expect(await steps(store).erase(ANA.email)).toBe(true)
    expect(await stored()).toBeUndefined()
    expect(await stored('bea@example.com')).toMatchObject({ withdrawn_at: null })
  })

  it('says at start whether the database holds the same secret, none, or another', async () => {
    expect(await supabaseStore().optInReadiness?.()).toBe('ready')
    expect(await supabaseStore('another-secret-that-is-long-enough-0123456').optInReadiness?.()).toBe(
      'secret_differs',
    )
    await database.db.exec('delete from mail_token_secret')
    expect(await supabaseStore().optInReadiness?.()).toBe('no_secret_stored')
  })

  it('changes nothing when its secret is not the one stored', async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    const impostor = supabaseStore('another-secret-that-is-long-enough-0123456')
    await expect(steps(impostor).confirm(ANA.email, new Date())).rejects.toThrow(
      /signup_confirm failed: .*\[28000\]/,
    )
    await expect(steps(impostor).erase(ANA.email)).rejects.toThrow(/\[28000\]/)
    expect(await stored()).toMatchObject({ confirmed_at: null, withdrawn_at: null })
  })
})

describe('the mail pages on the Supabase store', () => {
  function deps(store: SignupStore): PageDeps {
    return {
      store: steps(store),
      secret: SECRET,
      now: Date.now,
      requestManageLink: () => {},
      forgetMail: () => Promise.resolve(),
    }
  }

  async function link(purpose: 'confirm' | 'unsubscribe' | 'manage'): Promise<string> {
    return tokenLink(SITE, purpose, await signToken({ email: ANA.email, purpose }, SECRET))
  }

  it("confirm from the mailed link's page: the GET asks, the POST confirms", async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    const confirm = await link('confirm')
    const token = new URL(confirm).searchParams.get(TOKEN_PARAM) ?? ''
    expect(await mailPageState({ page: 'confirm', token }, deps(store))).toEqual({ kind: 'ask' })
    expect((await stored())?.confirmed_at).toBeNull()
    const answer = await confirmPost(
      new Request(confirm, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }),
      deps(store),
    )
    expect(answer.status).toBe(303)
    expect((await stored())?.confirmed_at).toBeInstanceOf(Date)
    expect(await mailPageState({ page: 'confirm', token, done: 'confirmed' }, deps(store))).toEqual({
      kind: 'done',
    })
  })

  it('a sign-up is mailed through SMTP, and the link in the mail confirms it; signing up again re-sends no sooner than the limit', async () => {
    const store = supabaseStore()
    const smtp = await startSmtpSink()
    try {
      const mailDeps = {
        store: steps(store),
        transport: createSmtpTransport(smtp.url, '"Culture Coded" <no-reply@culturecoded.example.com>'),
        secret: SECRET,
        publicUrl: SITE,
        unsubscribeMailto: 'privacy@example.com',
        cap: createHourlyCap(1000),
      }
      const signUp = () =>
        processSignup(checkSignup({ email: ANA.email }), {
          takeRateLimit: () => true,
          insert: (row) => store.insert(row),
          requestConfirmation: (address) => sendConfirmation(address, mailDeps),
        })
      await signUp()
      await signUp()
      expect(smtp.to(ANA.email)).toHaveLength(1)
      expect((await stored())?.confirmed_at).toBeNull()
      const confirm = linkIn(smtp.to(ANA.email)[0]!, '/signup/confirm')
      const answer = await confirmPost(
        new Request(confirm, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }),
        deps(store),
      )
      expect(answer.status).toBe(303)
      expect((await stored())?.confirmed_at).toBeInstanceOf(Date)
    } finally {
      await smtp.close()
    }
  })

  it('one-click unsubscribe and the manage page withdraw and erase', async () => {
    const store = supabaseStore()
    await store.insert(ANA)
    const oneClick = await unsubscribePost(
      new Request(await link('unsubscribe'), {
        method: 'POST',
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      }),
      deps(store),
    )
    expect(oneClick.status).toBe(200)
    expect((await stored())?.withdrawn_at).toBeInstanceOf(Date)
    const erase = await managePost(
      new Request(await link('manage'), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ action: 'erase', [ERASE_CONFIRMATION.name]: ERASE_CONFIRMATION.value }),
      }),
      deps(store),
    )
    expect(erase.headers.get('location')).toBe('/signup/manage?done=erased')
    expect(await stored()).toBeUndefined()
  })
})

describe('what an edge build, which sends no mail, learns from Supabase', () => {
  it('says whether its sign-ups wait for a confirmation mail, with or without the secret in this process', async () => {
    expect(await supabaseStore(null).confirmsByMail?.()).toBe(true)
    await database.db.exec('delete from mail_token_secret')
    expect(await supabaseStore(null).confirmsByMail?.()).toBe(false)
    expect(await supabaseStore(null).insert(ANA)).toBe('ok')
    expect((await stored())?.confirmed_at).toBeInstanceOf(Date)
  })
})
