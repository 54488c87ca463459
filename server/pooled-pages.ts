// Once the app's pool of landing pages is full it never changes, so the server sends `/` from
// prepared bytes, as it sends a static file, instead of a web Request and Response a visit
// (docs/decisions/0068-full-page-pool-sent-as-static-files.md). While it fills, the app answers.
import type { IncomingMessage } from 'node:http'
import { matchesIfNoneMatch } from '../app/http/httpRules.ts'
import type { PooledPage } from '../app/http/handleRequest.server.ts'
import { compressedOnce } from './compress-once.ts'
import type { StaticFile } from './static-files.ts'

export type PreparedPage = { file: StaticFile; headers: Record<string, string> }

// They describe one body; sendStatic sets them, and the rest of its own, for the body it sends.
const BODY_HEADERS = new Set(['content-length', 'content-encoding'])

/** The page's bytes as a static file, compressed once: HTTP and HTTPS share them. */
async function asStaticFile({ body, etag, headers }: PooledPage): Promise<StaticFile> {
  const [bytes, br, gzip] = await Promise.all([
    body.arrayBuffer(),
    compressedOnce(etag, 'br', new Response(body)),
    compressedOnce(etag, 'gzip', new Response(body)),
  ])
  return {
    type: headers.get('content-type')!,
    cacheControl: headers.get('cache-control')!,
    etag,
    body: Buffer.from(bytes),
    br,
    gzip,
  }
}

/**
 * For a GET or HEAD of `/`: a pooled page, the one whose tag the visitor holds or else any, as the
 * app's pool picks; undefined until the pool is full and its pages compressed.
 */
export function createPooledPages(
  fullPagePool: (isHttps: boolean) => PooledPage[] | null,
): (req: IncomingMessage, isHttps: boolean) => PreparedPage | undefined {
  const files = new Map<string, Promise<StaticFile>>()
  const fileOf = (page: PooledPage) => {
    if (!files.has(page.etag)) files.set(page.etag, asStaticFile(page))
    return files.get(page.etag)!
  }
  const prepared = new Map<boolean, PreparedPage[] | 'preparing'>()
  return (req, isHttps) => {
    const pages = prepared.get(isHttps)
    if (pages === undefined) {
      const pool = fullPagePool(isHttps)
      if (pool) {
        prepared.set(isHttps, 'preparing')
        Promise.all(
          pool.map(async (page) => ({
            file: await fileOf(page),
            headers: Object.fromEntries([...page.headers].filter(([name]) => !BODY_HEADERS.has(name))),
          })),
        ).then(
          (ready) => prepared.set(isHttps, ready),
          (error: unknown) => {
            // The app keeps answering `/`; the next visit tries again.
            console.error('[server] could not prepare the pooled pages:', error)
            files.clear()
            prepared.delete(isHttps)
          },
        )
      }
      return undefined
    }
    if (pages === 'preparing') return undefined
    const ifNoneMatch = req.headers['if-none-match']
    const held = ifNoneMatch && pages.find((page) => matchesIfNoneMatch(ifNoneMatch, page.file.etag))
    return held || pages[Math.floor(Math.random() * pages.length)]
  }
}
