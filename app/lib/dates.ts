// Every date a visitor reads, in words and in UTC (an event's in its own zone, named), so the server's HTML and the browser's render
// agree and one page never mixes `2026-11-23` with `6 December 2026`.
// Made on first use: Intl's first use in a browser costs a long task (docs/decisions/0054), and
// the footer, which imports this on every page, needs only the year.
import { zonedTimeToUtc } from '../../lib/zonedTime.ts'

let dayFormat: Intl.DateTimeFormat | undefined
let timeFormat: Intl.DateTimeFormat | undefined

type DateInput = string | Date

function asDate(at: DateInput): Date {
  return typeof at === 'string' ? new Date(at) : at
}

/** A calendar day in words: `23 November 2026`. */
export function formatDay(at: DateInput): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
  return dayFormat.format(asDate(at))
}

/** A moment in words: `6 December 2026 at 23:16 UTC`. */
export function formatMoment(at: DateInput): string {
  const date = asDate(at)
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
  return `${formatDay(date)} at ${timeFormat.format(date)} UTC`
}

/** The year of a day, as the footer's copyright line says it. */
export function formatYear(at: DateInput): string {
  return String(asDate(at).getUTCFullYear())
}

let weekdayFormat: Intl.DateTimeFormat | undefined
const clockFormats = new Map<string, Intl.DateTimeFormat>()

// The day is the wall clock's own (the content writes it); only the zone's name needs the instant.
function zonedParts(localTime: string, timeZone: string) {
  const noon = `${localTime.slice(0, 10)}T12:00:00Z`
  weekdayFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })
  let clock = clockFormats.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
    clockFormats.set(timeZone, clock)
  }
  const zone = clock.formatToParts(zonedTimeToUtc(localTime, timeZone)).find((p) => p.type === 'timeZoneName')
  return {
    day: `${weekdayFormat.format(new Date(noon))} ${formatDay(noon)}`,
    clock: localTime.slice(11, 16),
    zone: zone?.value ?? timeZone,
  }
}

/** A wall-clock time where an event happens, in words: `1 March 2027 at 23:59 Pacific Standard Time`. */
export function formatZonedMoment(localTime: string, timeZone: string): string {
  const { clock, zone } = zonedParts(localTime, timeZone)
  return `${formatDay(`${localTime.slice(0, 10)}T12:00:00Z`)} at ${clock} ${zone}`
}

/**
 * An event's day and hours where it happens: `Saturday 17 April 2027, 10:00 to 19:00 Pacific
 * Daylight Time`, or both days when it runs past midnight.
 */
export function formatEventTimes(start: string, end: string, timeZone: string): string {
  const from = zonedParts(start, timeZone)
  const to = zonedParts(end, timeZone)
  if (from.day === to.day) return `${from.day}, ${from.clock} to ${to.clock} ${to.zone}`
  return `${from.day} at ${from.clock} ${from.zone} to ${to.day} at ${to.clock} ${to.zone}`
}
