// @vitest-environment jsdom
// A seat draw as the organiser publishes it: the draw's printout goes into the content, the event's
// page names its seed, open seats and count, and the JSON the page links holds what anyone needs to
// re-run it by docs/applications-draw.md, to the same seats and waitlist.
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { eventPageCopy } from '@content/eventPage.ts'
import { publishedDrawSchema } from '@content/schema.ts'
import { drawsPath } from '@content/slug.ts'
import { fillIn } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { drawsResponse } from '~/lib/drawsResponse'
import { PublishedDraws } from '~/sections/event-page/PublishedDraws'
import { draw } from '../../lib/draw'

const event = upcomingEvents[0]!
const applicationIds = [
  'e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9',
  '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d',
  'c0ffee00-1234-4abc-8def-0123456789ab',
  '5b6a7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8e',
  '9f1c2b7e-0d4a-4c1e-8b3a-5e6f7a8b9c0d',
]

/** What `npm run applications -- draw` prints, and the content entry an organiser makes of it. */
async function publishedRound(seed: string, openSeats: number) {
  const printed = await draw(seed, applicationIds, openSeats)
  const entry = v.parse(publishedDrawSchema, { seed, openSeats, drawnFrom: printed.drawnFrom })
  return { printed, entry }
}

describe('a published seat draw', () => {
  it('names each draw’s seed, open seats and count on the event’s page, and links its ids', async () => {
    const { entry } = await publishedRound('round 1', 2)
    const root = document.createElement('div')
    root.innerHTML = renderToString(<PublishedDraws eventId={event.id} draws={[entry]} />)
    expect(root.querySelector('h2')?.textContent).toBe(eventPageCopy.drawsHeading)
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      fillIn(eventPageCopy.drawLine, { seed: 'round 1', openSeats: '2', count: '5' }),
    ])
    expect(root.querySelector('a')?.getAttribute('href')).toBe(drawsPath(event.id))
  })

  it('re-runs from the published JSON to the very seats and waitlist the draw gave', async () => {
    const rounds = [await publishedRound('round 1', 2), await publishedRound('round 2', 1)]
    const withDraws = {
      ...event,
      applications: { ...event.applications!, draws: rounds.map((round) => round.entry) },
    }
    const response = drawsResponse(withDraws)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const published = (await response.json()) as {
      event: string
      draws: Array<{ seed: string; openSeats: number; drawnFrom: string[] }>
    }
    expect(published.event).toBe(event.id)
    for (const [i, { printed }] of rounds.entries()) {
      const { seed, openSeats, drawnFrom } = published.draws[i]!
      const rerun = await draw(seed, drawnFrom, openSeats)
      expect({ accepted: rerun.accepted, waitlisted: rerun.waitlisted }).toEqual({
        accepted: printed.accepted,
        waitlisted: printed.waitlisted,
      })
    }
  })

  it('answers 404 for an event with no published draw, and for no event', () => {
    expect(drawsResponse({ ...event, applications: { ...event.applications!, draws: [] } }).status).toBe(404)
    expect(drawsResponse(undefined).status).toBe(404)
  })
})
