// The landing page is the same for every visitor but for the highlights' shuffle. So rendered
// pages are kept in a pool, each with its own random shuffle, and a response is a random pick from
// it. A pooled page is the same bytes every time it is sent: its inline scripts are allowed by
// hash (not a per-response nonce), and its strong ETag lets the Node server compress it once.
// Content only changes with a new build, so entries never expire.
export const PAGE_POOL_SIZE = 64

/** A rendered HTML page, held as text so it can be hashed, pooled and sent again. */
export interface RenderedPage {
  status: number
  headers: Headers
  body: string
  /** `sha256-…` of each inline script, for the Content-Security-Policy. */
  scriptHashes: string[]
  /** Set on pooled pages only: a tag derived from the body. */
  etag?: string
}

export interface PageCache {
  /** A page from the pool, or `render`'s answer while the pool fills. Errors are never pooled. */
  respond(render: () => Promise<RenderedPage | Response>): Promise<RenderedPage | Response>
}

/** Only the plain landing page is pooled: a query (the no-JS sign-up outcome) or any other path renders fresh. */
export function isPoolable(request: Request, url = new URL(request.url)): boolean {
  return request.method === 'GET' && url.pathname === '/' && url.search === ''
}

export function createPageCache(
  tag: (body: string) => Promise<string>,
  poolSize = PAGE_POOL_SIZE,
  random = Math.random,
): PageCache {
  const pool: RenderedPage[] = []
  return {
    async respond(render) {
      if (pool.length >= poolSize) return pool[Math.floor(random() * pool.length)]!
      const page = await render()
      if (page instanceof Response || page.status !== 200) return page
      const pooled = { ...page, etag: await tag(page.body) }
      pool.push(pooled)
      return pooled
    },
  }
}
