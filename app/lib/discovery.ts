import { site } from '@content/site.ts'
import { editions } from '@content/editions.ts'
import { editionPath, teamPath } from '@content/slug.ts'

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

const entry = (path: string, changefreq: string, priority: string) =>
  `  <url><loc>${site.siteUrl}${path}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>\n`

export function sitemapXml(): string {
  const pages = [
    entry('/', 'weekly', '1.0'),
    entry('/privacy', 'yearly', '0.2'),
    entry('/editions', 'monthly', '0.8'),
    ...editions.flatMap((edition) => [
      entry(editionPath(edition.slug), 'monthly', '0.7'),
      ...edition.teams.map((team) => entry(teamPath(edition.slug, team), 'monthly', '0.6')),
    ]),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.join('')}</urlset>
`
}

const DAY_SECONDS = 86_400

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': `public, max-age=${DAY_SECONDS}` },
  })
}
