// @vitest-environment jsdom
// A seat draw as the organiser publishes it: the draw's printout goes into content/draws.ts, which
// the content check holds to ids only, sorted, for an announced event; the event's page names its
// seed, open seats and count; and the JSON the page links holds what anyone needs to re-run it by
// docs/applications-draw.md, to the same seats and waitlist.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { drawsWithReferencesSchema } from '../../content/check.ts'
import { drawsOf } from '@content/draws.ts'
import { eventPageCopy } from '@content/eventPage.ts'
import type { PublishedDraw } from '@content/schema.ts'
import { drawsPath } from '@content/slug.ts'
import { fillIn } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { contentIssues } from '../../content/validate.ts'
import { drawsResponse } from '~/lib/drawsResponse'
import { PublishedDraws } from '~/sections/event-page/PublishedDraws'
import { draw } from '../../lib/draw'

const FILE = 'content/draws.ts'
const eventId = upcomingEvents[0]!.id
const applicationIds = [
  'e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9',
  '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d',
  'c0ffee00-1234-4abc-8def-0123456789ab',
  '5b6a7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8e',
  '9f1c2b7e-0d4a-4c1e-8b3a-5e6f7a8b9c0d',
]

/** What `npm run applications -- draw` prints, and the entry an organiser makes of it. */
async function publishedRound(seed: string, openSeats: number) {
  const printed = await draw(seed, applicationIds, openSeats)
  const entry: PublishedDraw = { seed, openSeats, drawnFrom: printed.drawnFrom }
  return { printed, entry }
}

const problemsWith = (draws: Record<string, unknown>) => contentIssues(FILE, drawsWithReferencesSchema, draws)

describe('the content check of published draws', () => {
  it('passes a draw as it printed: the seed, the open seats and the sorted ids, for an announced event', async () => {
    expect(problemsWith({ [eventId]: [(await publishedRound('round 1', 2)).entry] })).toEqual([])
  })

  it('refuses ids out of order or twice', async () => {
    const { entry } = await publishedRound('round 1', 2)
    for (const drawnFrom of [[...entry.drawnFrom].reverse(), [entry.drawnFrom[0], entry.drawnFrom[0]]])
      expect(problemsWith({ [eventId]: [{ ...entry, drawnFrom }] }).join('\n')).toContain(
        'Must be sorted, each id once, as the draw printed them',
      )
  })

  it('refuses anything but an application id, so no name or address is published', async () => {
    const { entry } = await publishedRound('round 1', 2)
    expect(problemsWith({ [eventId]: [{ ...entry, drawnFrom: ['ana@example.com'] }] }).join('\n')).toContain(
      'Must be an application id as the draw printed it',
    )
  })

  it('refuses a blank seed, an empty list, and an event the content does not announce', async () => {
    const { entry } = await publishedRound('round 1', 2)
    const problems = [
      ...problemsWith({ [eventId]: [{ ...entry, seed: ' ', drawnFrom: [] }] }),
      ...problemsWith({ 'no-such-event': [entry] }),
    ].join('\n')
    for (const message of [
      'Must not be empty',
      'Must list the ids the draw ran on',
      'Must be the id of an event in content/upcoming.ts',
    ])
      expect(problems).toContain(message)
  })

  it('finds no draws for an id that is not an event’s, even one an object has by inheritance', () => {
    expect(drawsOf('constructor')).toEqual([])
    expect(drawsOf('__proto__')).toEqual([])
  })
})

describe('a published seat draw', () => {
  it('names each draw’s seed, open seats and count on the event’s page, and links its ids', () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(
      <PublishedDraws eventId={eventId} draws={[{ seed: 'round 1', openSeats: 2, count: 5 }]} />,
    )
    expect(root.querySelector('h2')?.textContent).toBe(eventPageCopy.drawsHeading)
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      fillIn(eventPageCopy.drawLine, { seed: 'round 1', openSeats: '2', count: '5' }),
    ])
    expect(root.querySelector('a')?.getAttribute('href')).toBe(drawsPath(eventId))
  })

  it('re-runs from the published JSON to the very seats and waitlist the draw gave', async () => {
    const rounds = [await publishedRound('round 1', 2), await publishedRound('round 2', 1)]
    const response = drawsResponse(
      eventId,
      rounds.map((round) => round.entry),
    )
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const published = (await response.json()) as { event: string; draws: PublishedDraw[] }
    expect(published.event).toBe(eventId)
    for (const [i, { printed }] of rounds.entries()) {
      const { seed, openSeats, drawnFrom } = published.draws[i]!
      const rerun = await draw(seed, drawnFrom, openSeats)
      expect({ accepted: rerun.accepted, waitlisted: rerun.waitlisted }).toEqual({
        accepted: printed.accepted,
        waitlisted: printed.waitlisted,
      })
    }
  })

  it('answers 404 for an event with no published draw', () => {
    expect(drawsResponse(eventId, []).status).toBe(404)
  })
})
