// Once the app's pool of landing pages is full it never changes, so the server sends `/` from
// prepared bytes, as it sends a static file, instead of a web Request and Response a visit
// (docs/decisions/0068-full-page-pool-sent-as-static-files.md). While it fills, the app answers.
import type { IncomingMessage } from 'node:http'
import { matchesIfNoneMatch } from '../app/http/httpRules.ts'
import type { PooledPage } from '../app/http/handleRequest.server.ts'
import { compressedOnce } from './compress-once.ts'
import type { StaticFile } from './static-files.ts'

export type PreparedPage = { file: StaticFile; headers: Record<string, string> }

// sendStatic sets these from the file and the request; every other header is the app's.
const SET_BY_SEND = new Set([
  'content-type',
  'cache-control',
  'etag',
  'content-length',
  'content-encoding',
  'vary',
])

async function prepare({ body, etag, headers }: PooledPage): Promise<PreparedPage> {
  const [bytes, br, gzip] = await Promise.all([
    body.arrayBuffer(),
    compressedOnce(etag, 'br', new Response(body)),
    compressedOnce(etag, 'gzip', new Response(body)),
  ])
  return {
    file: {
      type: headers.get('content-type')!,
      cacheControl: headers.get('cache-control')!,
      etag,
      body: Buffer.from(bytes),
      br,
      gzip,
    },
    headers: Object.fromEntries([...headers].filter(([name]) => !SET_BY_SEND.has(name))),
  }
}

/**
 * For a GET or HEAD of `/`: a pooled page, the one whose tag the visitor holds or else any, as the
 * app's pool picks; undefined until the pool is full and its pages compressed.
 */
export function createPooledPages(
  fullPagePool: (isHttps: boolean) => PooledPage[] | null,
): (req: IncomingMessage, isHttps: boolean) => PreparedPage | undefined {
  const prepared = new Map<boolean, PreparedPage[] | 'preparing'>()
  return (req, isHttps) => {
    const pages = prepared.get(isHttps)
    if (pages === undefined) {
      const pool = fullPagePool(isHttps)
      if (pool) {
        prepared.set(isHttps, 'preparing')
        Promise.all(pool.map(prepare)).then(
          (ready) => prepared.set(isHttps, ready),
          () => prepared.delete(isHttps),
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
