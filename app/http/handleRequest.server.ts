// The app's answer to one request, the same on every host, with security headers and a
// Cache-Control on every answer. The Node and edge entries hand it whether the store takes writes,
// so nothing here imports the sign-up.
import handler from '@tanstack/react-start/server-entry'
import { getConfig } from '../config.server'
import { contentEtag, inlineScriptHashes, isHttpsRequest, securityHeaders } from './securityHeaders'
import { createPageCache, isPoolable, type RenderedPage } from './pageCache'
import { deferEntryScript } from '../boot/deferEntryScript'
import { unknownServerFunction } from './serverFunctions.server'
import { refusedMethod } from './methods'
import { CACHE_CONTROL, matchesIfNoneMatch, SERVER_FN_BASE } from './httpRules'
import { cachedReadiness } from './readiness'
import { movedPage } from './movedPages'
import { misdirected } from './allowedHosts'
import { doubleSlashRedirect } from './doubleSlash'
import { isPrivatePage } from './privatePages'

const pageCache = createPageCache(contentEtag)

function defaultCacheControl(pathname: string, headers: Headers): string | null {
  if (pathname.startsWith(SERVER_FN_BASE)) return CACHE_CONTROL.noStore
  if ((headers.get('content-type') ?? '').startsWith('text/html')) return CACHE_CONTROL.revalidate
  return null
}

/** Whether the app can take writes, for /readyz; asked at most once per `READINESS_CACHE_MS`. */
export type IsReady = () => Promise<boolean>

async function health(pathname: string, isReady: IsReady): Promise<Response | null> {
  if (pathname === '/healthz')
    return Response.json({ status: 'ok' }, { headers: { 'cache-control': CACHE_CONTROL.noStore } })
  if (pathname === '/readyz') {
    const ready = await isReady()
    return Response.json(
      { status: ready ? 'ready' : 'not ready' },
      { status: ready ? 200 : 503, headers: { 'cache-control': CACHE_CONTROL.noStore } },
    )
  }
  return null
}

// HEAD is rendered as GET: TanStack Start renders it with an empty body, which would give HEAD a
// Content-Length of 0 and, pooled, be sent to every GET.
function asGet(request: Request): Request {
  return request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request
}

/**
 * TanStack Start's answer; an HTML page is read whole, so its script can wait for the hero poster
 * (app/boot/deferEntryScript.ts) and its inline scripts can be hashed.
 */
async function render(request: Request): Promise<RenderedPage | Response> {
  const response = await handler.fetch(asGet(request))
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  const html = deferEntryScript(await response.text())
  return {
    status: response.status,
    headers: response.headers,
    body: new Blob([html]),
    scriptHashes: await inlineScriptHashes(html),
  }
}

function pooledPage(request: Request): Promise<RenderedPage | Response> {
  const ifNoneMatch = request.headers.get('if-none-match')
  return pageCache.respond(
    () => render(request),
    ifNoneMatch ? (etag) => matchesIfNoneMatch(ifNoneMatch, etag) : undefined,
  )
}

export function createRequestHandler(isReady: IsReady): (request: Request) => Promise<Response> {
  const isReadyNow = cachedReadiness(isReady)
  return (request) => handleRequest(request, isReadyNow)
}

async function handleRequest(request: Request, isReady: IsReady): Promise<Response> {
  const url = new URL(request.url)
  const { allowedHosts, trustProxy } = getConfig()
  const answer =
    misdirected(url, allowedHosts) ??
    refusedMethod(request.method, url) ??
    (await health(url.pathname, isReady)) ??
    doubleSlashRedirect(url) ??
    movedPage(request.method, url) ??
    (await unknownServerFunction(url)) ??
    (isPoolable(request, url) ? await pooledPage(request) : await render(request))
  const isHttps = isHttpsRequest(request, { trustProxy, url })
  const headers = answerHeaders(answer, url.pathname, isHttps)
  if (answer instanceof Response)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  return new Response(answer.body, { status: answer.status, headers })
}

/**
 * The headers sent with `answer`: the framework's, the security headers and a Cache-Control. A
 * mail page's answers, whatever made them, are one person's: no cache keeps them.
 */
function answerHeaders(answer: RenderedPage | Response, pathname: string, isHttps: boolean): Headers {
  const isPage = !(answer instanceof Response)
  const isPrivate = isPrivatePage(pathname)
  const headers = new Headers(answer.headers)
  const security = securityHeaders({ scriptHashes: isPage ? answer.scriptHashes : [], isHttps, isPrivate })
  for (const [name, value] of Object.entries(security)) headers.set(name, value)
  headers.delete('x-powered-by')
  const cacheControl = isPrivate ? CACHE_CONTROL.private : defaultCacheControl(pathname, headers)
  if (cacheControl && (isPrivate || !headers.has('cache-control'))) headers.set('cache-control', cacheControl)
  if (!isPage) return headers
  // The body was rewritten after rendering; HEAD is sent the same length, without the body.
  headers.set('content-length', String(answer.body.size))
  if (answer.etag) headers.set('etag', answer.etag)
  return headers
}

/** A pooled landing page as `fetch` would send it: its bytes, tag and every header. */
export type PooledPage = { body: Blob; etag: string; headers: Headers }

/**
 * The landing page's pool with the headers `fetch` sends each page, once the pool is full and
 * will not change, so a server may send it as it sends a static file; null while it fills.
 */
export function fullPagePool(isHttps: boolean): PooledPage[] | null {
  return (
    pageCache
      .full()
      ?.map((page) => ({ body: page.body, etag: page.etag!, headers: answerHeaders(page, '/', isHttps) })) ??
    null
  )
}
