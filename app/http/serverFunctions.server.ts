// A call to a server function the app does not have is the caller's mistake and answered 404,
// where the framework would answer 500 and log a stack trace (docs/decisions/0004). Which ids
// exist is the framework's own lookup: the manifest its build writes of every `createServerFn`.
import { getServerFnById } from '#tanstack-start-server-fn-resolver'
import { CACHE_CONTROL, SERVER_FN_BASE } from './httpRules'
import { serverFunctionLookupPath } from './serverFunctionPath'

// What the framework's lookup throws for an id its manifest lacks, or one only the server may call.
const NOT_CALLABLE = /^Server function (info not found|not accessible from client)/

/** Whether the framework finds `id` as a server function a browser may call; other failures throw. */
export async function isServerFunction(id: string): Promise<boolean> {
  try {
    await getServerFnById(id, { origin: 'client' })
    return true
  } catch (error) {
    if (error instanceof Error && NOT_CALLABLE.test(error.message)) return false
    throw error
  }
}

/** The id a request calls, as the framework reads the path, or null when it calls none. */
export function calledServerFunctionId(url: URL): string | null {
  const pathname = serverFunctionLookupPath(url)
  if (pathname === null || !pathname.startsWith(SERVER_FN_BASE)) return null
  return pathname.slice(SERVER_FN_BASE.length).split('/')[0] ?? ''
}

/** The 404 for a call to a server function the app does not have, or null for any other request. */
export async function unknownServerFunction(
  url: URL,
  isKnown: (id: string) => Promise<boolean> = isServerFunction,
): Promise<Response | null> {
  const id = calledServerFunctionId(url)
  if (id === null || (id !== '' && (await isKnown(id)))) return null
  return Response.json(
    { error: 'No such server function' },
    { status: 404, headers: { 'cache-control': CACHE_CONTROL.noStore } },
  )
}
