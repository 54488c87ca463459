import { describe, expect, it } from 'vitest'
import { formatDay, formatMoment, formatYear } from '~/lib/dates'

describe('the dates a visitor reads', () => {
  it('says a calendar day in words, as the privacy notice is dated', () => {
    expect(formatDay('2026-11-23')).toBe('23 November 2026')
  })

  it('says a moment as its day in words and its UTC time, whatever the machine’s zone', () => {
    expect(formatMoment('2026-12-06T23:16:42.123Z')).toBe('6 December 2026 at 23:16 UTC')
    // Just past midnight UTC is still that day, not the day before in a western zone.
    expect(formatMoment(new Date(Date.UTC(2027, 0, 1, 0, 5)))).toBe('1 January 2027 at 00:05 UTC')
  })

  it('gives the year of a day in UTC', () => {
    expect(formatYear('2026-12-31T23:59:59Z')).toBe('2026')
    expect(formatYear(new Date(Date.UTC(2027, 0, 1)))).toBe('2027')
  })
})
