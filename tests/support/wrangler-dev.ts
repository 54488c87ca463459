// The Cloudflare Workers build (dist-cloudflare/, `npm run build:cloudflare`) run as Cloudflare
// would run it, in workerd, by `wrangler dev`: local mode, offline, no Cloudflare account.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as backOff } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WRANGLER = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url))
export const BUILT_WORKER_CONFIG = fileURLToPath(
  new URL('../../dist-cloudflare/server/wrangler.json', import.meta.url),
)

export type WranglerDev = {
  origin: string
  /** Everything wrangler and the worker printed (the worker's console goes here). */
  readonly output: string
  /** Resolves true once `text` was printed (worker logs reach wrangler's output a moment late). */
  printed(text: string, timeoutMs?: number): Promise<boolean>
  stop(): Promise<void>
}

export async function startWranglerDev({
  port,
  inspectorPort,
  vars,
  stateDir,
}: {
  port: number
  inspectorPort: number
  vars: Record<string, string>
  /** For wrangler's local state and logs, so nothing lands in the project or the home folder. */
  stateDir: string
}): Promise<WranglerDev> {
  if (!existsSync(BUILT_WORKER_CONFIG)) {
    throw new Error(
      'No Cloudflare build in dist-cloudflare/: run `npm run build:cloudflare` first (`npm test` does).',
    )
  }
  const origin = `http://127.0.0.1:${port}`
  const args = [
    WRANGLER,
    'dev',
    '--config',
    BUILT_WORKER_CONFIG,
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ]
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: stateDir,
      WRANGLER_SEND_METRICS: 'false',
      // Tests reach loopback only: no banner's update check on npm, no download of miniflare's
      // `request.cf` data (its stand-in is used instead).
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: stateDir,
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killed = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(killed)
  }

  const deadline = Date.now() + 45_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited before it was ready:\n${output}`)
    const response = await fetch(`${origin}/healthz`).catch(() => null)
    if (response?.status === 200) break
    await response?.body?.cancel()
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev was not ready within 45 s:\n${output}`)
    }
    // Wrangler gives no ready signal of its own that a version bump keeps: each round asks the
    // worker itself, and the pause only spaces out those asks.
    await backOff(200)
  }
  return {
    origin,
    get output() {
      return output
    },
    printed(text, timeoutMs = 5000) {
      // Checked on each chunk wrangler prints, after the listeners above have added it to `output`.
      return new Promise<boolean>((resolve) => {
        const check = () => output.includes(text) && done(true)
        const timeout = setTimeout(() => done(false), timeoutMs)
        function done(found: boolean) {
          clearTimeout(timeout)
          child.stdout?.off('data', check)
          child.stderr?.off('data', check)
          resolve(found)
        }
        child.stdout?.on('data', check)
        child.stderr?.on('data', check)
        check()
      })
    },
    stop,
  }
}
