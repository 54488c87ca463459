// The landing page is the same for every visitor but for two things: the CSP nonce, which must be
// fresh in every response, and the highlights' shuffle. So rendered pages are kept in a pool, each
// rendered with a placeholder nonce and its own random shuffle; a response is a random pick from the
// pool with a new nonce written in. Content only changes with a new build, so entries never expire.
export const NONCE_PLACEHOLDER = 'cc-nonce-placeholder-0000'
export const PAGE_POOL_SIZE = 64

interface CachedPage {
  status: number
  headers: [string, string][]
  body: string
}

export interface PageCache {
  respond(request: Request, render: (request: Request) => Promise<Response>, nonce: string): Promise<Response>
}

/** Only the plain landing page is pooled: a query (the no-JS sign-up outcome) or any other path renders fresh. */
export function isPoolable(request: Request): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  return url.pathname === '/' && url.search === ''
}

export function createPageCache(poolSize = PAGE_POOL_SIZE, random = Math.random): PageCache {
  const pool: CachedPage[] = []
  const toResponse = (page: CachedPage, nonce: string) =>
    new Response(page.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: page.status, headers: page.headers })

  return {
    async respond(request, render, nonce) {
      if (pool.length >= poolSize) return toResponse(pool[Math.floor(random() * pool.length)]!, nonce)
      const response = await render(request)
      const contentType = response.headers.get('content-type') ?? ''
      if (response.status !== 200 || !contentType.startsWith('text/html')) return response
      const page: CachedPage = { status: response.status, headers: [...response.headers], body: await response.text() }
      pool.push(page)
      return toResponse(page, nonce)
    },
  }
}
