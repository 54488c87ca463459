// Static files' security headers on the edge, where the platform serves them without the app, from
// the Node server's own source (staticFileSecurityHeaders). Rules name the static files only, so
// the app's pages never get a static file's policy.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { CACHE_CONTROL } from '../app/http/httpRules.ts'
import { staticFileSecurityHeaders } from '../app/http/securityHeaders.ts'

export type HeaderRule = { path: string; headers: Record<string, string> }

/** The static files at the top of the site: what public/ holds, copied as they are. */
export function publicFilePaths(publicDir = fileURLToPath(new URL('../public', import.meta.url))): string[] {
  return readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${entry.name}`)
    .sort()
}

/**
 * One rule for the hashed assets and one for each public file; the edge is always HTTPS.
 * `withCacheControl: false` where Nitro already adds the immutable rule for /assets/.
 */
export function staticHeaderRules(
  publicFiles: readonly string[],
  { withCacheControl = true }: { withCacheControl?: boolean } = {},
): HeaderRule[] {
  const security = staticFileSecurityHeaders({ isHttps: true })
  return [
    {
      path: '/assets/*',
      headers: withCacheControl ? { ...security, 'cache-control': CACHE_CONTROL.immutable } : security,
    },
    ...publicFiles.map((path) => ({ path, headers: security })),
  ]
}

/** A `_headers` file, as Cloudflare and Netlify read it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Vercel Build Output routes that add the headers and go on to the file system. */
export function vercelRoutes(
  rules: readonly HeaderRule[],
): { src: string; headers: Record<string, string>; continue: true }[] {
  return rules.map(({ path, headers }) => ({
    src: `^${escapeRegExp(path).replace('\\*', '(.*)')}$`,
    headers,
    continue: true,
  }))
}

/** Emits `_headers` with the client build (Cloudflare's assets, Netlify's publish folder). */
export function staticHeadersFile({ withCacheControl = true }: { withCacheControl?: boolean } = {}): Plugin {
  return {
    name: 'culture-coded:static-headers-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(staticHeaderRules(publicFilePaths(), { withCacheControl })),
      })
    },
  }
}
