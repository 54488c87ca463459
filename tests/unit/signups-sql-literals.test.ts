import { describe, expect, it } from 'vitest'
import { sqlLiteral, withLiterals } from '../../cli/source.ts'

describe('the live reader writes its values as SQL literals', () => {
  it('doubles a quote in an address, so it cannot end the string', () => {
    expect(sqlLiteral("o'neil@example.com")).toBe("'o''neil@example.com'")
    expect(sqlLiteral("x'; drop table email_submissions; --")).toBe("'x''; drop table email_submissions; --'")
  })

  it('writes null, whole numbers and dates as Postgres reads them', () => {
    expect(sqlLiteral(null)).toBe('null')
    expect(sqlLiteral(1000)).toBe('1000')
    expect(sqlLiteral(new Date('2026-11-02T00:00:00Z'))).toBe("'2026-11-02T00:00:00.000Z'")
  })

  it('refuses a value it has no literal for rather than guess', () => {
    expect(() => sqlLiteral(1.5)).toThrow(TypeError)
    expect(() => sqlLiteral({})).toThrow(TypeError)
  })

  it('fills every $n of a query, in place', () => {
    expect(
      withLiterals('select * from t where id > $1 and ($2::timestamptz is null) limit $3', [7, null, 1000]),
    ).toBe('select * from t where id > 7 and (null::timestamptz is null) limit 1000')
  })
})
