// One spelling per address: what the sign-up check (shared by the form, the server function's
// validator and the operator's CLI) does with Unicode that looks the same but is not.
import { describe, expect, it } from 'vitest'
import { checkSignup, normaliseEmail, readSignupSubmission, type SignupCheck } from '~/signup/schema'
import {
  COMPOSED_ADDRESS,
  DECOMPOSED_ADDRESS,
  HOSTILE_ADDRESSES,
  INVISIBLE_CHARACTERS,
} from '../support/invisible-characters'

function codeOf(check: SignupCheck): string {
  return check.ok ? 'ok' : check.code
}

function valueOf(check: SignupCheck) {
  if (!check.ok) throw new Error(`expected a valid sign-up, got ${check.code}`)
  return check.value
}

const COMPOSED = COMPOSED_ADDRESS
const DECOMPOSED = DECOMPOSED_ADDRESS

describe('one spelling per address', () => {
  it('checks the decomposed and the composed spelling of café@example.com to the same address, in NFC', () => {
    expect(DECOMPOSED).not.toBe(COMPOSED)
    expect(valueOf(checkSignup({ email: DECOMPOSED })).email).toBe(COMPOSED)
    expect(valueOf(checkSignup({ email: COMPOSED })).email).toBe(COMPOSED)
  })

  it('normalises a decomposed capital, with spaces around it, as the CLI and the form both do', () => {
    expect(normaliseEmail(' CAFE\u0301@Example.com ')).toBe(COMPOSED)
    expect(valueOf(checkSignup({ email: ' CAFE\u0301@Example.com ' })).email).toBe(COMPOSED)
  })

  it('measures the length of the address as stored, in NFC', () => {
    const local = 'e\u0301'.repeat(130)
    const email = `${local}@example.com`
    expect(email.length).toBeGreaterThan(254)
    expect(codeOf(checkSignup({ email }))).toBe('ok')
  })

  it('reads the no-JavaScript form post the same way', () => {
    const form = new FormData()
    form.append('email', DECOMPOSED)
    expect(readSignupSubmission(form as never).check).toEqual(checkSignup({ email: COMPOSED }))
  })
})

describe('invisible characters in an address', () => {
  it.each(INVISIBLE_CHARACTERS)('refuses an address holding %s as invalid_email', (_, character) => {
    expect(codeOf(checkSignup({ email: `zw${character}-x@example.com` }))).toBe('invalid_email')
    expect(codeOf(checkSignup({ email: `base@exa${character}mple.com` }))).toBe('invalid_email')
    expect(codeOf(checkSignup({ email: `base${character}@example.com` }))).toBe('invalid_email')
  })

  it.each(HOSTILE_ADDRESSES)('refuses %j as invalid_email', (email) => {
    expect(codeOf(checkSignup({ email }))).toBe('invalid_email')
  })

  it('still accepts letters and marks from any script', () => {
    expect(codeOf(checkSignup({ email: 'ñandú@correo.ar' }))).toBe('ok')
    expect(codeOf(checkSignup({ email: 'δοκιμή@παράδειγμα.δοκιμή' }))).toBe('ok')
    expect(codeOf(checkSignup({ email: 'उपयोगकर्ता@उदाहरण.कॉम' }))).toBe('ok')
  })
})

describe('invisible characters in a festival suggestion', () => {
  it.each(INVISIBLE_CHARACTERS)('drops %s', (_, character) => {
    const festival = `Out${character}side Lands${character}`
    expect(valueOf(checkSignup({ email: 'a@b.c', festival })).suggestedFestival).toBe('Outside Lands')
  })

  it('stores a suggestion made only of zero-width spaces as no suggestion', () => {
    expect(
      valueOf(checkSignup({ email: 'a@b.c', festival: '\u200b\u200b\u200b' })).suggestedFestival,
    ).toBeNull()
  })

  it('stores a suggestion of invisible characters around spaces as no suggestion', () => {
    expect(
      valueOf(checkSignup({ email: 'a@b.c', festival: '\u200b \u2067 \u00ad' })).suggestedFestival,
    ).toBeNull()
  })
})
