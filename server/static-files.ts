// The build's static files, read once into memory with the brotli (quality 11) and gzip copies
// the build made of them (build/precompress.ts), and sent with the app's static-file security headers.
import { readFile, readdir } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { CACHE_CONTROL, encodedEtag, matchesIfNoneMatch } from '../app/http/httpRules.ts'
import { COMPRESSIBLE, pickEncoding, type Encoding } from './encoding.ts'

export type StaticFile = {
  type: string
  body: Buffer
  cacheControl: string
  etag: string
} & Partial<Record<Encoding, Buffer>>

export type StaticFiles = Map<string, StaticFile>

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

function simpleHash(buffer: Buffer): string {
  let hash = 2166136261
  for (let i = 0; i < buffer.length; i++) hash = Math.imul(hash ^ buffer[i]!, 16777619)
  return (hash >>> 0).toString(36)
}

const typeOf = (path: string) => MIME[extname(path)] ?? 'application/octet-stream'

/** Whether a file is sent compressed: text of a type that gains from it, over 512 bytes. */
export const isCompressible = (path: string, size: number) => COMPRESSIBLE.test(typeOf(path)) && size > 512

/** How a static file is compressed, by the build (build/precompress.ts) or here for a build without copies. */
// Off the main thread, so the build's files compress side by side on zlib's worker pool.
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
export const compressStatic: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzip(body, { level: 9 }),
}

/** Where the build puts a file's compressed copies: beside it, under its name and these suffixes. */
export const PRECOMPRESSED: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** Every file under `clientDir`, by the URL path it is served at, with its compressed copies. */
export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const files: StaticFiles = new Map()
  const paths = new Set<string>()
  for await (const path of walk(clientDir)) paths.add(path)
  const copyOf = async (path: string, encoding: Encoding, body: Buffer) =>
    paths.has(path + PRECOMPRESSED[encoding])
      ? readFile(path + PRECOMPRESSED[encoding])
      : compressStatic[encoding](body)
  for (const path of paths) {
    const isCopy = Object.values(PRECOMPRESSED).some(
      (suffix) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)),
    )
    if (isCopy) continue
    const urlPath = '/' + relative(clientDir, path).split(sep).join('/')
    const body = await readFile(path)
    const type = typeOf(path)
    const file: StaticFile = {
      type,
      body,
      // Hashed build output never changes under the same name; everything else must revalidate.
      cacheControl: urlPath.startsWith('/assets/') ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate,
      etag: `"${body.length.toString(16)}-${simpleHash(body)}"`,
    }
    // A build without its copies (made by hand, say) is compressed here, as the build would.
    if (isCompressible(path, body.length)) {
      file.br = await copyOf(path, 'br', body)
      file.gzip = await copyOf(path, 'gzip', body)
    }
    files.set(urlPath, file)
  }
  return files
}

/** The file a GET or HEAD of `url` names, or undefined. */
export function findStaticFile(files: StaticFiles, url = '/'): StaticFile | undefined {
  try {
    return files.get(decodeURIComponent(url.split('?')[0] ?? '/'))
  } catch {
    return undefined // not a file we serve; the app answers it
  }
}

export function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  securityHeaders: Record<string, string>,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const encoded = encoding && file[encoding]
  const body = encoded || file.body
  const headers: Record<string, string | number> = {
    ...securityHeaders,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: encoding && encoded ? encodedEtag(file.etag, encoding) : file.etag,
    vary: 'Accept-Encoding',
  }
  if (matchesIfNoneMatch(req.headers['if-none-match'], file.etag)) {
    delete headers['content-type']
    res.writeHead(304, headers).end()
    return
  }
  if (encoding && encoded) headers['content-encoding'] = encoding
  headers['content-length'] = body.length
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}
