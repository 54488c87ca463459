// The bench's floor: a bare TanStack Start page (tools/bench/floor/: one route, a heading, one
// react-aria Button) built from the project's own dependencies into a temporary folder and served
// by the site's own server module, so every figure of the site has the stack's own beside it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer, type BuiltServer, type PortRange } from '../lib/built-server.ts'

const FLOOR = fileURLToPath(new URL('./floor', import.meta.url))
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url))
const VITE = join(NODE_MODULES, 'vite/bin/vite.js')

export type Floor = BuiltServer & { distDir: string }

/**
 * Builds the floor and serves it; stop() also removes the build. A `variant` (a file of
 * tools/bench/floor/app/variants/) is built in place of its one route.
 */
export async function startFloor(port: number | PortRange, variant?: string): Promise<Floor> {
  const distDir = mkdtempSync(join(tmpdir(), 'cc-floor-'))
  const built = spawnSync(
    process.execPath,
    [VITE, 'build', '--config', join(FLOOR, 'vite.config.ts'), '--outDir', distDir, '--emptyOutDir'],
    // A production build whoever calls (vitest sets NODE_ENV=test), as the site's dist/ is.
    {
      cwd: FLOOR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', FLOOR_VARIANT: variant ?? '' },
    },
  )
  if (built.status !== 0) throw new Error(`the floor page did not build (vite exited ${built.status})`)
  // The server build imports React and the router as packages, as the site's does from dist/.
  symlinkSync(NODE_MODULES, join(distDir, 'node_modules'))
  try {
    const server = await startBuiltServer({
      main: [join(FLOOR, 'serve.ts'), distDir],
      env: { NODE_ENV: 'production' },
      port,
      readyPath: '/',
      timeoutMs: 30_000,
    })
    const stop = server.stop.bind(server)
    return Object.assign(server, {
      distDir,
      async stop(graceMs?: number) {
        try {
          return await stop(graceMs)
        } finally {
          rmSync(distDir, { recursive: true, force: true })
        }
      },
    })
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true })
    throw error
  }
}

if (import.meta.main) {
  const variant = process.argv[2]
  const floor = await startFloor({ first: 4350, last: 4369 }, variant)
  console.log(
    `the floor${variant ? ` (${variant})` : ''}: ${floor.origin}/ (built in ${floor.distDir}); Ctrl-C stops it`,
  )
  process.once('SIGINT', () => void floor.stop().then(() => process.exit(0)))
}
