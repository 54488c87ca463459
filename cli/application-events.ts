// An event's seats for `npm run applications`: from its `applications` block in
// content/upcoming.ts when it has one, else from --seats, --overbook and --confirm-days. The store
// is given these numbers and reads no content; this is the one place the CLI finds them.
import { upcomingEvents } from '../content/upcoming.ts'
import type { EventSeats } from '../db/store/store.server.ts'

export type SeatFlags = { seats?: string; overbook?: string; 'confirm-days'?: string }

// How long an accepted builder has to confirm when neither content nor a flag says.
const DEFAULT_CONFIRM_DAYS = 5

const WHOLE = /^(0|[1-9]\d{0,5})$/

/** The event's seats, or what is missing, as one line for the usage message. */
export function eventSeats(eventId: string, flags: SeatFlags): EventSeats | { problem: string } {
  const content = upcomingEvents.find((event) => event.id === eventId)?.applications
  if (content)
    return { seats: content.seats, overbook: content.overbook ?? 0, confirmDays: content.confirmDays }
  const { seats, overbook = '0', 'confirm-days': confirmDays = String(DEFAULT_CONFIRM_DAYS) } = flags
  if (seats === undefined)
    return { problem: `${eventId} declares no seats in content/upcoming.ts: give --seats (and --overbook)` }
  for (const [name, value] of [
    ['--seats', seats],
    ['--overbook', overbook],
    ['--confirm-days', confirmDays],
  ] as const) {
    if (!WHOLE.test(value)) return { problem: `${name} takes a whole number, not ${JSON.stringify(value)}` }
  }
  return { seats: Number(seats), overbook: Number(overbook), confirmDays: Number(confirmDays) }
}

/** Whether the event is over (two days after its end's date), so its show-up rate means something. */
export function isEventOver(eventId: string, now: Date): boolean {
  const event = upcomingEvents.find((candidate) => candidate.id === eventId)
  // An event no longer announced has happened (or was called off, with nobody to show up).
  if (!event) return true
  return Date.parse(`${event.end.slice(0, 10)}T00:00:00Z`) + 2 * 24 * 3600 * 1000 <= now.getTime()
}
