// Who is asking, for the per-client rate limit. server/fetch-bridge.ts always overwrites
// x-cc-peer-ip with the socket's address, so that header cannot be forged by a visitor.
// X-Forwarded-For can be, so it is read only when the operator says a proxy is trusted.
import { isIP } from 'node:net'
import { PEER_IP_HEADER } from './httpRules.ts'

export { PEER_IP_HEADER }

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/
const IPV6_IN_BRACKETS = /^\[([^\]]+)\](?::\d+)?$/

/** An IP address from a header or a socket (a port, brackets or an IPv4-mapped prefix removed), or null. */
export function clientAddress(text: string | null | undefined): string | null {
  if (!text) return null
  let candidate = text.trim()
  candidate = IPV6_IN_BRACKETS.exec(candidate)?.[1] ?? IPV4_WITH_PORT.exec(candidate)?.[1] ?? candidate
  if (isIP(candidate) === 0) return null
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(candidate)
  return (mapped?.[1] ?? candidate).toLowerCase()
}

/**
 * With trustProxy, the client is the last X-Forwarded-For entry: the one our proxy appended
 * for the connection it accepted. Earlier entries arrive from the visitor and are forgeable
 * (`X-Forwarded-For: 1.2.3.4` would otherwise buy a fresh rate-limit bucket per request).
 */
export function getClientIp(request: Request, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)
    const address = clientAddress(forwarded)
    if (address) return address
  }
  return clientAddress(request.headers.get(PEER_IP_HEADER)) ?? 'unknown'
}

/**
 * The rate-limit key for an address. One IPv6 client usually owns a whole /64, so keying on
 * the full address would give it billions of buckets.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === '' ? [] : tail.split(':')
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
