// Seat draws the organiser publishes (docs/applications-draw.md): by the event's id in
// content/upcoming.ts, the `{ seed, openSeats, drawnFrom }` of each `npm run applications -- draw`, in
// the order they ran. Apart from upcoming.ts, which the browser's bundle carries: only the event's
// page, on the server, and /draws/<event>.json read these ids.
import type { PublishedDraw, PublishedDraws } from './schema.ts'

export const publishedDraws: PublishedDraws = {}

/** An event's published draws; none for an id that is not an event's (a URL's `constructor` too). */
export function drawsOf(eventId: string): PublishedDraw[] {
  return Object.hasOwn(publishedDraws, eventId) ? publishedDraws[eventId]! : []
}
