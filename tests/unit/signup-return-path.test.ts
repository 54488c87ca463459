// A sign-up posted without JavaScript comes back to the page it was sent from, and only ever to one
// of the site's own pages: the form's `page` field is the visitor's to change.
import { describe, expect, it } from 'vitest'
import { editions } from '@content/editions.ts'
import { editionPath, teamPath } from '@content/slug.ts'
import { readSignupSubmission } from '~/signup/schema'
import { signupOutcomeHref } from '~/signup/outcome'
import { signupReturnPath } from '~/signup/returnPath.server'

const edition = editions.at(-1)!
const team = edition.teams[0]!

function postedFrom(page: string) {
  const form = new FormData()
  form.set('email', 'a@example.com')
  form.set('page', page)
  return readSignupSubmission(form as never).page
}

describe('the page a sign-up without JavaScript returns to', () => {
  it('is the page the form was posted from, when it is one of the site’s pages', () => {
    for (const page of ['/', '/editions', editionPath(edition.slug), teamPath(edition.slug, team)])
      expect(signupReturnPath(postedFrom(page))).toBe(page)
    expect(signupOutcomeHref({ ok: true }, signupReturnPath(postedFrom(editionPath(edition.slug))))).toBe(
      `${editionPath(edition.slug)}?signup=ok#signup`,
    )
  })

  it('is `/` for another site, an odd path or a path that is no page', () => {
    for (const page of [
      '//evil.example',
      '//evil.example/editions',
      'https://evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      ' /editions',
      '/editions/',
      '/editions?signup=ok',
      '/editions#signup',
      '/editions/../privacy',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/editions/atlantis-2031',
      `${editionPath(edition.slug)}/teams/no-such-team`,
      '/no-such-page',
      '',
    ])
      expect(signupReturnPath(postedFrom(page)), page).toBe('/')
  })

  it('is `/` when the form names none, or names it twice', () => {
    const form = new FormData()
    form.set('email', 'a@example.com')
    expect(signupReturnPath(readSignupSubmission(form as never).page)).toBe('/')
    form.append('page', '/editions')
    form.append('page', '/editions')
    expect(signupReturnPath(readSignupSubmission(form as never).page)).toBe('/')
    expect(signupReturnPath(undefined)).toBe('/')
  })
})
