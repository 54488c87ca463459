// The pages mails link to, while the store or the key that signs their links cannot answer: their
// own "not available" state and a 503 to a change, never an error screen or a 500.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmPost, managePost, unsubscribePost } from '~/mail/mailPageChanges.server'
import { mailPageState, type PageDeps } from '~/mail/mailPages.server'
import { ERASE_CONFIRMATION, parseMailPageSearch } from '~/mail/mailPageState'
import { EMAIL_MAX_LENGTH } from '~/signup/schema'
import { MAIL_PAGE_PATHS, tokenLink } from '~/mail/links'
import { signToken } from '../../lib/tokens'
import { answeringSteps, OPT_IN_STEP_NAMES } from '../../db/store/optInSteps.server'
import type { DoubleOptInStore } from '../../db/store/store.server'
import { SECRET_FILE_NAME } from '~/mail/secret.server'
import { tempDirs } from '../support/temp-dir'

const SECRET = 'a-mail-token-secret-for-these-tests-0123456789'
const EMAIL = 'ana@example.com'

function unreachable(): { deps: PageDeps; logged: string[] } {
  const away = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
  const store: DoubleOptInStore = {
    find: away,
    claimConfirmationMail: away,
    releaseConfirmationMail: away,
    claimLinkMail: away,
    confirm: away,
    withdraw: away,
    setFestival: away,
    erase: away,
  }
  const logged: string[] = []
  const deps = {
    store: answeringSteps(store, OPT_IN_STEP_NAMES, (line) => logged.push(line)),
    secret: SECRET,
    now: Date.now,
    requestManageLink: () => {},
    forgetMail: () => Promise.resolve(),
  }
  return { deps, logged }
}

describe('a mail page while the store cannot answer', () => {
  it.each(['confirm', 'unsubscribe', 'manage'] as const)(
    "shows the %s page's not-available state and logs why",
    async (page) => {
      const { deps, logged } = unreachable()
      const token = await signToken({ email: EMAIL, purpose: page }, SECRET)
      expect(await mailPageState({ page, token }, deps)).toEqual({ kind: 'unavailable' })
      expect(logged).toEqual([
        expect.stringMatching(/the double opt-in's find failed: Error: connect ECONNREFUSED/),
      ])
    },
  )

  const changes = [
    { name: 'confirm', purpose: 'confirm', post: confirmPost, form: {} },
    { name: 'unsubscribe', purpose: 'unsubscribe', post: unsubscribePost, form: {} },
    {
      name: 'one-click unsubscribe',
      purpose: 'unsubscribe',
      post: unsubscribePost,
      form: { 'List-Unsubscribe': 'One-Click' },
    },
    ...(['download', 'festival', 'withdraw', 'erase'] as const).map((action) => ({
      name: `manage: ${action}`,
      purpose: 'manage' as const,
      post: managePost,
      form: { action, festival: 'Glastonbury', [ERASE_CONFIRMATION.name]: ERASE_CONFIRMATION.value },
    })),
  ] as const

  it.each(changes)('answers $name with 503 and a plain reason, and logs why', async (change) => {
    const { deps, logged } = unreachable()
    const token = await signToken({ email: EMAIL, purpose: change.purpose }, SECRET)
    const answer = await change.post(
      new Request(tokenLink('https://culturecoded.example.com', change.purpose, token), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams(change.form),
      }),
      deps,
    )
    expect(answer.status).toBe(503)
    expect(await answer.text()).toMatch(/^Service Unavailable: please try again/)
    expect(logged).toEqual([
      expect.stringMatching(/the double opt-in's \w+ failed: Error: connect ECONNREFUSED/),
    ])
  })
})

describe('erasing from the manage page (WCAG 3.3.4)', () => {
  async function erasePost(form: Record<string, string>) {
    const erased: string[] = []
    const forgotten: string[] = []
    const { deps } = unreachable()
    deps.store.find = async () => null
    deps.store.erase = async (email) => {
      erased.push(email)
      return true
    }
    deps.forgetMail = async (email) => {
      forgotten.push(email)
    }
    const token = await signToken({ email: EMAIL, purpose: 'manage' }, SECRET)
    const answer = await managePost(
      new Request(tokenLink('https://culturecoded.example.com', 'manage', token), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ action: 'erase', ...form }),
      }),
      deps,
    )
    return { answer, erased, forgotten, token }
  }

  it.each<Record<string, string>>([{}, { [ERASE_CONFIRMATION.name]: 'on' }])(
    'erases nothing without the box ticked (%o), and goes back to the page at the box to say why',
    async (form) => {
      const { answer, erased, forgotten, token } = await erasePost(form)
      expect(erased).toEqual([])
      expect(forgotten).toEqual([])
      expect(answer.status).toBe(303)
      const back = new URL(answer.headers.get('location')!, 'https://culturecoded.example.com')
      expect(parseMailPageSearch(Object.fromEntries(back.searchParams))).toEqual({
        token,
        error: 'erase_unconfirmed',
      })
      expect(back.hash).toBe(`#${ERASE_CONFIRMATION.id}`)
    },
  )

  it('erases with the box ticked, and the mails kept for that address with it', async () => {
    const { answer, erased, forgotten } = await erasePost({
      [ERASE_CONFIRMATION.name]: ERASE_CONFIRMATION.value,
    })
    expect(erased).toEqual([EMAIL])
    expect(forgotten).toEqual([EMAIL])
    expect(answer.headers.get('location')).toBe(`${MAIL_PAGE_PATHS.manage}?done=erased`)
  })
})

describe('a mail page while the key that signs its links cannot be read', () => {
  const dirs = tempDirs()
  afterEach(async () => {
    vi.unstubAllEnvs()
    await dirs.removeAll()
  })

  it('shows the not-available state, answers a change with 503, and logs why once', async () => {
    const dataDir = await dirs.make()
    await writeFile(join(dataDir, SECRET_FILE_NAME), 'too short\n')
    vi.stubEnv('DATA_DIR', dataDir)
    vi.resetModules()
    const pages = await import('~/mail/mailPages.server')
    const changes = await import('~/mail/mailPageChanges.server')
    const logged: string[] = []
    const deps = await pages.pageDeps((line) => logged.push(line))
    expect(await pages.pageDeps((line) => logged.push(line)), 'asked again, logged once').toBe(deps)
    expect(await pages.mailPageState({ page: 'confirm', token: 'a-token' }, deps)).toEqual({
      kind: 'unavailable',
    })
    const answer = await changes.confirmPost(
      new Request(tokenLink('https://culturecoded.example.com', 'confirm', 'a-token'), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
      deps,
    )
    expect(answer.status).toBe(503)
    expect(await answer.text()).toMatch(/^Service Unavailable: please try again/)
    expect(logged).toEqual([
      expect.stringMatching(/cannot read the key that signs mailed links: .*no usable secret/),
    ])
  })
})

describe("the manage page's request for a link", () => {
  it('sends an address that is only too long back with its own error, as the sign-up form words it', async () => {
    const { deps } = unreachable()
    const ask = (email: string) =>
      managePost(
        new Request('https://culturecoded.example.com/signup/manage', {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-origin' },
          body: new URLSearchParams({ email }),
        }),
        deps,
      )
    const tooLong = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`
    expect((await ask(tooLong)).headers.get('location')).toBe('/signup/manage?error=email_too_long')
    expect((await ask('not an address')).headers.get('location')).toBe('/signup/manage?error=invalid_email')
    expect(parseMailPageSearch({ error: 'email_too_long' })).toEqual({ error: 'email_too_long' })
  })

  it('shows its own refusals, and none meant for the page of a sign-up, such as an erase left unticked', async () => {
    const { deps } = unreachable()
    expect(await mailPageState({ page: 'manage', error: 'invalid_email' }, deps)).toEqual({
      kind: 'request',
      error: 'invalid_email',
    })
    for (const error of ['erase_unconfirmed', 'festival_too_long'] as const) {
      expect(await mailPageState({ page: 'manage', error }, deps)).toEqual({ kind: 'request', error: null })
    }
  })
})

describe("a mail page's POST and where it came from", () => {
  const SITE = 'https://culturecoded.example.com'

  // A store that answers and records each change, so a refused POST is seen to change nothing.
  async function post(
    purpose: 'confirm' | 'unsubscribe' | 'manage',
    headers: Record<string, string>,
    form: Record<string, string> = {},
  ) {
    const changed: string[] = []
    const { deps } = unreachable()
    deps.store.find = async () => null
    deps.store.confirm = async (email) => (changed.push(`confirm ${email}`), 'confirmed' as const)
    deps.store.withdraw = async (email) => (changed.push(`withdraw ${email}`), 'withdrawn' as const)
    deps.store.setFestival = async (email) => (changed.push(`festival ${email}`), true)
    const token = await signToken({ email: EMAIL, purpose }, SECRET)
    const change = { confirm: confirmPost, unsubscribe: unsubscribePost, manage: managePost }[purpose]
    const answer = await change(
      new Request(tokenLink(SITE, purpose, token), {
        method: 'POST',
        headers: { host: 'culturecoded.example.com', ...headers },
        body: new URLSearchParams(form),
      }),
      deps,
    )
    return { answer, changed }
  }

  const pages = [
    { purpose: 'confirm', form: {} },
    { purpose: 'unsubscribe', form: {} },
    { purpose: 'manage', form: { action: 'festival', festival: 'Glastonbury' } },
  ] as const

  it.each(pages)(
    'refuses the $purpose page’s POST with neither Origin nor Sec-Fetch-Site, even with our own Referer',
    async ({ purpose, form }) => {
      for (const headers of [{}, { referer: `${SITE}/signup/${purpose}` }] as Record<string, string>[]) {
        const { answer, changed } = await post(purpose, headers, form)
        expect(answer.status).toBe(403)
        expect(changed).toEqual([])
      }
    },
  )

  it.each(pages)(
    'refuses the $purpose page’s POST from another site, by Sec-Fetch-Site or by Origin',
    async ({ purpose, form }) => {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ] as Record<string, string>[]) {
        const { answer, changed } = await post(purpose, headers, form)
        expect(answer.status, JSON.stringify(headers)).toBe(403)
        expect(changed).toEqual([])
      }
    },
  )

  it.each(pages)(
    'takes the $purpose page’s POST with Sec-Fetch-Site: same-origin, or with our Origin from an older browser',
    async ({ purpose, form }) => {
      for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: SITE }] as Record<
        string,
        string
      >[]) {
        const { answer, changed } = await post(purpose, headers, form)
        expect(answer.status, JSON.stringify(headers)).toBe(303)
        expect(changed).toHaveLength(1)
      }
    },
  )

  it("takes RFC 8058's one-click unsubscribe from a mail provider, which sends no Origin", async () => {
    const { answer, changed } = await post('unsubscribe', {}, { 'List-Unsubscribe': 'One-Click' })
    expect(answer.status).toBe(200)
    expect(changed).toEqual([`withdraw ${EMAIL}`])
  })
})
