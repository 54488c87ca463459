// The app's answer to one request, the same on every host: health endpoints for load balancers,
// then TanStack Start's handler, with the security headers every response carries. The Node
// entry (app/server.ts) and the edge entries (app/edge/) differ only around this.
import handler from '@tanstack/react-start/server-entry'
import { getStore } from '../signup/store.server'
import { createNonce, isHttpsRequest, securityHeaders, withNonce } from './securityHeaders'
import { NONCE_PLACEHOLDER, createPageCache, isPoolable } from './pageCache'

const pageCache = createPageCache()

async function health(pathname: string): Promise<Response | null> {
  if (pathname === '/healthz') return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
  if (pathname === '/readyz') {
    const isReady = await getStore()
      .ping()
      .catch(() => false)
    return Response.json({ status: isReady ? 'ready' : 'store unreachable' }, { status: isReady ? 200 : 503, headers: { 'cache-control': 'no-store' } })
  }
  return null
}

export async function handleRequest(request: Request): Promise<Response> {
  const healthResponse = await health(new URL(request.url).pathname)
  if (healthResponse) return healthResponse
  const nonce = createNonce()
  const response = isPoolable(request)
    ? await pageCache.respond(withNonce(request, NONCE_PLACEHOLDER), async (pooled) => handler.fetch(pooled), nonce)
    : await handler.fetch(withNonce(request, nonce))
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(securityHeaders({ nonce, isHttps: isHttpsRequest(request) }))) {
    headers.set(name, value)
  }
  headers.delete('x-powered-by')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
