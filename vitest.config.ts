import { defineConfig } from 'vitest/config'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { availableParallelism } from 'node:os'
import { contentImages } from './build/content-images.ts'
import { PORT_SLICES } from './tests/support/test-ports.ts'

// `unit` needs no build (`npm run test:unit`); `integration` and `workerd` start the production
// and edge builds, open databases and spawn processes (after `npm run build && npm run build:edge`).
// Playwright specs live in tests/e2e and are never collected here.
const WORKERD_TESTS = 'tests/integration/cloudflare-*.test.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [contentImages(), vanillaExtractPlugin()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // One file per core, up to one per slice of the test ports.
    maxWorkers: Math.min(availableParallelism(), PORT_SLICES),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [WORKERD_TESTS],
          globalSetup: ['tests/support/migrated-template.setup.ts'],
          // PGlite's Postgres compiled by Liftoff alone, as the server and the CLI run it (decision
          // 0028): the store's files took 13 % less CPU.
          execArgv: ['--liftoff-only'],
        },
      },
      // Beside another file, `wrangler dev` now and then answered 500 or missed a call: these run alone.
      { extends: true, test: { name: 'workerd', include: [WORKERD_TESTS], maxWorkers: 1 } },
    ],
  },
})
