// Where TanStack Start serves server functions, and how it reads a request's path to find one.
import { getNormalizedURL } from '@tanstack/react-router/ssr/server'
import { SERVER_FN_BASE } from './httpRules'

/**
 * The path as the framework reads it to find a server function: percent-decoded. Null for one
 * it never looks up: a path starting with // (redirected first, 308: doubleSlash.ts) or one that
 * cannot be decoded (it answers 400).
 */
export function serverFunctionLookupPath(url: URL): string | null {
  if (url.pathname.startsWith('//')) return null
  const isPlain = url.pathname.startsWith(SERVER_FN_BASE) && !url.pathname.includes('%')
  if (isPlain) return url.pathname
  return isDecodable(url.pathname) ? getNormalizedURL(url).url.pathname : null
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}
