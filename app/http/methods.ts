// Which methods the app answers where. Pages and health endpoints are read-only; the
// server-function base is TanStack Start's to judge. A method HTTP defines but the app does not
// serve is 405 with Allow; one HTTP does not define is 501 (RFC 9110, 15.5.6 and 15.6.2).
import { FORM_POST_PATHS } from '../mail/links'
import { serverFunctionLookupPath } from './serverFunctionPath'
import { CACHE_CONTROL, PAGE_METHODS, plainText, REFUSED_METHOD_TEXT, SERVER_FN_BASE } from './httpRules'

/** The pages a mail links to also take their forms' POST (and RFC 8058's one-click unsubscribe). */
const FORM_PAGE_METHODS = 'GET, HEAD, POST'
const SERVER_FN_METHODS = new Set(['GET', 'POST'])
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH'])

function refusal(status: 405 | 501, allow: string): Response {
  return plainText(status, REFUSED_METHOD_TEXT[status], { allow, 'cache-control': CACHE_CONTROL.noStore })
}

/**
 * The 405 or 501 for a method the app does not serve at `url`, or null to go on. A path redirected
 * or refused before routing (//x: doubleSlash.ts; undecodable: the framework) is left to that.
 */
export function refusedMethod(method: string, url: URL): Response | null {
  if (!HTTP_METHODS.has(method)) return refusal(501, PAGE_METHODS)
  const pathname = serverFunctionLookupPath(url)
  if (pathname === null) return null
  if (pathname.startsWith(SERVER_FN_BASE))
    return SERVER_FN_METHODS.has(method) ? null : refusal(405, [...SERVER_FN_METHODS].join(', '))
  if (method === 'GET' || method === 'HEAD') return null
  if (FORM_POST_PATHS.has(pathname)) return method === 'POST' ? null : refusal(405, FORM_PAGE_METHODS)
  return refusal(405, PAGE_METHODS)
}
