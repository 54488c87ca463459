import { site } from '@content/site.ts'
import { teams } from '@content/teams.ts'
import { teamSlug } from '@content/slug.ts'

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

export function sitemapXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${site.siteUrl}/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>
  <url><loc>${site.siteUrl}/privacy</loc><changefreq>yearly</changefreq><priority>0.2</priority></url>
${teams.map((team) => `  <url><loc>${site.siteUrl}/teams/${teamSlug(team)}</loc><changefreq>monthly</changefreq><priority>0.6</priority></url>\n`).join('')}</urlset>
`
}

const DAY_SECONDS = 86_400

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': `public, max-age=${DAY_SECONDS}` },
  })
}
