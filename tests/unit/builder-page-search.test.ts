import { describe, expect, it } from 'vitest'
import { parseBuilderPageSearch } from '../../app/applications/manageState'

describe("the builder's page's query", () => {
  it("keeps a refused change's known field codes, from the URL and again from its own parse (the loader's call)", () => {
    const fromUrl = parseBuilderPageSearch({ token: 't', invalid: 'name_missing bogus idea_too_long' })
    expect(fromUrl).toEqual({ token: 't', invalid: ['name_missing', 'idea_too_long'] })
    expect(parseBuilderPageSearch({ ...fromUrl })).toEqual(fromUrl)
  })

  it('drops codes that are not a field’s, and an empty list', () => {
    expect(parseBuilderPageSearch({ invalid: 'drop table' })).toEqual({})
    expect(parseBuilderPageSearch({ invalid: [{}, 7, 'consent_missing'] })).toEqual({
      invalid: ['consent_missing'],
    })
  })
})
