// Which Host a request may name (ALLOWED_HOSTS). Any other is a DNS-rebinding page or a misrouted
// request: answered 421 before anything, so a forged Host can never match its own Origin. Pure,
// with no imports but httpRules, so the Node server runs it from source as the app bundles it.
import { CACHE_CONTROL, plainText } from './httpRules.ts'

/** A host name (lowercase, no trailing dot) and its port, or null for any port. */
export type AllowedHost = { hostname: string; port: string | null }

const ENTRY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)(?::(\d{1,5}))?$/
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }
// A load balancer asks these by the instance's address, and they show nothing of anyone.
const ANY_HOST_PATHS = new Set(['/healthz', '/readyz'])

const bare = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '')

/** One `host[:port]` entry, normalised as a URL would; null if it is not one. */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = ENTRY.exec(entry)
  if (!match || !URL.canParse(`http://${match[1]}/`)) return null
  const port = match[2] === undefined ? null : String(Number(match[2]))
  if (port !== null && (Number(port) < 1 || Number(port) > 65_535)) return null
  return { hostname: bare(new URL(`http://${match[1]}/`).hostname), port }
}

/**
 * The hosts PUBLIC_URL names: its own, and, for a site tried on this machine, every loopback name
 * on any port (a visitor may type 127.0.0.1 for localhost; no other site's name gets in).
 */
export function publicUrlHosts(publicUrl: string): AllowedHost[] {
  const url = new URL(publicUrl)
  const hostname = bare(url.hostname)
  if (LOOPBACK.includes(hostname)) return LOOPBACK.map((name) => ({ hostname: name, port: null }))
  return [{ hostname, port: url.port === '' ? null : url.port }]
}

/** Whether `url` (the request's, made from its Host) names an allowed host; null allows any. */
export function isAllowedHost(url: URL, allowed: readonly AllowedHost[] | null): boolean {
  if (allowed === null) return true
  const hostname = bare(url.hostname)
  const port = url.port === '' ? DEFAULT_PORTS[url.protocol] : url.port
  return allowed.some((host) => host.hostname === hostname && (host.port === null || host.port === port))
}

/** RFC 9110 (15.5.20)'s 421 for a Host this site does not answer to, or null to go on. */
export function misdirected(url: URL, allowed: readonly AllowedHost[] | null): Response | null {
  if (isAllowedHost(url, allowed) || ANY_HOST_PATHS.has(url.pathname)) return null
  return plainText(421, 'Misdirected Request\n', { 'cache-control': CACHE_CONTROL.noStore })
}
