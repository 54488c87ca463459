// The edge builds (`vite build --mode cloudflare|vercel|netlify`): each gets its own output folders,
// its own server entry in app/edge/, and a store that refuses instead of PGlite, which cannot work
// there (docs/decisions/0008-edge-builds-swap-store-and-bundle-vanilla-extract.md).
import { fileURLToPath } from 'node:url'
import type { Plugin, PluginOption } from 'vite'
import { publicFilePaths, staticHeaderRules, staticHeadersFile, vercelRoutes } from './edge-headers.ts'

const EDGE_TARGETS = ['cloudflare', 'vercel', 'netlify'] as const
type EdgeTarget = (typeof EDGE_TARGETS)[number]

/** Where each build puts what gets deployed (checked by tests/integration/edge-builds.test.ts). */
export const EDGE_OUTPUT = {
  // The Cloudflare plugin writes the worker and its generated wrangler.json to <outDir>/server,
  // the static assets to <outDir>/client.
  cloudflare: { outDir: 'dist-cloudflare' },
  // Vercel's Build Output API folder, which `vercel deploy --prebuilt` and Vercel's own builds read.
  vercel: { outDir: '.vercel/output' },
  // TanStack Start's own output in <outDir>/client (the publish folder, netlify.toml) and
  // <outDir>/server; Netlify's plugin writes the function that calls it where Netlify looks.
  netlify: {
    outDir: 'dist-netlify',
    publishDir: 'dist-netlify/client',
    functionsDir: '.netlify/v1/functions',
  },
} as const

export type EdgeBuild = {
  /** The server entry, relative to app/. */
  serverEntry: string
  /** build.outDir, if the build needs one: TanStack Start writes to <outDir>/client and /server. */
  viteOutDir: string | null
  /** Must come before tanstackStart() (the Cloudflare plugin says so). */
  pluginsBefore: PluginOption[]
  pluginsAfter: PluginOption[]
}

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** Resolves imports of one module to another, whoever imports it and however they spell it. */
function swapModule(original: string, replacement: string): Plugin {
  const name = original.slice(original.lastIndexOf('/') + 1).replace(/\.ts$/, '')
  return {
    name: 'culture-coded:swap-module',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes(name)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === original ? replacement : null
    },
  }
}

// vanilla-extract marks its runtime external for SSR, so the dev server shares one copy. A worker
// has no node_modules to load it from at run time (and the Cloudflare plugin refuses externals):
// bundle it like everything else.
function bundleVanillaExtractRuntime(): Plugin {
  return {
    name: 'culture-coded:bundle-vanilla-extract-runtime',
    configEnvironment(name, config) {
      if (name !== 'ssr' || !Array.isArray(config.resolve?.external)) return
      config.resolve.external = config.resolve.external.filter((id) => !id.startsWith('@vanilla-extract/'))
    },
  }
}

const refuseEmbeddedStore = () =>
  swapModule(fromRoot('db/store/pgliteStore.server.ts'), fromRoot('db/store/embeddedStoreRefused.server.ts'))

function isEdgeTarget(mode: string): mode is EdgeTarget {
  return (EDGE_TARGETS as readonly string[]).includes(mode)
}

export async function edgeBuild(mode: string): Promise<EdgeBuild | null> {
  if (!isEdgeTarget(mode)) return null
  if (mode === 'cloudflare') {
    const { cloudflare } = await import('@cloudflare/vite-plugin')
    return {
      serverEntry: 'edge/cloudflare.server.ts',
      viteOutDir: EDGE_OUTPUT.cloudflare.outDir,
      // The worker runs in the SSR environment TanStack Start builds; wrangler.jsonc names the entry.
      pluginsBefore: [cloudflare({ viteEnvironment: { name: 'ssr' } }), refuseEmbeddedStore()],
      pluginsAfter: [bundleVanillaExtractRuntime(), staticHeadersFile()],
    }
  }
  if (mode === 'netlify') {
    // TanStack Start's hosting guide points here; it builds offline, with no Netlify account.
    const { default: netlify } = await import('@netlify/vite-plugin-tanstack-start')
    return {
      serverEntry: 'edge/netlify.server.ts',
      viteOutDir: EDGE_OUTPUT.netlify.outDir,
      pluginsBefore: [refuseEmbeddedStore()],
      pluginsAfter: [netlify(), staticHeadersFile()],
    }
  }
  const { nitro } = await import('nitro/vite')
  // Static files' security headers come from routes in Vercel's build config, put before Nitro's.
  const nitroOptions = {
    preset: 'vercel',
    vercel: {
      config: {
        version: 3 as const,
        routes: vercelRoutes(staticHeaderRules(publicFilePaths(), { withCacheControl: false })),
      },
    },
  }
  return {
    serverEntry: `edge/${mode}.server.ts`,
    // Nitro sends Vite's client output to the platform's static folder and its SSR output to its
    // own build folder (node_modules/.nitro), so build.outDir stays unset.
    viteOutDir: null,
    pluginsBefore: [refuseEmbeddedStore()],
    pluginsAfter: [nitro(nitroOptions)],
  }
}
