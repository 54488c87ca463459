// The app's server functions, by the path TanStack Start serves each at. A call to any other path
// under the server-function base is the caller's mistake, and is answered 404 here: the framework
// would throw on the unknown id, answer 500 and log a stack trace as if the server had failed.
import { getNormalizedURL } from '@tanstack/react-router/ssr/server'
import { submitSignup } from '../signup/signup.functions'

/** TanStack Start's default base for server-function calls. */
export const SERVER_FN_BASE = '/_serverFn/'

const idOf = (pathname: string) => pathname.slice(SERVER_FN_BASE.length).split('/')[0] ?? ''

/** The ids of the functions named, read from the paths the framework gave them. */
export function serverFunctionIds(functions: readonly { url: string }[]): ReadonlySet<string> {
  return new Set(
    functions.map(({ url }) => {
      // A build with another base (TSS_SERVER_FN_BASE) would make every call look unknown.
      if (!url.startsWith(SERVER_FN_BASE))
        throw new Error(
          `app/http/serverFunctions.server.ts: server function path ${url} is not under ${SERVER_FN_BASE}`,
        )
      return idOf(url)
    }),
  )
}

/**
 * Whether a request is a server-function call to none of `knownIds`. The path is read as the
 * framework reads it: percent-decoded before the id is taken.
 */
export function isUnknownServerFunctionCall(url: URL, knownIds: ReadonlySet<string>): boolean {
  // The framework redirects a path starting with // (308) before it looks for a server function,
  // and answers one that cannot be decoded with 400, whatever either names.
  if (url.pathname.startsWith('//')) return false
  const isPlain = url.pathname.startsWith(SERVER_FN_BASE) && !url.pathname.includes('%')
  if (!isPlain && !isDecodable(url.pathname)) return false
  const pathname = isPlain ? url.pathname : getNormalizedURL(url).url.pathname
  return pathname.startsWith(SERVER_FN_BASE) && !knownIds.has(idOf(pathname))
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}

const appServerFunctionIds = serverFunctionIds([submitSignup])

/** The 404 for a call to a server function the app does not have, or null for any other request. */
export function unknownServerFunction(url: URL): Response | null {
  if (!isUnknownServerFunctionCall(url, appServerFunctionIds)) return null
  return Response.json(
    { error: 'No such server function' },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )
}
