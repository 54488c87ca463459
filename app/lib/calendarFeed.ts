// Times are each event's own wall clock with a TZID, so every zone used gets a VTIMEZONE; older
// clients read X-PUBLISHED-TTL beside RFC 7986's REFRESH-INTERVAL. How UID, SEQUENCE and the
// interval are chosen: docs/decisions/0034-calendar-feed-sequence.md.
import type { UpcomingEvent } from '@content/schema.ts'
import { escapeIcsText, icsText, icsUtc, veventLines, type IcsOptions } from './calendar'
import { zoneOffsetMs } from '../../lib/zonedTime.ts'
import { DAY_MS, MINUTE_MS } from '../../lib/time'

export const CALENDAR_FEED_PATH = '/calendar.ics'

/** How often a subscribed calendar is asked to look again: events change rarely. */
export const FEED_REFRESH_INTERVAL = 'PT6H'

/** `webcal://…/calendar.ics`: the address calendar apps open as a subscription. */
export function webcalUrl(siteUrl: string): string {
  return `webcal://${new URL(siteUrl).host}${CALENDAR_FEED_PATH}`
}

/** Google Calendar's "add by URL", with the feed's address filled in. */
export function googleSubscribeUrl(siteUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(siteUrl))}`
}

/** `20270417T100000`: a wall-clock DATE-TIME as RFC 5545 writes it with a TZID. */
function icsLocal(localTime: string): string {
  return `${localTime.replace(/[-:]/g, '')}00`
}

/** `+0200`, `-0700`: a UTC offset as TZOFFSETFROM and TZOFFSETTO write it. */
function icsOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')
  return `${sign}${hours}${String(Math.abs(minutes) % 60).padStart(2, '0')}`
}

/** The instants in [from, to) where `timeZone` changes its offset, found day by day, then to the minute. */
function offsetChanges(
  timeZone: string,
  from: number,
  to: number,
): { at: number; before: number; after: number }[] {
  const changes: { at: number; before: number; after: number }[] = []
  let before = zoneOffsetMs(from, timeZone)
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to)
    const after = zoneOffsetMs(next, timeZone)
    if (after === before) continue
    let low = day
    let high = next
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS
      if (zoneOffsetMs(middle, timeZone) === before) low = middle
      else high = middle
    }
    changes.push({ at: high, before, after })
    before = after
  }
  return changes
}

/**
 * The zone's VTIMEZONE for the years the events fall in (and the one before, so an observance is
 * in force from its start): each change of offset as its own observance, read from the platform's
 * time zone data, or one STANDARD observance for a zone that never changes.
 */
export function vtimezoneLines(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = Date.UTC(firstYear - 1, 0, 1)
  const to = Date.UTC(lastYear + 1, 0, 1)
  const changes = offsetChanges(timeZone, from, to)
  const observances =
    changes.length === 0
      ? [
          [
            'BEGIN:STANDARD',
            'DTSTART:19700101T000000',
            `TZOFFSETFROM:${icsOffset(zoneOffsetMs(from, timeZone))}`,
            `TZOFFSETTO:${icsOffset(zoneOffsetMs(from, timeZone))}`,
            'END:STANDARD',
          ],
        ]
      : changes.map(({ at, before, after }) => {
          // An observance starts at the wall-clock time of the offset it replaces.
          const kind = after > before ? 'DAYLIGHT' : 'STANDARD'
          return [
            `BEGIN:${kind}`,
            `DTSTART:${icsUtc(new Date(at + before)).replace('Z', '')}`,
            `TZOFFSETFROM:${icsOffset(before)}`,
            `TZOFFSETTO:${icsOffset(after)}`,
            `END:${kind}`,
          ]
        })
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances.flat(), 'END:VTIMEZONE']
}

export interface FeedOptions extends Omit<IcsOptions, 'description'> {
  /** The calendar's name in the visitor's list of calendars. */
  name: string
  /** What the calendar is, and each event's description. */
  calendarDescription: string
  describe: (event: UpcomingEvent) => string
}

/** The feed: every upcoming event once, each zone they use once. */
export function calendarFeed(events: readonly UpcomingEvent[], options: FeedOptions): string {
  const { siteUrl, name, calendarDescription, describe } = options
  const host = new URL(siteUrl).hostname
  const years = events.flatMap((event) => [event.start, event.end].map((time) => Number(time.slice(0, 4))))
  const zones = [...new Set(events.map((event) => event.timeZone))].sort()
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(host)}//Upcoming buildathons//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeIcsText(name)}`,
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    `DESCRIPTION:${escapeIcsText(calendarDescription)}`,
    `X-WR-CALDESC:${escapeIcsText(calendarDescription)}`,
    `SOURCE;VALUE=URI:${new URL(CALENDAR_FEED_PATH, siteUrl).href}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH_INTERVAL}`,
    ...zones.flatMap((zone) => vtimezoneLines(zone, Math.min(...years), Math.max(...years))),
    ...events.flatMap((event) =>
      veventLines(event, { ...options, description: describe(event) }, [
        `DTSTART;TZID=${event.timeZone}:${icsLocal(event.start)}`,
        `DTEND;TZID=${event.timeZone}:${icsLocal(event.end)}`,
      ]),
    ),
    'END:VCALENDAR',
  ])
}
