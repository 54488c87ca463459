// Production Node server for the built site: `npm start` (after `vite build`).
// Static assets are read once into memory with precompressed variants; everything else goes to
// TanStack Start's fetch handler. Kept dependency-free so what serves production is small and readable.
// React and the router pick their production builds from NODE_ENV when first imported; without
// this the server renders with development React, many times slower.
process.env.NODE_ENV ??= 'production'

import http from 'node:http'
import { readFile, readdir } from 'node:fs/promises'
import { join, extname, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = join(root, 'dist', 'client')
const serverEntry = join(root, 'dist', 'server', 'server.js')

const MIME = {
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
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/
// Hashed build output never changes under the same name; everything else must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'
// Our own socket address for the app's rate limiter; any client-sent copy is overwritten.
const PEER_IP_HEADER = 'x-cc-peer-ip'

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

async function loadStaticFiles() {
  const files = new Map()
  for await (const path of walk(clientDir)) {
    const urlPath = '/' + relative(clientDir, path).split(sep).join('/')
    const body = await readFile(path)
    const type = MIME[extname(path)] ?? 'application/octet-stream'
    const file = {
      type,
      body,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag: `"${body.length.toString(16)}-${simpleHash(body)}"`,
    }
    if (COMPRESSIBLE.test(type) && body.length > 512) {
      file.br = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      })
      file.gzip = zlib.gzipSync(body, { level: 9 })
    }
    files.set(urlPath, file)
  }
  return files
}

function simpleHash(buffer) {
  let hash = 2166136261
  for (let i = 0; i < buffer.length; i++) hash = Math.imul(hash ^ buffer[i], 16777619)
  return (hash >>> 0).toString(36)
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

/**
 * One line per failure: the request, the error, and where it was thrown. The path only, never
 * the query or the body, which can carry a visitor's address.
 */
export function describeFailure(method, url, error) {
  const pathname = (url ?? '/').split('?')[0]
  const where =
    error instanceof Error
      ? error.stack
          ?.split('\n')
          .find((line) => /^\s+at /.test(line))
          ?.trim()
      : undefined
  const what = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(
    /\s*\n\s*/g,
    ' ',
  )
  return `[server] ${method} ${pathname} failed: ${what}${where ? ` (${where})` : ''}`
}

function logFailure(req, error) {
  console.error(describeFailure(req.method, req.url, error))
}

// A visitor who hangs up mid-response is not a server failure. (ERR_STREAM_UNABLE_TO_PIPE: the
// response had no one left to go to. Writing a response twice would throw it too, but this
// server writes each response in one place.)
function isClientGone(error) {
  return (
    error?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error?.code === 'ERR_STREAM_UNABLE_TO_PIPE' ||
    error?.name === 'AbortError'
  )
}

// Nor is one who hangs up before the request has arrived: the request's signal and its body end
// with this error (Node's own 'aborted' error becomes its cause). Its 499 (nginx's "client
// closed request") tells TanStack Start it is the client's doing, so the framework does not log
// it either.
function clientClosedRequest(cause) {
  return Object.assign(new Error('The client closed the connection before its request arrived.', { cause }), {
    name: 'AbortError',
    code: 'ECONNRESET',
    status: 499,
  })
}

// As the app decides (isHttpsRequest in app/http/securityHeaders.ts): TLS here, or at a proxy.
function isHttps(req) {
  return Boolean(req.socket.encrypted) || req.headers['x-forwarded-proto'] === 'https'
}

function decodePathname(url = '/') {
  try {
    return decodeURIComponent(url.split('?')[0])
  } catch {
    return null // not a file we serve; the app answers it
  }
}

// Static files carry the same hardening as the app's answers; the app says which
// (staticFileSecurityHeaders in app/http/securityHeaders.ts).
function sendStatic(req, res, file, securityHeaders) {
  const headers = {
    ...securityHeaders,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
  }
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end()
    return
  }
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const body = (encoding && file[encoding]) || file.body
  if (body !== file.body) headers['content-encoding'] = encoding
  headers['content-length'] = body.length
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

// What is left of a body the app did not read is read and dropped for at most this long after
// the answer is out (as nginx's lingering close does); a client still sending then is cut off.
// A limit in bytes instead would cut off clients that are merely slow to stop.
const LINGER_MS = 5000

/**
 * The request's body as a web stream, read from the socket only as the app reads it. The app
 * may stop early on purpose: the sign-up answers 413 past 8 KiB without reading the rest.
 * Readable.toWeb destroyed the socket when the stream was cancelled, so a client still sending
 * a chunked body never got that answer. Here what the app leaves is read and dropped once it
 * has answered (`dropUnread`), so the answer arrives and the connection stays usable; Node's
 * own discarding would have no time limit.
 *
 * A client that waits for `100 Continue` before sending (`awaitsContinue`) gets it when the app
 * first reads the body. An answer given before that (the sign-up's 413 for a declared length
 * over the limit) goes out without it, so the body is never sent; that connection is closed
 * after the answer, since the client may or may not send the body anyway.
 */
function requestBody(req, res, { awaitsContinue = false } = {}) {
  let state = 'idle'
  let detach = () => {}
  const dropRest = () => {
    if (state === 'dropping') return
    if (awaitsContinue && state === 'idle' && !res.headersSent) res.shouldKeepAlive = false
    state = 'dropping'
    // First, so nothing reaches the app's stream after it was cancelled or answered.
    detach()
    req.on('error', () => {})
    if (req.complete) {
      // All of it has arrived: let Node discard what it holds, and read the next request.
      req.resume()
      return
    }
    req.on('data', () => {})
    req.resume()
    const lingerAfterAnswer = () => {
      if (req.complete) return
      const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
      req.once('end', () => clearTimeout(cutOff))
    }
    if (res.writableFinished) lingerAfterAnswer()
    else res.once('finish', lingerAfterAnswer)
  }
  const stream = new ReadableStream(
    {
      pull(controller) {
        if (state === 'idle') {
          state = 'reading'
          if (awaitsContinue && !res.headersSent) res.writeContinue()
          // The stream ends once, by the body's end or by its failure, whichever Node reports
          // first; nothing reaches it after that (a throw here would be in an event listener).
          const settle = (end) => {
            detach()
            end()
          }
          const onData = (chunk) => {
            controller.enqueue(new Uint8Array(chunk))
            req.pause()
          }
          const onEnd = () => settle(() => controller.close())
          const onError = (error) => settle(() => controller.error(clientClosedRequest(error)))
          const onClose = () => {
            if (!req.complete) onError()
          }
          req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose)
          detach = () => req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
        }
        req.resume()
      },
      cancel: dropRest,
    },
    { highWaterMark: 0 },
  )
  return { stream, dropUnread: dropRest }
}

function toRequest(req, peerIp, body) {
  const protocol = req.socket.encrypted ? 'https' : 'http'
  // The target is appended, not resolved against the host: resolved, a path such as
  // //evil.example/x would name another host, and the CSRF check compares Origin with it.
  const target = req.url ?? '/'
  if (!target.startsWith('/'))
    throw Object.assign(new TypeError(`Not a path: ${target}`), { code: 'ERR_INVALID_URL' })
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
    duplex: body ? 'half' : undefined,
    signal: controller.signal,
  })
}

// A Host header no URL can be made from is the client's mistake: a 400, not an error to log.
function toRequestOrNull(req, body) {
  try {
    return toRequest(req, req.socket.remoteAddress ?? 'unknown', body)
  } catch (error) {
    if (error instanceof TypeError && error.code === 'ERR_INVALID_URL') return null
    throw error
  }
}

// A response with a strong ETag is the same bytes every time (the pooled landing page), so its
// compressed form is made once, off the main thread, and kept. Bounded: the oldest goes first.
const COMPRESSED_CACHE_LIMIT = 256
const compressedByTag = new Map()
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compressors = {
  br: (buffer) =>
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzip(buffer, { level: 9 }),
}

async function compressedOnce(etag, encoding, response) {
  const key = `${encoding} ${etag}`
  let compressed = compressedByTag.get(key)
  if (!compressed) {
    compressed = response.arrayBuffer().then((body) => compressors[encoding](Buffer.from(body)))
    compressedByTag.set(key, compressed)
    compressed.catch(() => compressedByTag.delete(key))
    if (compressedByTag.size > COMPRESSED_CACHE_LIMIT)
      compressedByTag.delete(compressedByTag.keys().next().value)
  } else {
    response.body?.cancel().catch(() => {})
  }
  return compressed
}

async function sendResponse(req, res, response) {
  const headers = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie?.() ?? []
  if (cookies.length) headers['set-cookie'] = cookies
  const type = response.headers.get('content-type') ?? ''
  const encoding =
    response.body && COMPRESSIBLE.test(type) && !response.headers.has('content-encoding')
      ? pickEncoding(req.headers['accept-encoding'])
      : null
  if (encoding) {
    headers['content-encoding'] = encoding
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
    delete headers['content-length']
  }
  const etag = response.headers.get('etag')
  if (encoding && etag && !etag.startsWith('W/') && response.status === 200 && req.method === 'GET') {
    const body = await compressedOnce(etag, encoding, response)
    headers['content-length'] = String(body.length)
    res.writeHead(response.status, headers)
    res.end(body)
    return
  }
  res.writeHead(response.status, headers)
  if (!response.body || req.method === 'HEAD') {
    res.end()
    return
  }
  const stages = [Readable.fromWeb(response.body)]
  if (encoding === 'br') {
    // Quality 5 keeps dynamic compression cheap; static assets get quality 11 ahead of time.
    stages.push(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  } else if (encoding === 'gzip') {
    stages.push(zlib.createGzip({ level: 6 }))
  }
  // pipeline, not pipe: a render that fails after the headers went out must end this response,
  // not the process (an unhandled stream error would).
  await pipeline(...stages, res).catch((error) => {
    if (!isClientGone(error)) logFailure(req, error)
  })
}

export async function startServer({ port, host } = {}) {
  const entry = (await import(pathToFileURL(serverEntry).href)).default
  // The configuration is read and checked once, by ready(): a bad variable stops the start at
  // once, not at the first visitor. ready() also opens the store and says where to listen.
  const [files, configured] = await Promise.all([loadStaticFiles(), entry.ready()])
  const staticHeaders = {
    http: entry.staticFileHeaders({ isHttps: false }),
    https: entry.staticFileHeaders({ isHttps: true }),
  }
  let closing = false
  const handle = async (req, res, { awaitsContinue = false } = {}) => {
    // Once shutting down, each answer closes its connection, so keep-alive clients move on to
    // another instance and the server can finish.
    if (closing) res.shouldKeepAlive = false
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const body = isRead ? null : requestBody(req, res, { awaitsContinue })
    try {
      const file = isRead && files.get(decodePathname(req.url))
      if (file) return sendStatic(req, res, file, isHttps(req) ? staticHeaders.https : staticHeaders.http)
      const request = toRequestOrNull(req, body)
      if (!request) {
        res
          .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
          .end('Bad Request')
        return
      }
      const response = await entry.fetch(request)
      body?.dropUnread()
      await sendResponse(req, res, response)
    } catch (error) {
      body?.dropUnread()
      if (!isClientGone(error)) logFailure(req, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    }
  }
  const server = http.createServer(handle)
  // Node would answer every `Expect: 100-continue` with 100 Continue by itself, inviting an
  // upload the sign-up then refuses. With this listener the body is asked for only when the app
  // reads it (requestBody).
  server.on('checkContinue', (req, res) => handle(req, res, { awaitsContinue: true }))
  // Keep-alive shorter than typical load balancer idle timeouts would be wrong; longer is right.
  server.keepAliveTimeout = 65_000
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port ?? configured.port, host ?? configured.host, resolve)
    })
  } catch (error) {
    // Port taken, or not ours to bind: let go of the store before giving up.
    await entry.close()
    throw error
  }

  let closed
  /** Stops taking connections, lets the requests in flight finish, then closes the store. */
  function close() {
    closing = true
    closed ??= new Promise((resolve) => {
      server.close(resolve)
      server.closeIdleConnections()
    }).then(() => entry.close())
    return closed
  }
  return { server, close, address: server.address() }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let started
  try {
    started = await startServer()
  } catch (error) {
    console.error(`[server] cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  const { close, address } = started
  const shownHost = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address
  console.log(
    `Culture Coded listening on http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
  )
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, async () => {
      console.log(`[server] ${signal}: finishing requests in flight, closing the store`)
      // A hung connection must not keep the process alive past a deploy's grace period.
      setTimeout(() => {
        console.error('[server] requests still in flight after 8 s; exiting without them')
        process.exit(1)
      }, 8_000).unref()
      try {
        await close()
      } catch (error) {
        console.error(
          `[server] shutdown failed: ${error instanceof Error ? `${error.name}: ${error.message}` : error}`,
        )
        process.exit(1)
      }
      console.log('[server] stopped')
      process.exit(0)
    })
  }
}
