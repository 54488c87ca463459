import { describe, expect, it } from 'vitest'
import { encodedEtag, matchesIfNoneMatch } from '~/http/httpRules'

describe('a compressed body’s ETag', () => {
  it('differs from the plain body’s and from the other encoding’s, for a strong tag', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"')
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"')
  })

  it('stays as it is for a weak tag, which already allows any encoding', () => {
    expect(encodedEtag('W/"abc"', 'br')).toBe('W/"abc"')
  })
})

describe('If-None-Match (weak comparison)', () => {
  it.each([
    ['the tag itself', '"abc"'],
    ['its weak form', 'W/"abc"'],
    ['its brotli form', '"abc-br"'],
    ['the weak form of its gzip form', 'W/"abc-gzip"'],
    ['a list holding it', '"other", W/"abc-br" ,"more"'],
    ['*', '*'],
  ])('matches %s', (_, header) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(true)
  })

  it.each([
    ['another tag', '"abd"'],
    ['a tag it only starts with', '"ab"'],
    ['a list without it', '"x", "y"'],
    ['an unquoted tag', 'abc'],
    ['nothing', ''],
  ])('does not match %s', (_, header) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(false)
  })
})
