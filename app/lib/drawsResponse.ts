import type { PublishedDraw } from '@content/schema.ts'
import { plainText } from '../http/httpRules'

/**
 * An event's published seat draws as JSON: what each ran on, for anyone to re-run it by
 * docs/applications-draw.md. Ids only; a 404 for an event without a published draw.
 */
export function drawsResponse(eventId: string, draws: readonly PublishedDraw[]): Response {
  if (draws.length === 0)
    return plainText(404, 'This buildathon has published no draw.\n', { 'cache-control': 'no-cache' })
  const body = {
    event: eventId,
    draws: draws.map(({ seed, openSeats, drawnFrom }) => ({ seed, openSeats, drawnFrom })),
  }
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
  })
}
