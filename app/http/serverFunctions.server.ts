// The app's server functions, by the path TanStack Start serves each at. A call to any other is
// the caller's mistake and answered 404, where the framework would answer 500 and log a stack trace
// (docs/decisions/0004-unknown-server-function-answers-404.md).
import { CACHE_CONTROL, SERVER_FN_BASE } from './httpRules'
import { serverFunctionLookupPath } from './serverFunctionPath'

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

/** Whether a request is a server-function call to none of `knownIds`. */
export function isUnknownServerFunctionCall(url: URL, knownIds: ReadonlySet<string>): boolean {
  const pathname = serverFunctionLookupPath(url)
  return pathname !== null && pathname.startsWith(SERVER_FN_BASE) && !knownIds.has(idOf(pathname))
}

/** The 404 for a call to none of `knownIds`, or null for any other request. */
export function unknownServerFunction(url: URL, knownIds: ReadonlySet<string>): Response | null {
  if (!isUnknownServerFunctionCall(url, knownIds)) return null
  return Response.json(
    { error: 'No such server function' },
    { status: 404, headers: { 'cache-control': CACHE_CONTROL.noStore } },
  )
}
