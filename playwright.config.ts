import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './tools/lib/chromium.ts'
import { SERVER_NODE_FLAGS } from './tools/lib/built-server.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The data folder of the server the tests run against, made afresh for each run. */
export const E2E_DATA_DIR = '.data/e2e'
// Tests reach loopback only: any other host fails to resolve, whatever a page or a test asks for.
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'
// One renderer per context: Chromium otherwise starts about three for each (the blank page's, the
// site's and a spare), some 0.4 of the 2 CPU-s a load of `/` costs here. sections + page specs at
// desktop: 246-267 busy CPU-s with it, 273-325 without (two runs each, alternating).
const ONE_RENDERER_PER_CONTEXT = '--renderer-process-limit=1'
const launchOptions = {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, LOOPBACK_ONLY, ONE_RENDERER_PER_CONTEXT],
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  outputDir: 'test-results/playwright-artifacts',
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Two browsers and the server share two cores in CI: a page's code can take seconds to arrive.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    // A rule that only exists at one width is tagged and runs only there, so nothing is ever skipped.
    // A test that only speaks HTTP (tagged @http) runs once, in its own project: no browser width
    // changes a header. A test whose assertions no width can change (texts, attributes, HTTP answers,
    // mails, form outcomes, state driven by a hash or a key) is tagged @any-width and runs once, at
    // desktop. Anything that reads positions or sizes, scrolls, uses the menu, touch, text size,
    // contrast, axe, lazy loading by nearness or a screenshot stays at both widths.
    {
      name: 'desktop',
      grepInvert: /@mobile-only|@http/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only|@http|@any-width/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    { name: 'http', grep: /@http/ },
  ],
  // Tests run against the production build on the embedded store, in a data folder of their own.
  webServer: {
    command: `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && node ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SIGNUP_RATE_LIMIT: '1000/60',
    },
  },
})
