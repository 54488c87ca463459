// The one way the tests, the load test and the bench start the built Node server: a child process
// with only the environment given, so nothing from the caller's shell (a SUPABASE_URL, say) leaks in.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVE = fileURLToPath(new URL('../../server/main.ts', import.meta.url))
const BUILT_ENTRY = fileURLToPath(new URL('../../dist/server/server.js', import.meta.url))

export const LOOPBACK = '127.0.0.1'

/** As `npm run serve` starts it (docs/decisions/0028-node-server-memory-flags.md). */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=2', '--optimize-for-size']

/**
 * As package.json's `signups` and `applications` scripts run the operator CLI: PGlite's Postgres
 * compiled once by Liftoff, not again by TurboFan, halves a command's time (the same record).
 */
export const CLI_NODE_FLAGS = ['--liftoff-only']

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type ServerProcess = {
  child: ChildProcess
  readonly stdout: string
  readonly stderr: string
  /** stdout and stderr together, in the order they arrived. */
  readonly output: string
  exited: Promise<Exit>
}

export type BuiltServer = ServerProcess & {
  origin: string
  port: number
  /** SIGTERM, as a deploy stops it; SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>
  /** SIGKILL: the process dies mid-whatever, as in a crash or an OOM kill. */
  crash(): Promise<Exit>
}

export function assertBuilt(): void {
  if (!existsSync(BUILT_ENTRY)) {
    throw new Error(
      `${BUILT_ENTRY} is missing. This starts the production build: run \`npm run build\` first (\`npm test\` builds before it runs vitest).`,
    )
  }
}

/**
 * Spawns the server with `env` (plus PATH) and returns at once; `preload` modules are given to
 * node's --import. For a server expected to refuse to start; otherwise use startBuiltServer.
 */
export function spawnBuiltServer(
  env: Record<string, string>,
  { preload = [], main }: { preload?: string[]; main?: string[] } = {},
): ServerProcess {
  if (!main) assertBuilt()
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...preload.flatMap((module) => ['--import', module]), ...(main ?? [SERVE])],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    output += chunk.toString()
  })
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }))
  })
  return {
    child,
    exited,
    get stdout() {
      return stdout
    },
    get stderr() {
      return stderr
    },
    get output() {
      return output
    },
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/** Resolves once `url` answers 200; rejects if the server exits first or takes too long. */
export async function waitUntilReady(server: ServerProcess, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited(server.child))
      throw new Error(
        `the server exited during start (${server.child.exitCode ?? server.child.signalCode}):\n${server.output}`,
      )
    // A poll that hangs must not outlast the deadline.
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => null)
    if (response?.status === 200) return
    await response?.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms:\n${server.output}`)
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve(true)))
  })
}

export type PortRange = { first: number; last: number }

const handedOut = new Set<number>()

/**
 * A port in `range` that nothing listens on now and that this process has not handed out.
 * Starting from a random one keeps two processes from racing for the same.
 */
export async function freePort(range: PortRange): Promise<number> {
  const size = range.last - range.first + 1
  const offset = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i += 1) {
    const port = range.first + ((offset + i) % size)
    if (handedOut.has(port)) continue
    if (await isPortFree(port)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`No free port in ${range.first}-${range.last}.`)
}

export type StartOptions = {
  /** Passed as they are: DATA_DIR, SIGNUP_RATE_LIMIT and so on. PORT and HOST are set here. */
  env?: Record<string, string>
  /** A fixed port, or a range to find a free one in. */
  port?: number | PortRange
  preload?: string[]
  /** Another script (and its arguments) in place of server/main.ts, run with the same flags. */
  main?: string[]
  /** The path polled until it answers 200. */
  readyPath?: string
  timeoutMs?: number
}

function withSignals(server: ServerProcess, origin: string, port: number): BuiltServer {
  const signal = (name: NodeJS.Signals) => {
    if (!hasExited(server.child)) server.child.kill(name)
    return server.exited
  }
  return Object.assign(server, {
    origin,
    port,
    async stop(graceMs = 10_000) {
      const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs)
      try {
        return await signal('SIGTERM')
      } finally {
        clearTimeout(timer)
      }
    },
    crash: () => signal('SIGKILL'),
  })
}

/**
 * Starts the built server on loopback and resolves once `readyPath` answers 200. With a port
 * range, another port is tried if one is taken between the check and the server's listen.
 */
export async function startBuiltServer({
  env = {},
  port = { first: 4300, last: 4399 },
  preload,
  main,
  readyPath = '/healthz',
  timeoutMs = 30_000,
}: StartOptions = {}): Promise<BuiltServer> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const chosen = typeof port === 'number' ? port : await freePort(port)
    const origin = `http://${LOOPBACK}:${chosen}`
    const server = spawnBuiltServer({ ...env, PORT: String(chosen), HOST: LOOPBACK }, { preload, main })
    try {
      await waitUntilReady(server, `${origin}${readyPath}`, timeoutMs)
      return withSignals(server, origin, chosen)
    } catch (error) {
      if (!hasExited(server.child)) server.child.kill('SIGKILL')
      await server.exited
      if (typeof port === 'number' || !server.output.includes('EADDRINUSE')) throw error
    }
  }
  throw new Error('Could not find a free port for the server after 5 tries.')
}
