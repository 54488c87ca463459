// The bench's floor: a bare TanStack Start page built with the plugins and build options the
// site's own vite.config.ts uses, so the two differ by the site's code alone.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { precompress } from '../../../build/precompress.ts'

/**
 * Builds `app/variants/<name>.tsx` in place of the one route (`FLOOR_VARIANT`), so a react-aria part
 * is measured on a bare page; its imports resolve as the route's own do.
 */
function floorVariant(name: string): Plugin {
  const route = join(import.meta.dirname, 'app/routes/index.tsx')
  const source = readFileSync(join(import.meta.dirname, 'app/variants', `${name}.tsx`), 'utf8')
  return {
    name: 'floor-variant',
    enforce: 'pre',
    load: (id) => (id.split('?')[0] === route ? source : undefined),
  }
}

const variant = process.env.FLOOR_VARIANT

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  plugins: [
    ...(variant ? [floorVariant(variant)] : []),
    tanstackStart({ srcDirectory: 'app', server: { entry: 'server.ts' } }),
    viteReact(),
    vanillaExtractPlugin(),
    precompress(),
  ],
})
