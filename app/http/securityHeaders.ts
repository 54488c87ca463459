// Response headers for every answer of the app (HTML, server functions, server routes). Pure, so
// the policy is unit-tested and the same on Node and on the edge.
import { isHttps } from './httpRules.ts'
import { REACT_ARIA_STYLE_HASHES } from '../boot/reactAriaStyleHashes.ts'
import { VIDEO_EMBED_ORIGIN } from '../lib/videoEmbed.ts'

/**
 * The policy for one response. Inline scripts run only if their SHA-256 is listed: the page is
 * the same bytes for many visitors (app/http/pageCache.ts), which a per-response nonce would
 * rule out, and a hash allows exactly that script and nothing an attacker could add.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { isPrivate = false }: { isPrivate?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self'", ...REACT_ARIA_STYLE_HASHES.map((hash) => `'${hash}'`)].join(' '),
    // Style attributes cannot be hashed one by one; react-aria positions overlays with them. No script runs from CSS.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // A mail page embeds no video: it loads nothing from another origin.
    `frame-src ${isPrivate ? "'none'" : VIDEO_EMBED_ORIGIN}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'none'",
  ].join('; ')
}

/** What every response carries, the app's and the static files' alike. */
function hardening(isHttps: boolean, isPrivate = false): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // A mail page's URL holds its token: no request it starts may send that URL on.
    'referrer-policy': isPrivate ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** `isPrivate`: a mail page (app/http/privatePages.ts), which loads nothing from elsewhere and sends no referrer. */
export function securityHeaders({
  scriptHashes,
  isHttps,
  isPrivate = false,
}: {
  scriptHashes: readonly string[]
  isHttps: boolean
  isPrivate?: boolean
}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes, { isPrivate }),
    ...hardening(isHttps, isPrivate),
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), autoplay=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), clipboard-write=(self)',
    'x-frame-options': 'DENY',
  }
}

/**
 * For the static files the Node server sends itself (server/static-files.ts, through the
 * server entry): the same hardening, and a policy under which a file opened on its own (an SVG, say)
 * runs nothing.
 */
export function staticFileSecurityHeaders({ isHttps }: { isHttps: boolean }): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
    ...hardening(isHttps),
  }
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

async function sha256Base64(data: string | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    typeof data === 'string' ? new TextEncoder().encode(data) : data,
  )
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

/**
 * `sha256-…` for each inline script in `html`, as the browser will hash it: the text between the
 * tags, with line breaks normalised as the HTML parser does. React escapes `</script>` inside
 * script text, so the first closing tag ends the script.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!.replace(/\r\n?/g, '\n'))
  const hashes = await Promise.all(scripts.map(async (script) => `sha256-${await sha256Base64(script)}`))
  return [...new Set(hashes)]
}

/** A strong ETag from the bytes of a body, so the same page always gets the same tag. */
export async function contentEtag(body: Blob): Promise<string> {
  return `"${(await sha256Base64(await body.arrayBuffer())).slice(0, 27).replace(/\+/g, '-').replace(/\//g, '_')}"`
}

/**
 * Whether the visitor's connection is HTTPS: TLS to this server, or, when the operator trusts a
 * proxy (TRUST_PROXY), the proxy's word for it. A visitor can send X-Forwarded-Proto too.
 */
export function isHttpsRequest(
  request: Request,
  { trustProxy, url = new URL(request.url) }: { trustProxy: boolean; url?: URL },
): boolean {
  return isHttps({
    isTls: url.protocol === 'https:',
    forwardedProto: request.headers.get('x-forwarded-proto'),
    trustProxy,
  })
}
