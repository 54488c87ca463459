// /calendar.ics, the feed a visitor subscribes to, parsed back by ical.js: every upcoming event
// once, in its own zone, with a UID that outlives any change and a SEQUENCE that follows it.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { UpcomingEvent } from '@content/schema.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { site } from '@content/site.ts'
import { calendarFeed, googleSubscribeUrl, webcalUrl, type FeedOptions } from '~/lib/calendarFeed'
import { Route as FeedRoute } from '~/routes/calendar[.]ics'

const options: FeedOptions = {
  siteUrl: 'https://culturecoded.example.com',
  now: new Date('2026-11-23T09:30:00Z'),
  name: 'Culture Coded buildathons',
  calendarDescription: 'Every upcoming buildathon',
  describe: (event) => `${event.name}: apply at /events/${event.id}`,
}

const losAngeles: UpcomingEvent = {
  id: 'los-angeles-2027',
  sequence: 0,
  name: 'Culture Coded Los Angeles',
  city: 'Los Angeles',
  venue: 'The Palm Lot, Echo Park',
  start: '2027-04-17T10:00',
  end: '2027-04-17T19:00',
  timeZone: 'America/Los_Angeles',
  expect: ['A day of building with AI tools.'],
}
const berlin: UpcomingEvent = {
  ...losAngeles,
  id: 'berlin-2027',
  name: 'Culture Coded Berlin',
  city: 'Berlin',
  venue: 'Halle am Wasser',
  start: '2027-09-11T11:00',
  end: '2027-09-11T20:00',
  timeZone: 'Europe/Berlin',
}

/** The feed as a calendar app reads it: each VTIMEZONE registered, then the events. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  return { calendar, events }
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString()

describe('the calendar feed', () => {
  it("holds every upcoming event of the content once, by the event's own UID", () => {
    const { events } = parse(calendarFeed(upcomingEvents, options))
    expect(events.map((event) => event.uid)).toEqual(
      upcomingEvents.map((event) => `${event.id}@culturecoded.example.com`),
    )
    expect(events.map((event) => event.summary)).toEqual(upcomingEvents.map((event) => event.name))
  })

  it("links each event's own page on the site, absolute, as its URL", () => {
    const { events } = parse(calendarFeed([losAngeles, berlin], options))
    expect(events.map((event) => event.component.getFirstPropertyValue('url'))).toEqual([
      'https://culturecoded.example.com/events/los-angeles-2027',
      'https://culturecoded.example.com/events/berlin-2027',
    ])
  })

  it("writes each event in its own zone, with that zone's VTIMEZONE once, and the right instants", () => {
    const ics = calendarFeed([losAngeles, berlin, { ...berlin, id: 'berlin-2027-b' }], options)
    const { calendar, events } = parse(ics)
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual(['America/Los_Angeles', 'Europe/Berlin'])
    expect(ics).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20270417T100000\r\n')
    expect(events[0]!.startDate.zone?.tzid).toBe('America/Los_Angeles')
    // Los Angeles is UTC-7 in April, Berlin UTC+2 in September.
    expect([utc(events[0]!.startDate), utc(events[0]!.endDate)]).toEqual([
      '2027-04-17T17:00:00.000Z',
      '2027-04-18T02:00:00.000Z',
    ])
    expect(utc(events[1]!.startDate)).toBe('2027-09-11T09:00:00.000Z')
  })

  it('finds the winter offset too, from the same VTIMEZONE', () => {
    const winter = { ...losAngeles, start: '2027-01-09T10:00', end: '2027-01-09T18:00' }
    expect(utc(parse(calendarFeed([winter], options)).events[0]!.startDate)).toBe('2027-01-09T18:00:00.000Z')
  })

  it('keeps every UID from one build to the next', () => {
    const first = parse(calendarFeed(upcomingEvents, options)).events.map((event) => event.uid)
    const later = parse(calendarFeed(upcomingEvents, { ...options, now: new Date('2027-01-01T00:00:00Z') }))
    expect(later.events.map((event) => event.uid)).toEqual(first)
  })

  it('keeps the UID and raises SEQUENCE when an event moves', () => {
    const before = parse(calendarFeed([losAngeles], options)).events[0]!
    const moved = { ...losAngeles, start: '2027-04-24T12:00', end: '2027-04-24T21:00', sequence: 1 }
    const after = parse(calendarFeed([moved], { ...options, now: new Date('2026-12-01T00:00:00Z') }))
      .events[0]!
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(utc(after.startDate)).toBe('2027-04-24T19:00:00.000Z')
  })

  it('asks subscribers to look again every few hours: REFRESH-INTERVAL and X-PUBLISHED-TTL', () => {
    const { calendar } = parse(calendarFeed(upcomingEvents, options))
    expect(calendar.getFirstProperty('refresh-interval')?.toICALString()).toBe(
      'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    )
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT6H')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const name = 'Ünïcödé; buildathon, with "quotes"\nand a second line \\ '.repeat(3).trim()
    const description = `Doors 10:00; bring a laptop, headphones\nand C:\\ideas ${'é'.repeat(80)}`
    const ics = calendarFeed([{ ...losAngeles, name }], { ...options, describe: () => description })
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const [event] = parse(ics).events
    expect(event!.summary).toBe(name)
    expect(event!.description).toBe(description)
  })

  it('is a valid, empty calendar while nothing is announced', () => {
    const { calendar, events } = parse(calendarFeed([], options))
    expect(events).toEqual([])
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(options.name)
  })

  it('is served at /calendar.ics as text/calendar, with every upcoming event of the content', async () => {
    const { GET } = (FeedRoute.options.server as unknown as { handlers: { GET: () => Response } }).handlers
    const response = GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const { events } = parse(await response.text())
    expect(events.map((event) => event.uid)).toEqual(
      upcomingEvents.map((event) => `${event.id}@${new URL(site.siteUrl).host}`),
    )
    expect(events.map((event) => event.component.getFirstPropertyValue('url'))).toEqual(
      upcomingEvents.map((event) => `${site.siteUrl}/events/${event.id}`),
    )
    expect(events.map((event) => event.description)).toEqual(
      upcomingEvents.map((event) => expect.stringContaining(`${site.siteUrl}/events/${event.id}`)),
    )
  })

  it('is offered as a webcal:// subscription and as Google Calendar add-by-URL', () => {
    expect(webcalUrl(options.siteUrl)).toBe('webcal://culturecoded.example.com/calendar.ics')
    const google = new URL(googleSubscribeUrl(options.siteUrl))
    expect(google.origin).toBe('https://calendar.google.com')
    expect(google.searchParams.get('cid')).toBe('webcal://culturecoded.example.com/calendar.ics')
  })
})
