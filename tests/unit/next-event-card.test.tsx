// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UpcomingEvent } from '@content/schema.ts'

// The test's own event, so an organiser's next announcement never breaks it; each test picks
// whether the content announces it.
const content = vi.hoisted(() => ({
  withNextEvent: true,
  event: {
    id: 'test-city-2031',
    sequence: 0,
    name: 'Test City Buildathon',
    city: 'Test City',
    venue: 'Hall One',
    start: '2031-03-15T10:00',
    end: '2031-03-15T19:00',
    timeZone: 'America/Los_Angeles',
    expect: ['A day of building with AI tools.'],
  } satisfies UpcomingEvent,
}))
vi.mock('@content/upcoming.ts', () => ({
  get upcomingEvents() {
    return content.withNextEvent ? [content.event] : []
  },
}))
vi.mock('~/signup/signup.functions', () => ({ submitSignup: { url: '/_serverFn/signup' } }))
// The archive's pictures are made at build; what is under test here is its list of events.
vi.mock('~/ui/ContentImage', () => ({ ContentImage: () => null }))
vi.mock('~/sections/edition-page/editionPage', () => ({ editionName: ({ slug }: { slug: string }) => slug }))

const { SignupCard } = await import('~/sections/call-to-action/SignupCard')
const { Route } = await import('~/routes/next-event[.]ics')
const { eventJsonLd } = await import('~/lib/jsonLd')
const { EditionsArchive } = await import('~/sections/edition-page/EditionsArchive')
const { editionsPageCopy } = await import('@content/editionsPage.ts')

type Handlers = { GET: () => Response }
const getIcs = () => (Route.options.server as unknown as { handlers: Handlers }).handlers.GET()
const graphTypes = () => eventJsonLd()['@graph'].map((node) => `${node['@type']} ${node['@id']}`)

describe('the next buildathon', () => {
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
    content.withNextEvent = true
  })

  it('shows "Next: <event>, <date>" with an .ics file and a Google Calendar link', () => {
    render(<SignupCard page="/" />)
    expect(screen.getByText('Next:').parentElement!.textContent).toBe(
      `Next: ${content.event.name}, Sat, March 15, 2031`,
    )
    expect(screen.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')).toBe(
      '/next-event.ics',
    )
    expect(screen.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    )
  })

  it('serves the .ics file and adds an upcoming Event to the JSON-LD', async () => {
    const response = getIcs()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
    const upcoming = eventJsonLd()['@graph'].find((node) =>
      node['@id']?.endsWith(`/events/${content.event.id}#event`),
    )
    expect(upcoming).toMatchObject({
      '@type': 'Event',
      startDate: '2031-03-15T10:00:00-07:00',
      endDate: '2031-03-15T19:00:00-07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: content.event.venue },
    })
  })

  it('shows nothing of it when the content has none, and the .ics path answers 404', () => {
    content.withNextEvent = false
    render(<SignupCard page="/" />)
    expect(screen.queryByText('Next:')).toBeNull()
    expect(screen.queryByRole('link', { name: /calendar/i })).toBeNull()
    expect(getIcs().status).toBe(404)
    expect(graphTypes().some((type) => type.includes('/events/'))).toBe(false)
  })

  it('leaves the archive saying none is announced, with the feed still offered, when the content has none', () => {
    content.withNextEvent = false
    // As the server sends it: the archive's sections hydrate only as they come near.
    document.body.innerHTML = renderToString(<EditionsArchive cards={[]} upcoming={{}} />)
    const upcoming = screen.getByRole('region', { name: editionsPageCopy.upcomingHeading })
    expect(upcoming.textContent).toContain(editionsPageCopy.noUpcoming)
    expect(upcoming.querySelectorAll('li')).toHaveLength(0)
    expect(upcoming.querySelector('a[href^="webcal://"]')).not.toBeNull()
  })
})
