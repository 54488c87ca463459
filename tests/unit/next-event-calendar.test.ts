import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { UpcomingEvent } from '@content/schema.ts'
import { escapeIcsText, foldIcsLine, googleCalendarUrl, nextEventIcs } from '~/lib/calendar'
import { zonedTimeToUtc } from '../../lib/zonedTime.ts'

const event: UpcomingEvent = {
  id: 'los-angeles-2027',
  sequence: 0,
  name: 'Culture Coded Los Angeles: AI × Music Buildathon',
  city: 'Los Angeles',
  venue: 'The Palm Lot, Echo Park',
  start: '2027-04-17T10:00',
  end: '2027-04-17T19:00',
  timeZone: 'America/Los_Angeles',
  expect: ['A day of building with AI tools.'],
}
const options = {
  siteUrl: 'https://culturecoded.example.com',
  now: new Date('2026-11-23T09:30:00Z'),
  description: 'Sign up at https://culturecoded.example.com',
}

function parsedEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
}

describe('the next event as an iCalendar file', () => {
  it('parses back with the start, end and summary in UTC (Los Angeles is UTC-7 in April)', () => {
    const parsed = parsedEvent(nextEventIcs(event, options))
    expect(parsed.summary).toBe(event.name)
    expect(parsed.location).toBe('The Palm Lot, Echo Park, Los Angeles')
    expect(parsed.startDate.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2027-04-17T17:00:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2027-04-18T02:00:00.000Z')
  })

  it("links the event's own page, absolute, as its URL", () => {
    const parsed = parsedEvent(nextEventIcs(event, options))
    expect(parsed.component.getFirstPropertyValue('url')).toBe(
      'https://culturecoded.example.com/events/los-angeles-2027',
    )
  })

  it('finds the right hour in winter and across a zone east of UTC', () => {
    expect(zonedTimeToUtc('2027-01-09T10:00', 'America/Los_Angeles').toISOString()).toBe(
      '2027-01-09T18:00:00.000Z',
    )
    expect(zonedTimeToUtc('2027-07-01T09:30', 'Europe/Berlin').toISOString()).toBe('2027-07-01T07:30:00.000Z')
    // The morning after the spring change: the new offset, not the one of the night before.
    expect(zonedTimeToUtc('2027-03-14T10:00', 'America/Los_Angeles').toISOString()).toBe(
      '2027-03-14T17:00:00.000Z',
    )
  })

  it('keeps the same UID on every download, and stamps each with DTSTAMP', () => {
    const first = parsedEvent(nextEventIcs(event, options))
    const later = parsedEvent(nextEventIcs(event, { ...options, now: new Date('2027-01-01T00:00:00Z') }))
    expect(first.uid).toBe(later.uid)
    expect(first.uid).toMatch(/@culturecoded\.example\.com$/)
    const stamp = first.component.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(stamp.toJSDate().toISOString()).toBe('2026-11-23T09:30:00.000Z')
  })

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const long = { ...event, name: `${'Ünïcödé buildathon '.repeat(8)}finale` }
    const ics = nextEventIcs(long, { ...options, description: 'x'.repeat(300) })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(parsedEvent(ics).summary).toBe(long.name)
    expect(parsedEvent(ics).description).toBe('x'.repeat(300))
  })

  it('folds without splitting a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(100)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true)
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(100)}`,
    )
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('escapes commas, semicolons, backslashes and line breaks, and reads them back as written', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const special = 'Doors 10:00; bring a laptop, headphones\nand C:\\ideas'
    const parsed = parsedEvent(nextEventIcs(event, { ...options, description: special }))
    expect(parsed.description).toBe(special)
  })
})

describe('the Google Calendar link', () => {
  it('carries the same UTC times, the title, the place and the zone', () => {
    const url = new URL(googleCalendarUrl(event, 'Details'))
    expect(url.origin).toBe('https://calendar.google.com')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe(event.name)
    expect(url.searchParams.get('dates')).toBe('20270417T170000Z/20270418T020000Z')
    expect(url.searchParams.get('location')).toBe('The Palm Lot, Echo Park, Los Angeles')
    expect(url.searchParams.get('ctz')).toBe('America/Los_Angeles')
  })
})
