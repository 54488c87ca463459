// Builds tools/bench/reference-page (a production build, as the site's) into a temporary
// folder and serves it to a browser context from there, with no server of its own.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { build } from 'vite'
import react from '@vitejs/plugin-react'

export const REFERENCE_ORIGIN = 'http://reference.test'

export async function buildReferencePage(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'reference-page-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(import.meta.dirname, 'reference-page'),
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

export async function serveReferencePage(context: BrowserContext, outDir: string) {
  await context.route(`${REFERENCE_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url())
    const file = pathname === '/' ? 'index.html' : pathname.slice(1)
    await route.fulfill({
      body: await readFile(path.join(outDir, file)),
      contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html',
    })
  })
}
