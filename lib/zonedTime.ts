// Wall-clock times in a named zone, as the content writes an event's (`2027-04-17T10:00` with
// `America/Los_Angeles`), turned into instants. Shared by the site and the data layer.
const zoneFormats = new Map<string, Intl.DateTimeFormat>()

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    zoneFormats.set(timeZone, format)
  }
  return format
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(instant)
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
