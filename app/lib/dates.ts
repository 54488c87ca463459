// Every date a visitor reads, in words and in UTC, so the server's HTML and the browser's render
// agree and one page never mixes `2026-11-23` with `6 December 2026`.
// Made on first use: Intl's first use in a browser costs a long task (docs/decisions/0054), and
// the footer, which imports this on every page, needs only the year.
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
