import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  FESTIVAL_MAX_LENGTH,
  checkSignup,
  signupToasts,
  type SignupCheck,
} from '~/signup/schema'

function codeOf(check: SignupCheck): string {
  return check.ok ? 'ok' : check.code
}

function valueOf(check: SignupCheck) {
  if (!check.ok) throw new Error(`expected a valid sign-up, got ${check.code}`)
  return check.value
}

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com'
  return `${'a'.repeat(length - domain.length)}${domain}`
}

describe('spec §9 constants', () => {
  it('limits an email to 254 characters and a festival suggestion to 100', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254)
    expect(FESTIVAL_MAX_LENGTH).toBe(100)
  })
})

describe('the email rules (spec §5)', () => {
  it('accepts ana@example.com', () => {
    expect(valueOf(checkSignup({ email: 'ana@example.com' })).email).toBe('ana@example.com')
  })

  it.each([
    ['an email without an @', 'ana.example.com'],
    ['an empty email (it is required)', ''],
    ['an email of only spaces', '   '],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'ana@'],
    ['two @ signs', 'ana@bob@example.com'],
    ['a space inside', 'ana @example.com'],
    ['a NUL byte, which Postgres cannot store', 'ana\u0000@example.com'],
    ['a lone surrogate, which cannot be encoded', 'ana\uD800@example.com'],
  ])('refuses %s as invalid_email', (_, email) => {
    expect(codeOf(checkSignup({ email }))).toBe('invalid_email')
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { email: 'ana@example.com' }],
  ])('refuses an email that is %s as invalid_email', (_, email) => {
    expect(codeOf(checkSignup({ email }))).toBe('invalid_email')
  })

  it("accepts addresses valibot's email() would wrongly refuse, such as a one-letter top-level domain", () => {
    expect(codeOf(checkSignup({ email: 'ana@example.x' }))).toBe('ok')
    expect(codeOf(checkSignup({ email: 'ana+updates@localhost' }))).toBe('ok')
    expect(codeOf(checkSignup({ email: 'ñandú@correo.ar' }))).toBe('ok')
  })

  // Each of these, given to a mail library, is delivered to victim@example.com under another row.
  it.each([
    ['a display name', 'n1<victim@example.com>'],
    ['an angle-bracketed address', '<victim@example.com>'],
    ['a comment before it', '(c)victim@example.com'],
    ['a comment after it', 'victim@example.com(c)'],
    ['a group', 'grp:victim@example.com;'],
    ['a list', 'x,victim@example.com'],
    ['a source route', '@relay.example:victim@example.com'],
    ['a quoted local part', '"victim"@example.com'],
    ['an address literal', 'victim@[192.0.2.1]'],
    ['an escaped character', 'vic\\tim@example.com'],
  ])('refuses an address with %s as invalid_email: only a bare addr-spec is taken', (_, email) => {
    expect(codeOf(checkSignup({ email }))).toBe('invalid_email')
  })

  it('accepts an email of exactly 254 characters', () => {
    expect(codeOf(checkSignup({ email: emailOfLength(254) }))).toBe('ok')
  })

  it('refuses an email of 255 characters as email_too_long', () => {
    expect(codeOf(checkSignup({ email: emailOfLength(255) }))).toBe('email_too_long')
  })

  it('does not count the spaces around an email, because they are not stored', () => {
    expect(codeOf(checkSignup({ email: `  ${emailOfLength(254)}  ` }))).toBe('ok')
  })
})

describe('normalisation (spec §3)', () => {
  it('stores " Ana@Example.COM " as ana@example.com', () => {
    expect(valueOf(checkSignup({ email: ' Ana@Example.COM ' })).email).toBe('ana@example.com')
  })

  it('trims the festival suggestion', () => {
    expect(valueOf(checkSignup({ email: 'a@b.c', festival: '  Outside Lands \t' })).suggestedFestival).toBe(
      'Outside Lands',
    )
  })

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing', undefined],
    ['null', null],
  ])('stores a festival suggestion that is %s as null', (_, festival) => {
    expect(valueOf(checkSignup({ email: 'a@b.c', festival })).suggestedFestival).toBeNull()
  })

  it('drops control characters from a festival suggestion instead of storing them', () => {
    expect(
      valueOf(checkSignup({ email: 'a@b.c', festival: 'Out\u0000side\u0007 Lands' })).suggestedFestival,
    ).toBe('Outside Lands')
  })
})

describe('the festival rule (spec §5)', () => {
  it('accepts a suggestion of exactly 100 characters', () => {
    expect(codeOf(checkSignup({ email: 'a@b.c', festival: 'f'.repeat(100) }))).toBe('ok')
  })

  it('refuses a suggestion of 101 characters as festival_too_long', () => {
    expect(codeOf(checkSignup({ email: 'a@b.c', festival: 'f'.repeat(101) }))).toBe('festival_too_long')
  })

  it('measures the suggestion after trimming', () => {
    expect(codeOf(checkSignup({ email: 'a@b.c', festival: ` ${'f'.repeat(100)} ` }))).toBe('ok')
  })

  it('refuses a suggestion that is not text as festival_too_long, the only festival code there is', () => {
    expect(codeOf(checkSignup({ email: 'a@b.c', festival: ['Coachella', 'Glastonbury'] }))).toBe(
      'festival_too_long',
    )
  })
})

describe('the order of the checks', () => {
  it('reports email_too_long for an over-long email even when it has no @', () => {
    expect(codeOf(checkSignup({ email: 'a'.repeat(300) }))).toBe('email_too_long')
  })

  it('reports the email before the festival when both are wrong', () => {
    expect(codeOf(checkSignup({ email: 'no-at-sign', festival: 'f'.repeat(101) }))).toBe('invalid_email')
    expect(codeOf(checkSignup({ email: emailOfLength(255), festival: 'f'.repeat(101) }))).toBe(
      'email_too_long',
    )
  })

  it('reports the festival once the email is right', () => {
    expect(codeOf(checkSignup({ email: 'a@b.c', festival: 'f'.repeat(101) }))).toBe('festival_too_long')
  })
})

describe('the honeypot', () => {
  it('marks a sign-up with the hidden website field filled as a bot', () => {
    expect(valueOf(checkSignup({ email: 'a@b.c', website: 'https://spam.example' })).isBot).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('treats a sign-up whose website field is %s as a person', (_, website) => {
    expect(valueOf(checkSignup({ email: 'a@b.c', website })).isBot).toBe(false)
  })

  it('still checks a bot’s input, so a bot learns nothing a person would not', () => {
    expect(codeOf(checkSignup({ email: 'nope', website: 'x' }))).toBe('invalid_email')
  })
})

describe('any input', () => {
  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (email, festival, website) => {
        checkSignup({ email, festival, website })
      }),
    )
  })

  it('accepts every text@text address of 254 characters or less and stores it lower-cased', () => {
    const part = fc.stringMatching(/^[a-zA-Z0-9.+_-]{1,120}$/)
    fc.assert(
      fc.property(part, part, (local, domain) => {
        const email = `${local}@${domain}`
        expect(checkSignup({ email })).toEqual({
          ok: true,
          value: { email: email.toLowerCase(), suggestedFestival: null, isBot: false },
        })
      }),
    )
  })
})

describe('the toasts (spec §8, word for word)', () => {
  it.each([
    ['invalid_email', 'Invalid Email', 'Please enter a valid email address.', 'destructive'],
    ['email_too_long', 'Email Too Long', 'Email must be 254 characters or less.', 'neutral'],
    [
      'festival_too_long',
      'Festival Name Too Long',
      'Festival name must be 100 characters or less.',
      'neutral',
    ],
    [
      'already_signed_up',
      'Already Signed Up',
      'This email is already registered for updates.',
      'destructive',
    ],
    ['error', 'Error', 'Failed to submit email. Please try again.', 'neutral'],
    ['unavailable', 'Error', 'Failed to submit email. Please try again.', 'neutral'],
    ['ok', 'Thanks for signing up!', "We'll keep you updated on future buildathons.", 'success'],
  ] as const)('shows %s as "%s" / "%s"', (key, title, description, tone) => {
    expect(signupToasts[key]).toEqual({ title, description, tone })
  })

  it('answers rate_limited with a friendly message that asks the visitor to wait and retry', () => {
    const toast = signupToasts.rate_limited
    expect(toast.tone).toBe('neutral')
    expect(toast.title).not.toBe('')
    expect(toast.description).toMatch(/wait/i)
    expect(toast.description).toMatch(/try again/i)
  })

  it('has a toast for every rule the schema can break', () => {
    for (const email of ['', emailOfLength(255)]) {
      const check = checkSignup({ email })
      if (check.ok) throw new Error('expected a failure')
      expect(signupToasts[check.code].title).not.toBe('')
    }
  })
})
