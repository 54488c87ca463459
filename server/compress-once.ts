// A response with a strong ETag is the same bytes every time (the pooled landing page), so its
// compressed form is made once, off the main thread, and kept. Bounded: the oldest goes first.
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Encoding } from './encoding.ts'

const COMPRESSED_CACHE_LIMIT = 256
const compressedByTag = new Map<string, Promise<Buffer>>()
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compressors: Record<Encoding, (buffer: Buffer) => Promise<Buffer>> = {
  br: (buffer) =>
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzip(buffer, { level: 9 }),
}

/** `response`'s body compressed with `encoding`, made on the first call for this tag. */
export function compressedOnce(etag: string, encoding: Encoding, response: Response): Promise<Buffer> {
  const key = `${encoding} ${etag}`
  let compressed = compressedByTag.get(key)
  if (!compressed) {
    compressed = response.arrayBuffer().then((body) => compressors[encoding](Buffer.from(body)))
    compressedByTag.set(key, compressed)
    compressed.catch(() => compressedByTag.delete(key))
    if (compressedByTag.size > COMPRESSED_CACHE_LIMIT)
      compressedByTag.delete(compressedByTag.keys().next().value!)
  } else {
    response.body?.cancel().catch(() => {})
  }
  return compressed
}
