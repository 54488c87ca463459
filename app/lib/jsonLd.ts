// The pages' structured data (schema.org JSON-LD): the series, its past editions and upcoming
// events, and a team's app. Apart from ./seo.ts, whose URLs every page's head needs, because it
// reads every edition: only the server and the pages that show them load it.
import { site } from '@content/site.ts'
import { editions } from '@content/editions.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import type { Edition, Team, UpcomingEvent } from '@content/schema.ts'
import { editionPath, eventPath } from '@content/slug.ts'
import type { ApplicationWindowState } from '../../lib/applicationWindow.ts'
import { zonedTimeToUtc } from '../../lib/zonedTime.ts'
import { absoluteUrl, OG_IMAGE_PATH } from './seo'

const organiserId = `${site.siteUrl}/#organiser`
const seriesId = `${site.siteUrl}/#series`
const editionEventId = (edition: Edition) => `${absoluteUrl(editionPath(edition.slug))}#event`
const upcomingEventId = (event: UpcomingEvent) => `${absoluteUrl(eventPath(event.id))}#event`

const organiser = {
  '@type': 'Organization',
  '@id': organiserId,
  name: site.organiser.name,
  url: site.organiser.url,
}

/** An ISO 8601 instant with the event's own offset, e.g. 2027-04-17T10:00:00-07:00. */
function zonedIso(localTime: string, timeZone: string): string {
  const offsetMinutes = Math.round(
    (Date.parse(`${localTime}:00Z`) - zonedTimeToUtc(localTime, timeZone).getTime()) / 60_000,
  )
  const sign = offsetMinutes < 0 ? '-' : '+'
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0')
  return `${localTime}:00${sign}${hours}:${minutes}`
}

export function nextEventJsonLd(event: UpcomingEvent) {
  return {
    '@type': 'Event',
    '@id': upcomingEventId(event),
    name: event.name,
    startDate: zonedIso(event.start, event.timeZone),
    endDate: zonedIso(event.end, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city },
    },
    image: [absoluteUrl(OG_IMAGE_PATH)],
    organizer: { '@id': organiserId },
    superEvent: { '@id': seriesId },
    url: absoluteUrl(eventPath(event.id)),
  }
}

// Applications as schema.org reads a seat: on sale while open, pre-order before, gone after.
const AVAILABILITY: Record<Exclude<ApplicationWindowState, 'none'>, string> = {
  not_yet_open: 'https://schema.org/PreOrder',
  open: 'https://schema.org/InStock',
  closed: 'https://schema.org/SoldOut',
  past: 'https://schema.org/Discontinued',
}

/**
 * An announced buildathon's page: its Event in the series, with its seats as an offer; sold out
 * once every seat is held, though applications for the waitlist go on.
 */
export function eventPageJsonLd(
  event: UpcomingEvent,
  state: ApplicationWindowState,
  description: string,
  isFull = false,
) {
  const { applications } = event
  const offers =
    applications === undefined || state === 'none'
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(eventPath(event.id)),
            availability: isFull ? AVAILABILITY.closed : AVAILABILITY[state],
            availabilityStarts: zonedIso(applications.opens, event.timeZone),
            availabilityEnds: zonedIso(applications.closes, event.timeZone),
            inventoryLevel: { '@type': 'QuantitativeValue', value: applications.seats },
          },
        }
  return {
    '@context': 'https://schema.org',
    '@graph': [organiser, seriesJsonLd(), { ...nextEventJsonLd(event), description, ...offers }],
  }
}

/** A held edition as a past Event of the series. */
export function editionJsonLd(edition: Edition) {
  const { event } = edition
  return {
    '@type': 'Event',
    '@id': editionEventId(edition),
    name: event.name,
    description: edition.summary,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city },
    },
    image: [absoluteUrl(OG_IMAGE_PATH)],
    organizer: { '@id': organiserId },
    superEvent: { '@id': seriesId },
    url: absoluteUrl(editionPath(edition.slug)),
  }
}

function seriesJsonLd() {
  return {
    '@type': 'EventSeries',
    '@id': seriesId,
    name: site.name,
    description: site.description,
    url: site.siteUrl,
    organizer: { '@id': organiserId },
    subEvent: [...editions.map(editionEventId), ...upcomingEvents.map(upcomingEventId)].map((id) => ({
      '@id': id,
    })),
  }
}

/** The series with every past and upcoming event: `/` and the archive. */
export function eventJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organiser,
      seriesJsonLd(),
      ...editions.map(editionJsonLd),
      ...upcomingEvents.map(nextEventJsonLd),
    ],
  }
}

/** One edition's page: its Event, in the series. */
export function editionPageJsonLd(edition: Edition) {
  return {
    '@context': 'https://schema.org',
    '@graph': [organiser, seriesJsonLd(), editionJsonLd(edition)],
  }
}

/** A team's app as a work shown at its edition, with its social card. */
export function teamJsonLd(edition: Edition, team: Team, pagePath: string, cardUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organiser,
      {
        '@type': 'SoftwareApplication',
        '@id': `${absoluteUrl(pagePath)}#app`,
        name: team.name,
        description: team.description,
        applicationCategory: 'MultimediaApplication',
        url: team.projectUrl,
        image: absoluteUrl(cardUrl),
        mainEntityOfPage: absoluteUrl(pagePath),
        creator: { '@type': 'Organization', name: team.name },
      },
      { ...editionJsonLd(edition), workFeatured: { '@id': `${absoluteUrl(pagePath)}#app` } },
    ],
  }
}
