// The landing page differs between visitors only by the highlights' shuffle, so rendered pages are
// pooled and reused (docs/decisions/0006-page-pool-with-hashed-inline-scripts.md). The pool is bounded
// in bytes, not pages, so a heavier page cannot push a small server out of memory.
export const PAGE_POOL_BYTES = 1024 * 1024

/** A rendered HTML page, held as bytes so it can be hashed, pooled and sent again. */
export interface RenderedPage {
  status: number
  headers: Headers
  /** The HTML in UTF-8, encoded once: a pooled page is sent many times, each without a copy. */
  body: Blob
  /** `sha256-…` of each inline script, for the Content-Security-Policy. */
  scriptHashes: string[]
  /** Set on pooled pages only: a tag derived from the body. */
  etag?: string
}

export interface PageCache {
  /**
   * A page from the pool, or `render`'s answer while the pool fills. Errors are never pooled.
   * A pooled page whose tag `isHeld` accepts comes first: the visitor already holds that
   * shuffle, and a 304 for it is as good as any other shuffle.
   */
  respond(
    render: () => Promise<RenderedPage | Response>,
    isHeld?: (etag: string) => boolean,
  ): Promise<RenderedPage | Response>
  /** Every pooled page once the pool is full, and so will never change; null while it fills. */
  full(): readonly RenderedPage[] | null
}

/**
 * Only the plain landing page is pooled: a query (the no-JS sign-up outcome) or any other path
 * renders fresh. HEAD is answered from the pool too, so it carries GET's ETag and length.
 */
export function isPoolable(request: Request, url = new URL(request.url)): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && url.pathname === '/' && url.search === ''
}

/** Full once it holds `poolBytes` of HTML (UTF-8), or one page if that page alone is larger. */
export function createPageCache(
  tag: (body: Blob) => Promise<string>,
  poolBytes = PAGE_POOL_BYTES,
  random = Math.random,
): PageCache {
  const pool: RenderedPage[] = []
  let pooledBytes = 0
  const isFull = () => pool.length > 0 && pooledBytes >= poolBytes
  return {
    async respond(render, isHeld) {
      const held = isHeld && pool.find((page) => page.etag !== undefined && isHeld(page.etag))
      if (held) return held
      if (isFull()) return pool[Math.floor(random() * pool.length)]!
      const page = await render()
      if (page instanceof Response || page.status !== 200) return page
      const pooled = { ...page, etag: await tag(page.body) }
      // A render that was under way when the pool filled is sent, not kept: a full pool never changes.
      if (isFull()) return pooled
      pool.push(pooled)
      pooledBytes += page.body.size
      return pooled
    },
    full: () => (isFull() ? pool : null),
  }
}
