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
import zlib from 'node:zlib'

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
// Static files carry the same hardening as the app's responses (which add a nonce'd CSP of their own).
const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
}
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

function sendStatic(req, res, file) {
  const headers = {
    ...STATIC_SECURITY_HEADERS,
    ...(req.socket.encrypted ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
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

function toRequest(req, peerIp) {
  const protocol = req.socket.encrypted ? 'https' : 'http'
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else headers.set(name, value)
  }
  headers.set(PEER_IP_HEADER, peerIp)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const controller = new AbortController()
  req.on('close', () => {
    if (!req.complete) controller.abort()
  })
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
    signal: controller.signal,
  })
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
  res.writeHead(response.status, headers)
  if (!response.body || req.method === 'HEAD') {
    res.end()
    return
  }
  let body = Readable.fromWeb(response.body)
  if (encoding === 'br') {
    // Quality 5 keeps dynamic compression cheap; static assets get quality 11 ahead of time.
    body = body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  } else if (encoding === 'gzip') {
    body = body.pipe(zlib.createGzip({ level: 6 }))
  }
  body.pipe(res)
  await new Promise((resolve) => res.on('close', resolve))
}

export async function startServer({ port, host } = {}) {
  const [files, entryModule] = await Promise.all([
    loadStaticFiles(),
    import(pathToFileURL(serverEntry).href),
  ])
  const entry = entryModule.default
  // Configuration errors and an unreachable store stop the start, not the first visitor.
  await entry.ready?.()
  const server = http.createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent((req.url ?? '/').split('?')[0])
      const file = (req.method === 'GET' || req.method === 'HEAD') && files.get(pathname)
      if (file) return sendStatic(req, res, file)
      const response = await entry.fetch(toRequest(req, req.socket.remoteAddress ?? 'unknown'))
      await sendResponse(req, res, response)
    } catch (error) {
      console.error(`[server] ${req.method} ${req.url} failed:`, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    }
  })
  // Keep-alive shorter than typical load balancer idle timeouts would be wrong; longer is right.
  server.keepAliveTimeout = 65_000
  await new Promise((resolve) => server.listen(port, host, resolve))

  let closing = false
  async function close() {
    if (closing) return
    closing = true
    await new Promise((resolve) => {
      server.close(resolve)
      server.closeIdleConnections()
    })
    await entry.close?.()
  }
  return { server, close, address: server.address() }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST ?? '0.0.0.0'
  let started
  try {
    started = await startServer({ port, host })
  } catch (error) {
    console.error(`[server] cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  const { close } = started
  console.log(`Culture Coded listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, async () => {
      console.log(`[server] ${signal}: finishing requests in flight, closing the store`)
      // A hung connection must not keep the process alive past a deploy's grace period.
      setTimeout(() => process.exit(1), 8_000).unref()
      await close()
      process.exit(0)
    })
  }
}
