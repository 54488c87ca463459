import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { contentImages } from './build/content-images.ts'
import { teamCards } from './build/team-cards.ts'
import { edgeBuild } from './build/deploy-targets.ts'
import { precompress } from './build/precompress.ts'

// `vite build` is the Node build in dist/ (server/main.ts). `vite build --mode cloudflare`,
// `vercel` or `netlify` is an edge build instead; build/deploy-targets.ts says what changes.
export default defineConfig(async ({ mode }) => {
  const edge = await edgeBuild(mode)
  return {
    server: { port: 3000 },
    resolve: { tsconfigPaths: true },
    build: {
      // Content images must stay separate, cacheable files; inlining them would bloat the JS.
      assetsInlineLimit: 0,
      // One stylesheet: with the sections' code split for deferred hydration, per-chunk CSS means
      // many render-blocking requests (docs/decisions/0019-one-stylesheet.md).
      cssCodeSplit: false,
      ...(edge?.viteOutDir && { outDir: edge.viteOutDir }),
    },
    plugins: [
      contentImages(),
      teamCards(),
      ...(edge?.pluginsBefore ?? []),
      tanstackStart({ srcDirectory: 'app', ...(edge && { server: { entry: edge.serverEntry } }) }),
      viteReact(),
      // Class names follow the mode: short in production. An edge build's mode is its target's name,
      // so it asks for the production names the Node build gets.
      vanillaExtractPlugin(edge ? { identifiers: 'short' } : undefined),
      ...(edge?.pluginsAfter ?? []),
      // The Node server sends the client files compressed; the edge platforms compress themselves.
      ...(edge ? [] : [precompress()]),
    ],
  }
})
