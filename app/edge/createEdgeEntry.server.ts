// What the edge server entries share (Cloudflare Workers, Vercel and Netlify functions; chosen
// in vite.config.ts). There is no start step there, so the check server/main.ts makes before
// listening happens per request: a configuration Node would refuse answers every request with a
// 503 and one log line naming the variable. The client's address, for the sign-up rate limit,
// comes from the header the platform itself sets; a visitor's copy of our peer header is replaced.
import { ConfigError, getConfig } from '../config.server'
import { handleRequest } from '../handler.server'
import { PEER_IP_HEADER } from '../http/clientIp.server'

export type EdgeEntry = { fetch(request: Request): Promise<Response> }

function misconfigured(error: ConfigError): Response {
  console.error(`[server] cannot serve: ${error.message}`)
  return new Response('Service Unavailable: the server is not configured correctly.\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** `clientIpHeader`: the header the platform sets to the address of the connection it accepted. */
export function createEdgeEntry({ clientIpHeader }: { clientIpHeader: string }): EdgeEntry {
  return {
    async fetch(request) {
      try {
        getConfig()
      } catch (error) {
        if (error instanceof ConfigError) return misconfigured(error)
        throw error
      }
      const headers = new Headers(request.headers)
      headers.set(PEER_IP_HEADER, request.headers.get(clientIpHeader) ?? 'unknown')
      return handleRequest(new Request(request, { headers }))
    },
  }
}
