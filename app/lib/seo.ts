import { site } from '@content/site.ts'

/** Absolute URL on the canonical origin, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.siteUrl).href
}

export const OG_IMAGE_PATH = '/og-image.png'
