import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { contentImages } from './scripts/vite-plugin-content-images.ts'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    // Content images must stay separate, cacheable files; inlining them would bloat the JS.
    assetsInlineLimit: 0,
  },
  plugins: [
    contentImages(),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    vanillaExtractPlugin(),
  ],
})
