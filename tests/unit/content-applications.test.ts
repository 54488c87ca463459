// An upcoming event's applications block: each rule the content check applies, with the message
// that names the file, the entry and the field.
import { describe, expect, it } from 'vitest'
import { upcomingWithReferencesSchema } from '../../content/check.ts'
import { editions } from '../../content/editions.ts'
import type { UpcomingEvent } from '../../content/schema.ts'
import { contentIssues } from '../../content/validate.ts'

const FILE = 'content/upcoming.ts'

// An event of its own, since the sample's dates and seats are the organiser's to change.
const event: UpcomingEvent = {
  id: 'porto-2027',
  sequence: 0,
  name: 'Culture Coded Porto: AI × Music Buildathon',
  city: 'Porto',
  venue: 'Armazém do Cais',
  start: '2027-06-12T10:00',
  end: '2027-06-12T19:00',
  timeZone: 'Europe/Lisbon',
  expect: ['A day of building with AI tools.'],
  applications: {
    opens: '2027-03-01T09:00',
    closes: '2027-05-01T23:59',
    seats: 60,
    confirmDays: 7,
    overbook: 10,
  },
}

function problemsWith(change: (copy: UpcomingEvent) => void): string[] {
  const broken = structuredClone(event)
  change(broken)
  return contentIssues(FILE, upcomingWithReferencesSchema, [broken])
}

const entry = `${FILE}: upcoming[0] ("${event.name}")`

describe('an upcoming event’s applications', () => {
  it('passes the check as written, and without an applications block', () => {
    expect(problemsWith(() => {})).toEqual([])
    expect(problemsWith((copy) => delete copy.applications)).toEqual([])
  })

  it('refuses a closing time before the opening time, naming closes', () => {
    expect(problemsWith((copy) => (copy.applications!.closes = '2027-02-01T09:00'))).toEqual([
      `${entry} .applications.closes: Must be after opens`,
    ])
  })

  it('refuses a closing time after the event starts, naming closes', () => {
    expect(problemsWith((copy) => (copy.applications!.closes = '2027-06-12T10:30'))).toEqual([
      `${entry} .applications.closes: Must be before the event starts (start)`,
    ])
  })

  it('refuses no seats and a fractional seat count, naming seats', () => {
    // With no overbooking, so the seats alone are wrong.
    const seats = (count: number) => (copy: UpcomingEvent) =>
      (copy.applications = { ...copy.applications!, seats: count, overbook: 0 })
    expect(problemsWith(seats(0))).toEqual([`${entry} .applications.seats: Must be 1 or more`])
    expect(problemsWith(seats(2.5))).toEqual([`${entry} .applications.seats: Must be a whole number`])
  })

  it('refuses confirmDays under 1, naming confirmDays', () => {
    expect(problemsWith((copy) => (copy.applications!.confirmDays = 0))).toEqual([
      `${entry} .applications.confirmDays: Must be 1 or more`,
    ])
  })

  it('refuses an overbooking allowance above the seats or below 0, naming overbook', () => {
    expect(problemsWith((copy) => (copy.applications!.overbook = 61))).toEqual([
      `${entry} .applications.overbook: Must be at most seats: overbooking by more than the seats themselves is a second event`,
    ])
    expect(problemsWith((copy) => (copy.applications!.overbook = -1))).toEqual([
      `${entry} .applications.overbook: Must be 0 or more`,
    ])
  })

  it('refuses an opening time that is no local time, naming opens', () => {
    expect(problemsWith((copy) => (copy.applications!.opens = '2027-03-01 09:00'))).toEqual([
      `${entry} .applications.opens: Invalid time: Expected local time as YYYY-MM-DDTHH:MM`,
    ])
  })

  it('refuses an edition slug that content/editions.ts does not have, naming edition', () => {
    expect(problemsWith((copy) => (copy.edition = editions[0]!.slug))).toEqual([])
    expect(problemsWith((copy) => (copy.edition = 'porto-2027'))).toEqual([
      `${entry} .edition: Must be the slug of an edition in content/editions.ts (${editions.map((e) => e.slug).join(', ')}) but received "porto-2027"`,
    ])
  })

  it('refuses an event with nothing to expect, naming expect', () => {
    expect(problemsWith((copy) => (copy.expect = []))).toEqual([
      `${entry} .expect: Must say at least one thing to expect`,
    ])
  })
})
