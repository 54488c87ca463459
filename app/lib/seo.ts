import { site } from '@content/site.ts'

/** Absolute URL on the canonical origin, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href
}

export const OG_IMAGE_PATH = '/og-image.png'

/** A page's own title, description, canonical URL, social card and JSON-LD; the rest of the head comes from the root. */
export function pageHead({
  path,
  title,
  description,
  card,
  cardAlt,
  jsonLd,
  ogType,
}: {
  path: string
  title: string
  description: string
  card: string
  cardAlt: string
  jsonLd: object
  /** The root says `website`; a page that is one piece of work says `article`. */
  ogType?: string
}) {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(ogType ? [{ property: 'og:type', content: ogType }] : []),
      { property: 'og:url', content: absoluteUrl(path) },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: absoluteUrl(card) },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:alt', content: cardAlt },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: absoluteUrl(card) },
      { name: 'twitter:image:alt', content: cardAlt },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(path) }],
    scripts: [{ type: 'application/ld+json', children: JSON.stringify(jsonLd) }],
  }
}
