// The server function's validator and handler, without the TanStack compiler: what arrives,
// the order the server answers in, and the redirect a no-JavaScript form post gets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  readSignupSubmission,
  signupSubmissionSchema,
  type SignupCheck,
  type SignupFields,
} from '~/signup/schema'
import type { SignupResult } from '~/signup/failures'
import type { InsertOutcome, NewSignup } from '../../db/store/store.server'

const requestHolder = vi.hoisted(() => ({ current: new Request('http://localhost/') }))
const storeHolder = vi.hoisted(() => ({ insert: vi.fn(), takeAttempt: vi.fn() }))

vi.mock('@tanstack/react-start/server', () => ({ getRequest: () => requestHolder.current }))
vi.mock('~/signup/store.server', () => ({
  getStore: () => ({
    insert: storeHolder.insert,
    takeAttempt: storeHolder.takeAttempt,
    ping: async () => true,
    close: async () => {},
  }),
  // No double opt-in here: the handler's tests send no mail.
  getDoubleOptIn: () => null,
}))

const { submitSignupOnServer: handleSignupSubmission, processSignup } = await import('~/signup/signup.server')

function fakeStore(outcome: InsertOutcome | Error = 'ok') {
  const rows: NewSignup[] = []
  const insert = async (row: NewSignup) => {
    if (outcome instanceof Error) throw outcome
    rows.push(row)
    return outcome
  }
  return { insert, rows }
}

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) data.append(name, item)
  }
  return data
}

function submitted(input: unknown): SignupCheck {
  return readSignupSubmission(input as SignupFields).check
}

describe('what the validator accepts', () => {
  it('reads the fields of a plain object sent by the JavaScript path', () => {
    const submission = readSignupSubmission({
      email: ' Ana@Example.com ',
      festival: 'Coachella',
      website: '',
    })
    expect(submission).toEqual({
      check: { ok: true, value: { email: 'ana@example.com', suggestedFestival: 'Coachella', isBot: false } },
      isFormData: false,
    })
  })

  it('reads the fields of the FormData a no-JavaScript form post sends', () => {
    const submission = readSignupSubmission(
      form({ email: 'ana@example.com', festival: '', website: '' }) as never,
    )
    expect(submission).toEqual({
      check: { ok: true, value: { email: 'ana@example.com', suggestedFestival: null, isBot: false } },
      isFormData: true,
    })
  })

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'ana@example.com'],
    ['a number', 7],
    ['an array', ['ana@example.com']],
    ['an object without an email', { festival: 'Coachella' }],
  ])('answers invalid_email, never throws, when it receives %s', (_, input) => {
    expect(submitted(input)).toEqual({ ok: false, code: 'invalid_email' })
  })

  it('refuses an email sent twice rather than guessing which one was meant', () => {
    expect(submitted(form({ email: ['ana@example.com', 'bob@example.com'] }))).toEqual({
      ok: false,
      code: 'invalid_email',
    })
  })

  it('refuses a file where the email should be', () => {
    const data = form({})
    data.append('email', new Blob(['ana@example.com']), 'email.txt')
    expect(submitted(data)).toEqual({ ok: false, code: 'invalid_email' })
  })

  it('ignores fields it does not know', () => {
    expect(submitted({ email: 'ana@example.com', admin: true })).toMatchObject({ ok: true })
  })

  it.each([
    ['nothing', undefined],
    ['a number', 7],
    ['an object without an email', { festival: 'Coachella' }],
    ['a form with an email sent twice', form({ email: ['ana@example.com', 'bob@example.com'] })],
  ])(
    'reports no issue to the framework, which would answer one with a 500, when it receives %s',
    async (_, input) => {
      const validated = await signupSubmissionSchema['~standard'].validate(input)
      expect(validated).not.toHaveProperty('issues')
      expect(validated).toMatchObject({
        value: { check: { ok: false, code: 'invalid_email' }, isFormData: input instanceof FormData },
      })
    },
  )
})

describe('the order the server answers in', () => {
  const allow = () => true
  const refuse = () => false

  it('answers a broken rule first, without counting it against the rate limit or touching the store', async () => {
    const { insert, rows } = fakeStore()
    const takeRateLimit = vi.fn(refuse)
    const result = await processSignup({ ok: false, code: 'email_too_long' }, { takeRateLimit, insert })
    expect(result).toEqual({ ok: false, code: 'email_too_long' })
    expect(takeRateLimit).not.toHaveBeenCalled()
    expect(rows).toEqual([])
  })

  it('answers rate_limited next, before the store is asked', async () => {
    const { insert, rows } = fakeStore()
    const check = submitted({ email: 'ana@example.com' })
    expect(await processSignup(check, { takeRateLimit: refuse, insert })).toEqual({
      ok: false,
      code: 'rate_limited',
    })
    expect(rows).toEqual([])
  })

  it('thanks a bot that filled the honeypot and stores nothing', async () => {
    const { insert, rows } = fakeStore()
    const check = submitted({ email: 'bot@example.com', website: 'https://spam.example' })
    expect(await processSignup(check, { takeRateLimit: allow, insert })).toEqual({ ok: true })
    expect(rows).toEqual([])
  })

  it('rate-limits bots like everyone else', async () => {
    const check = submitted({ email: 'bot@example.com', website: 'https://spam.example' })
    expect(await processSignup(check, { takeRateLimit: refuse, insert: fakeStore().insert })).toEqual({
      ok: false,
      code: 'rate_limited',
    })
  })

  it.each([
    ['ok', { ok: true }],
    ['already_signed_up', { ok: false, code: 'already_signed_up' }],
  ] as const)("passes the store's %s on", async (outcome, expected) => {
    const { insert } = fakeStore(outcome)
    expect(
      await processSignup(submitted({ email: 'ana@example.com' }), { takeRateLimit: allow, insert }),
    ).toEqual(expected)
  })

  it('asks for the confirmation mail after a stored sign-up and after a repeated one, and answers as the store did', async () => {
    const requestConfirmation = vi.fn(async () => 'sent')
    const check = submitted({ email: 'ana@example.com' })
    expect(
      await processSignup(check, {
        takeRateLimit: allow,
        insert: fakeStore('ok').insert,
        requestConfirmation,
      }),
    ).toEqual({ ok: true })
    expect(
      await processSignup(check, {
        takeRateLimit: allow,
        insert: fakeStore('already_signed_up').insert,
        requestConfirmation,
      }),
    ).toEqual({ ok: false, code: 'already_signed_up' })
    expect(requestConfirmation.mock.calls).toEqual([['ana@example.com'], ['ana@example.com']])
  })

  it('keeps the sign-up when its confirmation mail fails on a bug, and logs the stack', async () => {
    const log = vi.fn()
    const refund = vi.fn()
    const result = await processSignup(submitted({ email: 'ana@example.com' }), {
      takeRateLimit: allow,
      refundRateLimit: refund,
      insert: fakeStore('ok').insert,
      requestConfirmation: () =>
        Promise.reject(new TypeError("Cannot read properties of undefined (reading 'to')")),
      log,
    })
    expect(result).toEqual({ ok: true })
    expect(refund).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[signup\] stored, but its confirmation mail failed on a bug: TypeError: Cannot read properties .* \| at /,
      ),
    )
  })

  it("answers a store's unavailable as it is: the attempt refunded, no confirmation mail asked for, no line of its own logged", async () => {
    const log = vi.fn()
    const refund = vi.fn()
    const requestConfirmation = vi.fn(async () => 'sent')
    const result = await processSignup(submitted({ email: 'ana@example.com' }), {
      takeRateLimit: allow,
      refundRateLimit: refund,
      insert: fakeStore('unavailable').insert,
      requestConfirmation,
      log,
    })
    expect(result).toEqual({ ok: false, code: 'unavailable' })
    expect(refund).toHaveBeenCalledTimes(1)
    expect(requestConfirmation).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
  })

  it('logs anything unexpected on one line, with where it was thrown, and answers unavailable, with no detail for the visitor', async () => {
    const log = vi.fn()
    const { insert } = fakeStore(new Error('socket hang up'))
    const result = await processSignup(submitted({ email: 'ana@example.com' }), {
      takeRateLimit: allow,
      insert,
      log,
    })
    expect(result).toEqual({ ok: false, code: 'unavailable' })
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[signup\] unexpected failure: Error: socket hang up \| at .*signup-submission\.test\.ts/,
      ),
    )
    expect(log.mock.calls[0]?.[0]).not.toContain('\n')
  })
})

describe('the handler', () => {
  beforeEach(() => {
    vi.stubEnv('SIGNUP_RATE_LIMIT', '2/60')
    storeHolder.insert.mockResolvedValue('ok')
    storeHolder.takeAttempt.mockResolvedValue(null)
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    storeHolder.insert.mockReset()
  })

  function postedFrom(peer: string, headers: Record<string, string> = {}): Request {
    return new Request('http://localhost/_serverFn/signup', {
      method: 'POST',
      headers: { 'x-cc-peer-ip': peer, ...headers },
    })
  }

  it('refuses a sign-up over the limit every instance shares, though this instance has seen none', async () => {
    requestHolder.current = postedFrom('203.0.113.14')
    storeHolder.takeAttempt.mockResolvedValue(false)
    const result = await handleSignupSubmission(readSignupSubmission({ email: 'cy@example.com' }))
    expect(result).toEqual({ ok: false, code: 'rate_limited' })
    expect(storeHolder.takeAttempt).toHaveBeenCalledWith(expect.any(String), { limit: 2, windowMs: 60_000 })
    expect(storeHolder.insert).not.toHaveBeenCalledWith(expect.objectContaining({ email: 'cy@example.com' }))
  })

  it('answers a JavaScript call with the SignupResult', async () => {
    requestHolder.current = postedFrom('203.0.113.10')
    const result: SignupResult = await handleSignupSubmission(
      readSignupSubmission({ email: 'ana@example.com' }),
    )
    expect(result).toEqual({ ok: true })
    expect(storeHolder.insert).toHaveBeenCalledWith({
      email: 'ana@example.com',
      suggestedFestival: null,
      consent: { noticeVersion: '2026-12-07', formPath: 'script' },
    })
  })

  it('records the consent of a no-JavaScript form post as given on the no-script path', async () => {
    requestHolder.current = postedFrom('203.0.113.13')
    await handleSignupSubmission(readSignupSubmission(form({ email: 'bo@example.com' }) as never)).catch(
      () => {},
    )
    expect(storeHolder.insert).toHaveBeenCalledWith({
      email: 'bo@example.com',
      suggestedFestival: null,
      consent: { noticeVersion: '2026-12-07', formPath: 'no-script' },
    })
  })

  it('answers unavailable when the store is down, leaving the log line to the store that knows why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    storeHolder.insert.mockResolvedValue('unavailable')
    requestHolder.current = postedFrom('203.0.113.11')
    expect(await handleSignupSubmission(readSignupSubmission({ email: 'ana@example.com' }))).toEqual({
      ok: false,
      code: 'unavailable',
    })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it.each([
    [{ email: 'ana@example.com' }, '/?signup=ok#signup'],
    [{ email: 'not-an-email' }, '/?signup=invalid_email#signup'],
    [{ email: 'ana@example.com', festival: 'f'.repeat(101) }, '/?signup=festival_too_long#signup'],
  ])('redirects a no-JavaScript form post of %o back to %s with 303', async (fields, location) => {
    requestHolder.current = postedFrom('203.0.113.12')
    const thrown = await handleSignupSubmission(readSignupSubmission(form(fields) as never)).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(location)
  })

  it('carries already_signed_up back to the page after a no-JavaScript form post', async () => {
    storeHolder.insert.mockResolvedValue('already_signed_up')
    requestHolder.current = postedFrom('203.0.113.13')
    const thrown = await handleSignupSubmission(
      readSignupSubmission(form({ email: 'ana@example.com' }) as never),
    ).catch((error: unknown) => error)
    expect((thrown as Response).headers.get('location')).toBe('/?signup=already_signed_up#signup')
  })

  it('rate-limits per client address, as configured by SIGNUP_RATE_LIMIT', async () => {
    const submission = readSignupSubmission({ email: 'ana@example.com' })
    requestHolder.current = postedFrom('203.0.113.20')
    const fromOneClient = [
      await handleSignupSubmission(submission),
      await handleSignupSubmission(submission),
      await handleSignupSubmission(submission),
    ]
    expect(fromOneClient).toEqual([{ ok: true }, { ok: true }, { ok: false, code: 'rate_limited' }])
    requestHolder.current = postedFrom('203.0.113.21')
    expect(await handleSignupSubmission(submission)).toEqual({ ok: true })
  })

  it("does not count a sign-up answered unavailable against the visitor's limit", async () => {
    const submission = readSignupSubmission({ email: 'ana@example.com' })
    requestHolder.current = postedFrom('203.0.113.22')
    storeHolder.insert.mockResolvedValue('unavailable')
    for (let i = 0; i < 3; i += 1)
      expect(await handleSignupSubmission(submission)).toEqual({ ok: false, code: 'unavailable' })
    storeHolder.insert.mockResolvedValue('ok')
    const onceBack = [
      await handleSignupSubmission(submission),
      await handleSignupSubmission(submission),
      await handleSignupSubmission(submission),
    ]
    expect(onceBack).toEqual([{ ok: true }, { ok: true }, { ok: false, code: 'rate_limited' }])
  })
})
