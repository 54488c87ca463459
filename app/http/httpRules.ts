// The HTTP rules the app and the Node server (server/) both follow. No imports, so Node can run
// it from source by type stripping as the server does, and the build bundles it for the app.

/** TanStack Start's default base for server-function calls. */
export const SERVER_FN_BASE = '/_serverFn/'

/** The socket's address, set by the Node server on every request; a client-sent copy is overwritten. */
export const PEER_IP_HEADER = 'x-cc-peer-ip'

export const CACHE_CONTROL = {
  /** Hashed build output never changes under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and unhashed files: a new build changes them under the same address. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** A server function's answer, an error or a health check belongs to one caller. */
  noStore: 'no-store',
  /** A mail page and its POSTs' answers: one person's record, kept by no cache, shared or not. */
  private: 'no-store, private',
} as const

export const PLAIN_TEXT = 'text/plain; charset=utf-8'

/** A short plain-text answer: a refusal, an error, a page that has nothing to show. */
export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...headers, 'content-type': PLAIN_TEXT } })
}

/** What a page or a health check answers to: anything else gets 405 with this as its Allow. */
export const PAGE_METHODS = 'GET, HEAD'

/** The status texts of a refused method, the same from the app and from the Node server. */
export const REFUSED_METHOD_TEXT = { 405: 'Method Not Allowed', 501: 'Not Implemented' } as const

/**
 * Whether the visitor reached us over HTTPS: TLS here, or a proxy the operator trusts
 * (TRUST_PROXY=true) says so in X-Forwarded-Proto.
 */
export function isHttps({
  isTls,
  forwardedProto,
  trustProxy,
}: {
  isTls: boolean
  forwardedProto: string | null | undefined
  trustProxy: boolean
}): boolean {
  return isTls || (trustProxy && forwardedProto === 'https')
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g
const ENCODED_SUFFIX = /-(?:br|gzip)"$/

/**
 * The tag of `etag`'s compressed form. A strong tag names one sequence of bytes (RFC 9110, 8.8.1),
 * so the brotli, gzip and plain bodies each get their own; a weak tag already allows all three.
 */
export function encodedEtag(etag: string, encoding: string): string {
  return etag.startsWith('W/') ? etag : `${etag.slice(0, -1)}-${encoding}"`
}

/**
 * If-None-Match's weak comparison (RFC 9110, 13.1.2): whether `header` names `etag`, its `W/`
 * form or any of its compressed forms, alone or in a list, or is `*`.
 */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.replace(/^W\//, '').replace(ENCODED_SUFFIX, '"')
  const wanted = opaque(etag)
  return (header.match(ENTITY_TAG) ?? []).some((tag) => opaque(tag) === wanted)
}
