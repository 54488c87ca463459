// The upcoming buildathons as calendar data: one event's iCalendar file (RFC 5545) and Google
// Calendar link, and the feed of them all (./calendarFeed.ts). A single file writes its times in
// UTC (the `Z` form), so it needs no VTIMEZONE; the content keeps the wall-clock time and the zone.
import type { NextEvent, UpcomingEvent } from '@content/schema.ts'
import { site } from '@content/site.ts'
import { eventPath } from '@content/slug.ts'
import { fillIn, nextEventCopy } from '@content/teamPage.ts'
import { zonedTimeToUtc } from '../../lib/zonedTime.ts'

/** The soonest upcoming event's file: a stable address to share, whichever event it is. */
export const NEXT_EVENT_ICS_PATH = '/next-event.ics'

/** Every upcoming event's own file. */
export const eventIcsPath = (event: UpcomingEvent) => `/calendar/${event.id}.ics`

/** The event's page, absolute: the calendar entry's URL and the link in its description. */
export function eventPageUrl(event: UpcomingEvent, siteUrl: string): string {
  return new URL(eventPath(event.id), siteUrl).href
}

/** The calendar's name for the event for its whole life, whatever else changes (RFC 5545 §3.8.4.7). */
export function eventUid(event: UpcomingEvent, siteUrl: string): string {
  return `${event.id}@${new URL(siteUrl).hostname}`
}

/** `20270417T170000Z`: a UTC DATE-TIME as RFC 5545 writes it. */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current)
      // A continuation line starts with one space, which counts towards its 75 octets.
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}

export interface IcsOptions {
  /** The site's origin, for the UID's domain and the event's URL. */
  siteUrl: string
  /** When the file is made: DTSTAMP. */
  now: Date
  description: string
}

/** Content lines joined as RFC 5545 writes them: each folded, each ended by CRLF. */
export function icsText(lines: readonly string[]): string {
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/**
 * One VEVENT. The UID and SEQUENCE come from the content, so a second download or the next poll
 * of the feed updates the calendar's entry instead of adding another; `times` are its DTSTART and
 * DTEND lines, in UTC for a lone file and in the event's zone in the feed.
 */
export function veventLines(
  event: UpcomingEvent,
  { siteUrl, now, description }: IcsOptions,
  times: readonly [string, string],
): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(event, siteUrl)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(now)}`,
    ...times,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `LOCATION:${escapeIcsText(`${event.venue}, ${event.city}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${eventPageUrl(event, siteUrl)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The event as a whole iCalendar object, CRLF line ends included. */
export function nextEventIcs(event: UpcomingEvent, options: IcsOptions): string {
  const start = zonedTimeToUtc(event.start, event.timeZone)
  const end = zonedTimeToUtc(event.end, event.timeZone)
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(new URL(options.siteUrl).hostname)}//Next buildathon//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...veventLines(event, options, [`DTSTART:${icsUtc(start)}`, `DTEND:${icsUtc(end)}`]),
    'END:VCALENDAR',
  ])
}

/** Google Calendar's "add event" template, filled in. */
export function googleCalendarUrl(event: NextEvent, description: string): string {
  const start = icsUtc(zonedTimeToUtc(event.start, event.timeZone))
  const end = icsUtc(zonedTimeToUtc(event.end, event.timeZone))
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${start}/${end}`,
    details: description,
    location: `${event.venue}, ${event.city}`,
    ctz: event.timeZone,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/** "Sat, April 17, 2027": the event's date where it happens. */
export function formatEventDate(event: NextEvent): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${event.start}:00Z`))
}

/** What the calendar entry says about the event, from content/teamPage.ts. */
export function calendarDescription(event: UpcomingEvent): string {
  return fillIn(nextEventCopy.calendarDescription, {
    event: event.name,
    url: eventPageUrl(event, site.siteUrl),
  })
}
