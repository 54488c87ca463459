import { createServerOnlyFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { eventPageCopy } from '@content/eventPage.ts'
import { findEdition } from '@content/editions.ts'
import { site } from '@content/site.ts'
import { editionPath, eventPath } from '@content/slug.ts'
import { fillIn } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { drawsOf } from '@content/draws.ts'
import { calendarDescription, googleCalendarUrl } from '~/lib/calendar'
import { formatEventTimes, formatZonedMoment } from '~/lib/dates'
import { eventPageJsonLd } from '~/lib/jsonLd'
import { OG_IMAGE_PATH, pageHead } from '~/lib/seo'
import { applicationWindow } from '../../../lib/applicationWindow.ts'
import { editionName } from '../edition-page/editionPage'
import { seatsAllTaken, storeTakesApplications } from '~/applications/apply.functions'

// Made on the server at each request: the window's state moves with the clock, and the dates need
// Intl, whose first use in a browser costs a long task (docs/decisions/0054).

/** OpenStreetMap's search for the venue in its city: no key, no tracking script. */
export function mapSearchUrl(venue: string, city: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: `${venue}, ${city}` }).toString()}`
}

export const eventPageData = createServerOnlyFn(async (id: string, now: Date = new Date()) => {
  const event = upcomingEvents.find((candidate) => candidate.id === id)
  if (!event) throw notFound()
  const state = applicationWindow(event, now)
  const { applications } = event
  const isFull =
    state === 'open' &&
    applications !== undefined &&
    (await seatsAllTaken(event.id, applications.seats + (applications.overbook ?? 0)))
  const when = formatEventTimes(event.start, event.end, event.timeZone)
  const description = fillIn(eventPageCopy.description, { when, venue: event.venue, city: event.city })
  const edition = event.edition === undefined ? undefined : findEdition(event.edition)
  return {
    event,
    state,
    isFull,
    // What the page says of each published draw; its ids are served at /draws/<event>.json.
    draws: drawsOf(event.id).map(({ seed, openSeats, drawnFrom }) => ({
      seed,
      openSeats,
      count: drawnFrom.length,
    })),
    // The embedded store takes applications; Supabase and the edge builds do not (yet), and say so.
    takesApplications: storeTakesApplications(),
    when,
    opens: event.applications && formatZonedMoment(event.applications.opens, event.timeZone),
    closes: event.applications && formatZonedMoment(event.applications.closes, event.timeZone),
    mapHref: mapSearchUrl(event.venue, event.city),
    googleHref: googleCalendarUrl(event, calendarDescription(event)),
    // The edition's page, once the event is over and its edition is in the content.
    edition:
      state === 'past' && edition
        ? { href: editionPath(edition.slug), name: editionName(edition) }
        : undefined,
    head: pageHead({
      path: eventPath(event.id),
      title: `${event.name}: ${site.name}`,
      description,
      card: OG_IMAGE_PATH,
      cardAlt: site.images.heroPoster.alt,
      jsonLd: eventPageJsonLd(event, state, description, isFull),
    }),
  }
})
export type EventPageData = Awaited<ReturnType<typeof eventPageData>>
