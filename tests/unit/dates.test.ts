import { describe, expect, it } from 'vitest'
import { formatDay, formatEventTimes, formatMoment, formatYear, formatZonedMoment } from '~/lib/dates'

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

  it('says an event’s day and hours where it happens, naming the zone, summer or winter', () => {
    expect(formatEventTimes('2027-04-17T10:00', '2027-04-17T19:00', 'America/Los_Angeles')).toBe(
      'Saturday 17 April 2027, 10:00 to 19:00 Pacific Daylight Time',
    )
    expect(formatEventTimes('2027-01-09T11:00', '2027-01-09T20:00', 'Europe/Berlin')).toBe(
      'Saturday 9 January 2027, 11:00 to 20:00 Central European Standard Time',
    )
  })

  it('says both days of an event that runs past midnight', () => {
    expect(formatEventTimes('2027-04-17T18:00', '2027-04-18T02:00', 'America/Los_Angeles')).toBe(
      'Saturday 17 April 2027 at 18:00 Pacific Daylight Time to Sunday 18 April 2027 at 02:00 Pacific Daylight Time',
    )
  })

  it('says a wall-clock moment in the event’s zone, not the machine’s or UTC', () => {
    // 23:59 in Los Angeles is already the next day in UTC: the day stays Los Angeles'.
    expect(formatZonedMoment('2027-03-01T23:59', 'America/Los_Angeles')).toBe(
      '1 March 2027 at 23:59 Pacific Standard Time',
    )
  })
})
