import { site } from '@content/site.ts'
import { editions } from '@content/editions.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { editionPath, eventPath, teamPath } from '@content/slug.ts'
import { DAY_SECONDS } from '../../lib/time.ts'

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

type SitePage = { path: string; changefreq: string; priority: string }

/** Every page of the site: the sitemap lists them, and a no-JavaScript sign-up returns only to one. */
export const sitePages: readonly SitePage[] = [
  { path: '/', changefreq: 'weekly', priority: '1.0' },
  { path: '/privacy', changefreq: 'yearly', priority: '0.2' },
  { path: '/editions', changefreq: 'monthly', priority: '0.8' },
  ...upcomingEvents.map((event) => ({ path: eventPath(event.id), changefreq: 'weekly', priority: '0.9' })),
  ...editions.flatMap((edition) => [
    { path: editionPath(edition.slug), changefreq: 'monthly', priority: '0.7' },
    ...edition.teams.map((team) => ({
      path: teamPath(edition.slug, team),
      changefreq: 'monthly',
      priority: '0.6',
    })),
  ]),
]

const entry = ({ path, changefreq, priority }: SitePage) =>
  `  <url><loc>${site.siteUrl}${path}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>\n`

export function sitemapXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitePages.map(entry).join('')}</urlset>
`
}

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': `public, max-age=${DAY_SECONDS}` },
  })
}
