import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { contentImages } from './build/content-images.ts'

// Unit and integration tests (the latter start the production build, so `npm test` builds first).
// Playwright specs live in tests/e2e and must never be collected here.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [contentImages(), vanillaExtractPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
