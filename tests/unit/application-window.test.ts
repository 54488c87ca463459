// Where an event stands with its applications, at fixed moments around a Lisbon event (UTC+1 in
// March, UTC+2 from April), so each boundary is read in the event's zone and not in UTC.
import { describe, expect, it } from 'vitest'
import { applicationWindow } from '../../lib/applicationWindow.ts'

const event = {
  start: '2027-06-12T10:00',
  end: '2027-06-12T19:00',
  timeZone: 'Europe/Lisbon',
  applications: {
    opens: '2027-03-01T09:00',
    closes: '2027-05-01T23:59',
    seats: 60,
    confirmDays: 7,
    overbook: 0,
  },
}

const at = (iso: string) => new Date(iso)

describe('applicationWindow', () => {
  it('is not_yet_open until opens, in the event’s zone', () => {
    expect(applicationWindow(event, at('2027-01-10T12:00:00Z'))).toBe('not_yet_open')
    // 08:59 UTC is 08:59 in Lisbon in winter: a minute early.
    expect(applicationWindow(event, at('2027-03-01T08:59:00Z'))).toBe('not_yet_open')
  })

  it('is open from opens until closes', () => {
    expect(applicationWindow(event, at('2027-03-01T09:00:00Z'))).toBe('open')
    // 22:58 UTC is 23:58 in Lisbon summer time: still open.
    expect(applicationWindow(event, at('2027-05-01T22:58:00Z'))).toBe('open')
  })

  it('is closed from closes until the event ends', () => {
    expect(applicationWindow(event, at('2027-05-01T22:59:00Z'))).toBe('closed')
    expect(applicationWindow(event, at('2027-06-12T17:59:00Z'))).toBe('closed')
  })

  it('is past once the event has ended, with or without applications', () => {
    expect(applicationWindow(event, at('2027-06-12T18:00:00Z'))).toBe('past')
    expect(applicationWindow({ ...event, applications: undefined }, at('2027-06-13T00:00:00Z'))).toBe('past')
  })

  it('is none before the end of an event that takes no applications', () => {
    expect(applicationWindow({ ...event, applications: undefined }, at('2027-03-15T12:00:00Z'))).toBe('none')
  })
})
