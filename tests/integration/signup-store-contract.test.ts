// Every behaviour a sign-up store promises (db/store/types.ts: the insert and the double opt-in's
// steps), run alike on each store: the embedded store on PGlite, and the Supabase store with the
// publishable key and the mail token secret against the contract double, which runs the same
// migrations as the `anon` role on PGlite and on a real PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundledMigrations } from '../../db/bundled-migrations'
import { createEmbeddedStore } from '../../db/store/pgliteStore.server'
import { createSupabaseStore } from '../../db/store/supabaseStore.server'
import type { DoubleOptInStore, SignupStore } from '../../db/store/store.server'
import { dataDirs } from '../support/embedded-db'
import { createPostgrestContractDouble } from '../support/postgrest-contract-double'
import { pgliteForDouble, realPostgresForDouble, type DoubleDatabase } from '../support/double-databases'
import { PUBLISHABLE_KEY, SUPABASE_URL } from '../support/supabase-store-double'

const SECRET = 'integration-store-contract-secret-0123456789-0123456789'
const MINUTE = 60_000
const dirs = dataDirs()

type Variant = { store: SignupStore; close(): Promise<void> }

async function embeddedVariant(): Promise<Variant> {
  const store = createEmbeddedStore({
    dataDir: await dirs.migrated(),
    migrations: bundledMigrations,
    log: () => {},
  })
  return { store, close: () => store.close() }
}

const supabaseVariant = async () => overDouble(await pgliteForDouble(dirs, SECRET))
const realPostgresVariant = async () => overDouble(await realPostgresForDouble(SECRET))

function overDouble({ db, close }: DoubleDatabase): Variant {
  const double = createPostgrestContractDouble({ db, url: SUPABASE_URL, publishableKey: PUBLISHABLE_KEY })
  const store = createSupabaseStore({
    url: SUPABASE_URL,
    publishableKey: PUBLISHABLE_KEY,
    fetch: double.fetch,
    log: () => {},
    tokenSecret: SECRET,
  })
  return { store, close: async () => (await store.close(), await close()) }
}

let n = 0
const address = () => `contract${(n += 1)}@example.com`

describe.each([
  ['the embedded store', embeddedVariant],
  ['Supabase with the publishable key and the secret', supabaseVariant],
  ['Supabase with the publishable key and the secret, on a real PostgreSQL server', realPostgresVariant],
])('sign-ups on %s', { timeout: 120_000 }, (_, makeVariant) => {
  let variant: Variant
  let steps: DoubleOptInStore

  beforeAll(async () => {
    variant = await makeVariant()
    steps = variant.store.doubleOptIn!
  }, 120_000)
  afterAll(async () => {
    await variant?.close()
    await dirs.removeAll()
  })

  /** A pending sign-up of a new address. */
  async function signedUp(suggestedFestival: string | null = null): Promise<string> {
    const email = address()
    expect(await variant.store.insert({ email, suggestedFestival })).toBe('ok')
    return email
  }

  it('keeps the double opt-in and can take a sign-up now', async () => {
    expect(steps).toBeDefined()
    expect(await variant.store.isWritable()).toBe(true)
  })

  it('stores a sign-up as pending, and answers already_signed_up to the same address again', async () => {
    const email = await signedUp('Outside Lands')
    expect(await variant.store.insert({ email, suggestedFestival: null })).toBe('already_signed_up')
    const stored = await steps.find(email)
    expect(stored).toMatchObject({
      email,
      suggestedFestival: 'Outside Lands',
      confirmedAt: null,
      withdrawnAt: null,
    })
  })

  it('finds nobody for an address never signed up, and no step changes anything for it', async () => {
    const email = address()
    expect(await steps.find(email)).toBeNull()
    expect(await steps.confirm(email, new Date())).toBe('missing')
    expect(await steps.withdraw(email, new Date())).toBe('missing')
    expect(await steps.setFestival(email, 'Coachella')).toBe(false)
    expect(await steps.erase(email)).toBe(false)
    expect(await steps.find(email)).toBeNull()
  })

  // Supabase's signed call takes the database's clock, not the caller's: the key chooses no time.
  it('confirms once: a second confirmation keeps the first time', async () => {
    const email = await signedUp()
    expect(await steps.confirm(email, new Date())).toBe('confirmed')
    const first = (await steps.find(email))?.confirmedAt
    expect(first).toBeInstanceOf(Date)
    expect(await steps.confirm(email, new Date(Date.now() + MINUTE))).toBe('confirmed')
    expect((await steps.find(email))?.confirmedAt).toEqual(first)
  })

  it('withdraws a sign-up, which a later confirmation leaves withdrawn', async () => {
    const email = await signedUp()
    expect(await steps.withdraw(email, new Date())).toBe('withdrawn')
    expect(await steps.confirm(email, new Date())).toBe('withdrawn')
    const stored = await steps.find(email)
    expect(stored?.withdrawnAt).toBeInstanceOf(Date)
    expect(stored?.confirmedAt).toBeNull()
  })

  it('changes the suggested festival, and clears it', async () => {
    const email = await signedUp('Glastonbury')
    expect(await steps.setFestival(email, 'Primavera Sound')).toBe(true)
    expect((await steps.find(email))?.suggestedFestival).toBe('Primavera Sound')
    expect(await steps.setFestival(email, null)).toBe(true)
    expect((await steps.find(email))?.suggestedFestival).toBeNull()
  })

  it('erases a sign-up whole: nobody is found, and the address may sign up again', async () => {
    const email = await signedUp()
    expect(await steps.erase(email)).toBe(true)
    expect(await steps.find(email)).toBeNull()
    expect(await variant.store.insert({ email, suggestedFestival: null })).toBe('ok')
  })

  it('gives one confirmation mail per interval, and the turn back when a send failed', async () => {
    const email = await signedUp()
    const at = new Date()
    expect(await steps.claimConfirmationMail(email, at, 10 * MINUTE)).toBe(true)
    expect(await steps.claimConfirmationMail(email, new Date(at.getTime() + MINUTE), 10 * MINUTE)).toBe(false)
    expect((await steps.find(email))?.confirmationMailedAt?.getTime()).toBe(at.getTime())
    await steps.releaseConfirmationMail(email, at)
    expect(await steps.claimConfirmationMail(email, new Date(at.getTime() + MINUTE), 10 * MINUTE)).toBe(true)
    expect(await steps.claimConfirmationMail(email, new Date(at.getTime() + 12 * MINUTE), 10 * MINUTE)).toBe(
      true,
    )
  })

  it('takes the manage link mail from the same budget as the confirmation mail', async () => {
    const email = await signedUp()
    const at = new Date()
    expect(await steps.claimConfirmationMail(email, at, 10 * MINUTE)).toBe(true)
    expect(await steps.claimLinkMail(email, new Date(at.getTime() + MINUTE), 10 * MINUTE)).toBe(false)
    expect(await steps.claimLinkMail(email, new Date(at.getTime() + 11 * MINUTE), 10 * MINUTE)).toBe(true)
    expect(await steps.claimConfirmationMail(email, new Date(at.getTime() + 12 * MINUTE), 10 * MINUTE)).toBe(
      false,
    )
  })

  it('claims no mail for an address nobody signed up', async () => {
    const email = address()
    expect(await steps.claimConfirmationMail(email, new Date(), 10 * MINUTE)).toBe(false)
    expect(await steps.claimLinkMail(email, new Date(), 10 * MINUTE)).toBe(false)
  })
})
