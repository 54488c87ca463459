import { describe, expect, it } from 'vitest'
import {
  APPLICATION_FIELD_CODES,
  EMAIL_MAX_LENGTH,
  FESTIVAL_MAX_LENGTH,
  IDEA_MAX_LENGTH,
  NAME_MAX_LENGTH,
  applicationFieldMessages,
  checkApplication,
  type ApplicationField,
} from '~/applications/schema'

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  idea: 'A drum machine that listens to the crowd',
  experience: 'a_little',
  dreamFestival: 'Sónar',
  matchTeam: 'on',
  consent: 'on',
}

/** The code beside `field` when `valid` is changed by `change`, or 'ok'. */
function codeFor(field: ApplicationField, change: Record<string, unknown>): string {
  const check = checkApplication({ ...valid, ...change })
  return check.ok ? 'ok' : (check.errors[field] ?? 'ok')
}

describe('a whole application', () => {
  it('passes with every field filled in, the address normalised and consent not kept as a value', () => {
    const check = checkApplication({ ...valid, email: '  Ana@Example.COM ' })
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        idea: valid.idea,
        experience: 'a_little',
        dreamFestival: 'Sónar',
        matchTeam: true,
      },
    })
  })

  it('reports every failing field at once, each with its own code', () => {
    const check = checkApplication({})
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors).toEqual({
      name: 'name_missing',
      email: 'invalid_email',
      idea: 'idea_missing',
      experience: 'experience_missing',
      consent: 'consent_missing',
    })
  })

  it('gives every code a message of its own', () => {
    const messages = APPLICATION_FIELD_CODES.map((code) => applicationFieldMessages[code])
    expect(new Set(messages).size).toBe(APPLICATION_FIELD_CODES.length)
  })
})

describe('name', () => {
  it.each([
    ['empty', '', 'name_missing'],
    ['only spaces', '   ', 'name_missing'],
    ['only invisible characters', '\u200b\u0007', 'name_missing'],
    [`${NAME_MAX_LENGTH} characters`, 'n'.repeat(NAME_MAX_LENGTH), 'ok'],
    [`${NAME_MAX_LENGTH + 1} characters`, 'n'.repeat(NAME_MAX_LENGTH + 1), 'name_too_long'],
    ['a repeated form field', ['Ana', 'Bo'], 'name_missing'],
  ])('%s: %s', (_, name, code) => {
    expect(codeFor('name', { name })).toBe(code)
  })
})

describe('email (the sign-up rule)', () => {
  it.each([
    ['without an @', 'ana.example.com', 'invalid_email'],
    ['empty', '', 'invalid_email'],
    ['with a display name', 'Ana <ana@example.com>', 'invalid_email'],
    ['a list of two', 'ana@example.com,bo@example.com', 'invalid_email'],
    ['a one-letter top-level domain', 'ana@example.x', 'ok'],
    [
      `${EMAIL_MAX_LENGTH + 1} characters`,
      `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`,
      'email_too_long',
    ],
  ])('%s', (_, email, code) => {
    expect(codeFor('email', { email })).toBe(code)
  })
})

describe('idea', () => {
  it.each([
    ['empty', '', 'idea_missing'],
    [`${IDEA_MAX_LENGTH} characters`, 'i'.repeat(IDEA_MAX_LENGTH), 'ok'],
    [`${IDEA_MAX_LENGTH + 1} characters`, 'i'.repeat(IDEA_MAX_LENGTH + 1), 'idea_too_long'],
  ])('%s', (_, idea, code) => {
    expect(codeFor('idea', { idea })).toBe(code)
  })

  it('keeps line breaks and drops other control characters', () => {
    const check = checkApplication({ ...valid, idea: 'one\ntwo\u0000' })
    expect(check.ok && check.value.idea).toBe('one\ntwo')
  })
})

describe('experience', () => {
  it.each([
    ['none', 'ok'],
    ['a_little', 'ok'],
    ['a_lot', 'ok'],
    ['', 'experience_missing'],
    ['expert', 'experience_missing'],
    [undefined, 'experience_missing'],
  ])('%s', (experience, code) => {
    expect(codeFor('experience', { experience })).toBe(code)
  })
})

describe('dream festival (optional)', () => {
  it('is null when left empty', () => {
    const check = checkApplication({ ...valid, dreamFestival: '  ' })
    expect(check.ok && check.value.dreamFestival).toBeNull()
  })

  it('is null when absent', () => {
    const check = checkApplication({ ...valid, dreamFestival: undefined })
    expect(check.ok && check.value.dreamFestival).toBeNull()
  })

  it.each([
    [`${FESTIVAL_MAX_LENGTH} characters`, 'f'.repeat(FESTIVAL_MAX_LENGTH), 'ok'],
    [`${FESTIVAL_MAX_LENGTH + 1} characters`, 'f'.repeat(FESTIVAL_MAX_LENGTH + 1), 'festival_too_long'],
  ])('%s', (_, dreamFestival, code) => {
    expect(codeFor('dreamFestival', { dreamFestival })).toBe(code)
  })
})

describe('match me with a team (optional)', () => {
  it.each([
    ['ticked in a form post', 'on', true],
    ['true from the script', true, true],
    ['left unticked', undefined, false],
    ['false from the script', false, false],
  ])('%s', (_, matchTeam, expected) => {
    const check = checkApplication({ ...valid, matchTeam })
    expect(check.ok && check.value.matchTeam).toBe(expected)
  })
})

describe('consent (required)', () => {
  it.each([
    ['ticked in a form post', 'on', 'ok'],
    ['true from the script', true, 'ok'],
    ['left unticked', undefined, 'consent_missing'],
    ['false from the script', false, 'consent_missing'],
  ])('%s', (_, consent, code) => {
    expect(codeFor('consent', { consent })).toBe(code)
  })
})
