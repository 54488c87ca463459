// A path starting with // (//evil.example/x) reads as another site's address wherever it is sent
// back as a link. TanStack Start redirects it to the request's Host with no Cache-Control; it is
// answered here instead, with a path-only Location that no Host header can aim elsewhere.
import { CACHE_CONTROL } from './httpRules.ts'

/** The 308 from `//x` to `/x` (any method: a 308 keeps it), or null for any other path. */
export function doubleSlashRedirect(url: URL): Response | null {
  if (!url.pathname.startsWith('//')) return null
  const location = `${url.pathname.replace(/^\/+/, '/')}${url.search}`
  return new Response(null, { status: 308, headers: { location, 'cache-control': CACHE_CONTROL.noStore } })
}
