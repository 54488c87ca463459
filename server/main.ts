// `npm run serve` / `npm start`: the production Node server for the built site (after `vite build`).
// Static files from memory, everything else through the app's fetch handler (dist's build of
// app/server.ts), with the server's own limits on slow and numerous clients. Run, it also owns the
// process: on SIGTERM or SIGINT it stops taking connections, lets requests in flight finish, closes
// the store and exits. Imported (tests, the bench's floor), it only gives startServer().
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  CACHE_CONTROL,
  isHttps as isHttpsBy,
  PAGE_METHODS,
  PLAIN_TEXT,
  REFUSED_METHOD_TEXT,
} from '../app/http/httpRules.ts'
import { misdirected } from '../app/http/allowedHosts.ts'
import type nodeEntry from '../app/server.ts'
import { isValidHost, sendResponse, toRequest } from './fetch-bridge.ts'
import { shareConnections } from './connection-share.ts'
import { logFailure } from './failure-log.ts'
import { createPooledPages } from './pooled-pages.ts'
import { isClientGone, requestBody } from './request-body.ts'
import { findStaticFile, loadStaticFiles, sendStatic } from './static-files.ts'

type NodeEntry = typeof nodeEntry

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

// Methods a web Request cannot carry: the app's rule for them is asked directly.
const NOT_FETCHABLE = new Set(['CONNECT', 'TRACE', 'TRACK'])
// Headers must arrive well before the whole request may; both are Node's own checks.
const HEADERS_TIMEOUT_MS = 10_000
// Beyond this many open connections, new ones are refused until some close.
export const MAX_CONNECTIONS = 1024
// Longer than a load balancer's idle timeout, so the balancer closes an idle connection first and
// never sends a request on one this server has just closed.
const KEEP_ALIVE_TIMEOUT_MS = 65_000

function sendPlain(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders): void {
  res.writeHead(status, {
    ...headers,
    'content-type': PLAIN_TEXT,
    'cache-control': CACHE_CONTROL.noStore,
  })
  res.end(text)
}

/**
 * Serves dist/ (or `distDir`, as the bench serves its floor page). Resolves once listening, with
 * `close()`; rejects if the content, configuration or data folder is refused, or the port taken.
 */
export async function startServer({
  port,
  host,
  distDir = DIST_DIR,
}: { port?: number; host?: string; distDir?: string } = {}): Promise<{
  server: http.Server
  close(): Promise<void>
  address: AddressInfo
}> {
  const serverEntry = pathToFileURL(join(distDir, 'server', 'server.js')).href
  const entry = ((await import(serverEntry)) as { default: NodeEntry }).default
  // The configuration is read and checked once, by ready(): a bad variable stops the start at
  // once, not at the first visitor. ready() also opens the store and says where to listen.
  const [files, settings] = await Promise.all([loadStaticFiles(join(distDir, 'client')), entry.ready()])
  const hardening = {
    http: entry.staticFileHeaders({ isHttps: false }),
    https: entry.staticFileHeaders({ isHttps: true }),
  }
  const pooledPage = createPooledPages(entry.fullPagePool)
  const isTls = (req: IncomingMessage) => Boolean((req.socket as TLSSocket).encrypted)
  const isHttps = (req: IncomingMessage) =>
    isHttpsBy({
      isTls: isTls(req),
      forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
      trustProxy: settings.trustProxy,
    })

  let closing = false
  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    { awaitsContinue = false }: { awaitsContinue?: boolean } = {},
  ): Promise<void> => {
    // Once shutting down, each answer closes its connection, so keep-alive clients move on to
    // another instance and the server can finish.
    if (closing) res.shouldKeepAlive = false
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
    const isHttpsReq = isHttps(req)
    const security = isHttpsReq ? hardening.https : hardening.http
    // RFC 9112 (3.2): more than one Host, or a Host that cannot name a server, is a 400.
    const hosts = req.headersDistinct.host ?? []
    if (hosts.length > 1 || !isValidHost(req.headers.host) || !req.url?.startsWith('/')) {
      res.shouldKeepAlive = false
      return sendPlain(res, 400, 'Bad Request', security)
    }
    // The app's rule, asked here too: a static file or a pooled page is sent without the app. A
    // 421 invites the client to try another connection (RFC 9110, 15.5.20), so this one closes.
    const target = `${isTls(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}${req.url}`
    const wrongHost = URL.canParse(target) && misdirected(new URL(target), settings.allowedHosts ?? null)
    if (wrongHost) {
      res.shouldKeepAlive = false
      return sendPlain(res, wrongHost.status, await wrongHost.text(), security)
    }
    // The app's rule, or 405 where it would leave the path to the framework.
    const refusal =
      NOT_FETCHABLE.has(req.method ?? '') &&
      (entry.refusedMethod(req.method ?? '', new URL(`http://localhost${req.url}`)) ??
        new Response(null, { status: 405, headers: { allow: PAGE_METHODS } }))
    if (refusal) {
      res.shouldKeepAlive = false
      return sendPlain(res, refusal.status, REFUSED_METHOD_TEXT[refusal.status === 501 ? 501 : 405], {
        ...security,
        allow: refusal.headers.get('allow') ?? undefined,
      })
    }
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const body = isRead ? null : requestBody(req, res, { awaitsContinue })
    try {
      const file = isRead && findStaticFile(files, req.url)
      if (file) return sendStatic(req, res, file, security)
      const page = isRead && req.url === '/' && pooledPage(req, isHttpsReq)
      if (page) return sendStatic(req, res, page.file, page.headers)
      const protocol = isTls(req) ? 'https' : 'http'
      const request = toRequest(req, { protocol, peerIp: req.socket.remoteAddress ?? 'unknown', body })
      const response = await entry.fetch(request)
      body?.dropUnread()
      await sendResponse(req, res, response)
    } catch (error) {
      body?.dropUnread()
      if (!isClientGone(error)) logFailure(req, error)
      if (!res.headersSent) sendPlain(res, 500, 'Internal Server Error', security)
      else res.destroy()
    }
  }
  const server = http.createServer({
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, settings.requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // How often Node looks for requests over their time; its default lets one overrun by far.
    connectionsCheckingInterval: 1000,
  })
  server.on('request', (req, res) => handle(req, res))
  // Node would answer every `Expect: 100-continue` with 100 Continue by itself, inviting an
  // upload the sign-up then refuses. With this listener the body is asked for only when the app
  // reads it (requestBody).
  server.on('checkContinue', (req, res) => handle(req, res, { awaitsContinue: true }))
  // Node hands CONNECT to this event rather than to 'request', and closes the socket unanswered
  // when nobody listens. No page is a proxy: it gets the 405 every other refused method gets.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const headers = { ...(isHttps(req) ? hardening.https : hardening.http), allow: PAGE_METHODS }
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    socket.end(
      [
        `HTTP/1.1 405 ${REFUSED_METHOD_TEXT[405]}`,
        ...lines,
        'content-length: 0',
        'connection: close',
        '',
        '',
      ].join('\r\n'),
    )
  })
  server.maxConnections = MAX_CONNECTIONS
  shareConnections(server, { maxConnections: MAX_CONNECTIONS, trustProxy: settings.trustProxy })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port ?? settings.port, host ?? settings.host, resolve)
    })
  } catch (error) {
    // Port taken, or not ours to bind: let go of the store before giving up.
    await entry.close()
    throw error
  }

  let closed: Promise<void> | undefined
  /** Stops taking connections, lets the requests in flight finish, then closes the store. */
  function close() {
    closing = true
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    }).then(() => entry.close())
    return closed
  }
  return { server, close, address: server.address() as AddressInfo }
}

// A hung connection must not keep the process alive past a deploy's grace period.
const SHUTDOWN_GRACE_MS = 8_000

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

function shownAddress({ address, port }: AddressInfo): string {
  const host = address === '0.0.0.0' || address === '::' ? 'localhost' : address
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

async function run(): Promise<void> {
  // React and the router pick their production builds from NODE_ENV when first imported (the
  // build's server entry, imported by startServer); without this it renders with development React.
  process.env.NODE_ENV ??= 'production'
  // The data folder holds people's addresses: every file the store (Postgres) creates in it is the
  // owner's alone, as the folder is.
  process.umask(0o077)
  let started: Awaited<ReturnType<typeof startServer>>
  try {
    started = await startServer()
  } catch (error) {
    console.error(`[server] cannot start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  const { close, address } = started
  console.log(`Culture Coded listening on ${shownAddress(address)}`)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`[server] ${signal}: finishing requests in flight, closing the store`)
      setTimeout(() => {
        console.error(
          `[server] requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s; exiting without them`,
        )
        process.exit(1)
      }, SHUTDOWN_GRACE_MS).unref()
      close().then(
        () => {
          console.log('[server] stopped')
          process.exit(0)
        },
        (error: unknown) => {
          console.error(`[server] shutdown failed: ${describe(error)}`)
          process.exit(1)
        },
      )
    })
  }
}

if (import.meta.main) await run()
