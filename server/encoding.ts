// Content negotiation for compressed answers. `q=0` means "not acceptable" (RFC 9110, 12.5.3).
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

const PREFERRED: readonly Encoding[] = ['br', 'gzip']

/** The encoding to send: brotli before gzip, among those the client accepts with q > 0; or null. */
export type Encoding = 'br' | 'gzip'

export function pickEncoding(acceptEncoding = ''): Encoding | null {
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';')
    const name = token.trim().toLowerCase()
    if (!name) continue
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean)
    quality.set(name, q === undefined ? 1 : Number(q) || 0)
  }
  const wildcard = quality.get('*') ?? 0
  return PREFERRED.find((name) => (quality.get(name) ?? wildcard) > 0) ?? null
}
