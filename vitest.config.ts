import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { contentImages } from './build/content-images.ts'

// Two projects: `unit` needs no build and is the inner loop (`npm run test:unit`); `integration`
// starts the production and edge builds, opens real databases and spawns processes
// (`npm run test:integration`, after `npm run build && npm run build:edge`). Playwright specs
// live in tests/e2e and are never collected here.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [contentImages(), vanillaExtractPlugin()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
})
