import { site } from '@content/site.ts'

/** Absolute URL on the canonical origin, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href
}

export const OG_IMAGE_PATH = '/og-image.png'

export function eventJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${site.siteUrl}/#organiser`,
        name: site.organiser.name,
        url: site.organiser.url,
      },
      {
        '@type': 'Event',
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
        organizer: { '@id': `${site.siteUrl}/#organiser` },
        url: site.siteUrl,
      },
    ],
  }
}
