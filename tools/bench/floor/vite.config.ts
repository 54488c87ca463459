// The bench's floor: a bare TanStack Start page built with the plugins and build options the
// site's own vite.config.ts uses, so the two differ by the site's code alone.
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  plugins: [
    tanstackStart({ srcDirectory: 'app', server: { entry: 'server.ts' } }),
    viteReact(),
    vanillaExtractPlugin(),
  ],
})
