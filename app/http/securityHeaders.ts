// Response headers for every answer of the app (HTML, server functions, server routes). Pure, so
// the policy is unit-tested and the same on Node and on the edge.
export const CSP_NONCE_HEADER = 'x-cc-csp-nonce'
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes cannot carry a nonce; react-aria positions overlays with them. No script runs from CSS.
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'none'",
  ].join('; ')
}

export function securityHeaders({ nonce, isHttps }: { nonce: string; isHttps: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), autoplay=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), clipboard-write=(self)',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(isHttps ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** 16 random bytes, base64: a fresh CSP nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The request as the app should see it: with our nonce, and without any client-sent copy of it. */
export function withNonce(request: Request, nonce: string): Request {
  const headers = new Headers(request.headers)
  headers.set(CSP_NONCE_HEADER, nonce)
  return new Request(request, { headers })
}

export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
}
