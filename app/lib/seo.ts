import { site } from '@content/site.ts'
import type { NextEvent, Team } from '@content/schema.ts'
import { zonedTimeToUtc } from './calendar'

/** Absolute URL on the canonical origin, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href
}

export const OG_IMAGE_PATH = '/og-image.png'

const organiserId = `${site.siteUrl}/#organiser`
const eventId = `${site.siteUrl}/#event`

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

export function nextEventJsonLd(event: NextEvent) {
  return {
    '@type': 'Event',
    '@id': `${site.siteUrl}/#next-event`,
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
    url: event.url,
  }
}

/** A team's app as a work shown at the buildathon, with its social card. */
export function teamJsonLd(team: Team, pagePath: string, cardUrl: string) {
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
      {
        '@type': 'Event',
        '@id': eventId,
        name: site.event.name,
        startDate: site.event.startDate,
        endDate: site.event.endDate,
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: site.event.venue, address: site.event.city },
        organizer: { '@id': organiserId },
        url: site.siteUrl,
        workFeatured: { '@id': `${absoluteUrl(pagePath)}#app` },
      },
    ],
  }
}

export function eventJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organiser,
      {
        '@type': 'Event',
        '@id': eventId,
        name: site.event.name,
        description: site.description,
        startDate: site.event.startDate,
        endDate: site.event.endDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: site.event.venue,
          address: { '@type': 'PostalAddress', addressLocality: site.event.city, addressCountry: 'US' },
        },
        image: [absoluteUrl(OG_IMAGE_PATH)],
        organizer: { '@id': organiserId },
        url: site.siteUrl,
      },
      ...(site.nextEvent ? [nextEventJsonLd(site.nextEvent)] : []),
    ],
  }
}
