// The Node-to-Fetch bridge around the app's `fetch`: a web Request from Node's request, and the
// web Response written back, compressed when the client accepts it. Writing the Response is
// srvx's (sendNodeResponse); making the Request is ours, for the peer address and the body.
import { Readable, pipeline } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FastResponse, sendNodeResponse } from 'srvx/node'
import { encodedEtag, matchesIfNoneMatch, PEER_IP_HEADER } from '../app/http/httpRules.ts'
import { compressedOnce } from './compress-once.ts'
import { COMPRESSIBLE, pickEncoding, type Encoding } from './encoding.ts'
import { logFailure } from './failure-log.ts'
import { clientClosedRequest, isClientGone, type RequestBody } from './request-body.ts'

// A host name or an IP literal, with an optional port (RFC 9110, 7.2). No user info: a Host of
// `u@127.0.0.1` would make a URL with credentials, which no Request may carry.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)(?::\d{1,5})?$/

/**
 * Whether the request's Host header can name this server; HTTP/1.0 may leave it out. The URL
 * parser has the last word: a port over 65535 or an IP literal out of range is refused here,
 * not found out later as a failed request.
 */
export function isValidHost(host: string | undefined): boolean {
  return host === undefined || (HOST.test(host) && URL.canParse(`http://${host}/`))
}

/** The web Request for `req`, with `body` from requestBody() for a request that has one. */
export function toRequest(
  req: IncomingMessage,
  { protocol, peerIp, body }: { protocol: 'http' | 'https'; peerIp: string; body: RequestBody | null },
): Request {
  // The target is appended, not resolved against the host: resolved, a path such as
  // //evil.example/x would name another host, and the CSRF check compares Origin with it.
  const target = req.url ?? '/'
  const url = new URL(`${protocol}://${req.headers.host ?? 'localhost'}${target}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else headers.set(name, value)
  }
  headers.set(PEER_IP_HEADER, peerIp)
  const controller = new AbortController()
  req.on('close', () => {
    if (!req.complete) controller.abort(clientClosedRequest())
  })
  return new Request(url, {
    method: req.method,
    headers,
    body: body?.stream,
    signal: controller.signal,
    // Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit type lacks it.
    ...(body && { duplex: 'half' }),
  } as RequestInit)
}

// A low quality keeps on-the-fly compression cheap; static files are compressed at the highest
// quality ahead of time (server/static-files.ts).
const streamCompressors: Record<Encoding, () => NodeJS.ReadWriteStream> = {
  br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => zlib.createGzip({ level: 6 }),
}

// A render that fails after the headers went out ends its response (srvx destroys it) and is
// logged here, once, unless the visitor hung up.
function loggingFailures(req: IncomingMessage, body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        if (!isClientGone(error)) logFailure(req, error)
        controller.error(error)
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** Writes `response` to `res`; resolves once it is sent, rejects if sending it failed. */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const headers = new Headers(response.headers)
  const type = headers.get('content-type') ?? ''
  const encoding =
    response.body && COMPRESSIBLE.test(type) && !headers.has('content-encoding')
      ? pickEncoding(req.headers['accept-encoding'])
      : null
  if (encoding) {
    headers.set('content-encoding', encoding)
    headers.append('vary', 'Accept-Encoding')
    headers.delete('content-length')
  }
  const etag = headers.get('etag')
  if (encoding && etag) headers.set('etag', encodedEtag(etag, encoding))
  const isRead = req.method === 'GET' || req.method === 'HEAD'
  if (etag && isRead && response.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    await response.body?.cancel().catch(() => {})
    // RFC 9110 (15.4.5): the 200's validators and caching headers, none of its body's.
    for (const name of ['content-type', 'content-length', 'content-encoding']) headers.delete(name)
    return sendNodeResponse(res, new FastResponse(null, { status: 304, headers }))
  }
  const init = { status: response.status, statusText: response.statusText, headers }
  // HEAD is sent the length GET would be, so the compressed body is made (once) for it too.
  if (encoding && etag && !etag.startsWith('W/') && response.status === 200 && isRead) {
    const body = await compressedOnce(etag, encoding, response)
    headers.set('content-length', String(body.length))
    const sent = req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>)
    return sendNodeResponse(res, new FastResponse(sent, init))
  }
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel().catch(() => {})
    return sendNodeResponse(res, new FastResponse(null, init))
  }
  const body = loggingFailures(req, response.body)
  if (!encoding) return sendNodeResponse(res, new FastResponse(body, init))
  const compressed = pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    streamCompressors[encoding](),
    () => {},
  )
  return sendNodeResponse(res, new FastResponse(Readable.toWeb(compressed) as ReadableStream, init))
}
