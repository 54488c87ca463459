// The next buildathon as calendar data: an iCalendar file (RFC 5545) and a Google Calendar link.
// Times are written in UTC (the `Z` form), so no VTIMEZONE is needed and every calendar shows the
// right hour in its own zone; the content keeps the wall-clock time and the event's zone.
import type { NextEvent } from '@content/schema.ts'
import { slugify } from '@content/slug.ts'
import { fillIn, nextEventCopy } from '@content/teamPage.ts'

export const NEXT_EVENT_ICS_PATH = '/next-event.ics'

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock time (`2027-04-17T10:00`) in `timeZone` names. */
export function zonedTimeToUtc(localTime: string, timeZone: string): Date {
  const wallClock = Date.parse(`${localTime}:00Z`)
  // The offset at the guess can differ from the offset at the answer across a DST change: ask twice.
  const guess = wallClock - zoneOffsetMs(wallClock, timeZone)
  return new Date(wallClock - zoneOffsetMs(guess, timeZone))
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

/** The event as a whole iCalendar object, CRLF line ends included. */
export function nextEventIcs(event: NextEvent, { siteUrl, now, description }: IcsOptions): string {
  const start = zonedTimeToUtc(event.start, event.timeZone)
  const end = zonedTimeToUtc(event.end, event.timeZone)
  // Stable for as long as the event keeps its name and start, so a second download updates the
  // calendar entry instead of adding another.
  const uid = `${slugify(event.name)}-${icsUtc(start)}@${new URL(siteUrl).hostname}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(new URL(siteUrl).hostname)}//Next buildathon//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `LOCATION:${escapeIcsText(`${event.venue}, ${event.city}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
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
export function calendarDescription(event: NextEvent): string {
  return fillIn(nextEventCopy.calendarDescription, { event: event.name, url: event.url })
}
