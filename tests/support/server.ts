// The production server as operators run it (tests/support/node-server.ts starts it), on a free
// loopback port in 4300-4399, with its own DATA_DIR. Integration tests talk to it over HTTP only,
// and stop it with SIGTERM (a deploy) or SIGKILL (a crash).
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { startNodeServer, waitUntilReady } from './node-server'

export { assertBuilt } from './node-server'

/** Ours alone: other engineers and suites use 3000, 3100 and 4173. */
export const TEST_PORTS = { first: 4300, last: 4399 } as const

const STARTUP_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 10_000

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

export type RunningServer = {
  origin: string
  port: number
  dataDir: string
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** What it wrote to stderr alone: failures, never its start and stop lines. */
  errors(): string
  /** SIGTERM, as a deploy stops it; SIGKILL if it has not exited after a grace period. */
  stop(): Promise<Exit>
  /** SIGKILL: the process dies mid-whatever, as in a crash or an OOM kill. */
  crash(): Promise<Exit>
}

const running = new Set<ChildProcess>()
const unexpectedExits: string[] = []
const expectingExit = new WeakSet<ChildProcess>()

// A test that throws before its own clean-up must not leave a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

const handedOut = new Set<number>()

/**
 * A port in 4300-4399 that nothing listens on now and that this process has not handed out.
 * Starting from a random one keeps two test files in parallel workers from racing for the same.
 */
export async function freePort(): Promise<number> {
  const size = TEST_PORTS.last - TEST_PORTS.first + 1
  const offset = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i += 1) {
    const port = TEST_PORTS.first + ((offset + i) % size)
    if (handedOut.has(port)) continue
    if (await isPortFree(port)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`No free port in ${TEST_PORTS.first}-${TEST_PORTS.last}.`)
}

function exitOf(child: ChildProcess): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
}

async function launch(dataDir: string, env: Record<string, string>): Promise<RunningServer | 'port taken'> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = startNodeServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // One loopback client sends everything here; the limiter has its own tests.
    SIGNUP_RATE_LIMIT: '999999/60',
    ...env,
  })
  const { child } = server
  running.add(child)
  const exited = server.exited.then(({ code, signal }): Exit => {
    running.delete(child)
    if (!expectingExit.has(child)) {
      unexpectedExits.push(
        `The server on port ${port} exited by itself (${signal ?? `code ${code}`}), not at the test's request:\n${server.output}`,
      )
    }
    return { code, signal }
  })

  try {
    await waitUntilReady(server, `${origin}/healthz`, STARTUP_TIMEOUT_MS)
  } catch (error) {
    expectingExit.add(child)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
    // Another process took the port between the check and the server's listen.
    if (server.output.includes('EADDRINUSE')) return 'port taken'
    throw error
  }

  async function signal(name: NodeJS.Signals): Promise<Exit> {
    expectingExit.add(child)
    if (child.exitCode === null && child.signalCode === null) child.kill(name)
    return exited
  }

  return {
    origin,
    port,
    dataDir,
    output: () => server.output,
    errors: () => server.stderr,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      try {
        return await signal('SIGTERM')
      } finally {
        clearTimeout(timer)
      }
    },
    crash: () => signal('SIGKILL'),
  }
}

/**
 * Starts the built server on `dataDir` and resolves once /healthz answers. The rate limit is
 * lifted unless `env` sets SIGNUP_RATE_LIMIT.
 */
export async function startServer({
  dataDir,
  env = {},
}: {
  dataDir: string
  env?: Record<string, string>
}): Promise<RunningServer> {
  // Another process can take the port between the check and the server's listen.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const server = await launch(dataDir, env)
    if (server !== 'port taken') return server
  }
  throw new Error('Could not find a free port for the server after 5 tries.')
}

/**
 * For afterEach: kills whatever a failed test left running, and reports any server that died
 * without being asked to, with what it printed, since the test's own error then only says
 * "fetch failed".
 */
export async function killAllServers(): Promise<void> {
  const children = [...running]
  for (const child of children) {
    expectingExit.add(child)
    child.kill('SIGKILL')
  }
  await Promise.all(children.map(exitOf))
  for (const report of unexpectedExits.splice(0)) console.error(report)
}
