// The production server as operators run it, started by the one helper (tools/lib/built-server.ts)
// on a free loopback port with its own DATA_DIR. Tests talk to it over HTTP only and stop it with
// SIGTERM (a deploy) or SIGKILL (a crash); a preloaded watchdog stops it if the test process dies.
import type { ChildProcess } from 'node:child_process'
import {
  freePort as freePortIn,
  spawnBuiltServer,
  startBuiltServer,
  type Exit,
  type ServerProcess,
} from '../../tools/lib/built-server.ts'
import { TEST_PORTS } from './test-ports.ts'

export { assertBuilt, waitUntilReady, type Exit, type ServerProcess } from '../../tools/lib/built-server.ts'

const WATCHDOG = new URL('./exit-with-parent.mjs', import.meta.url).href
const watched = (env: Record<string, string>) => ({ CC_TEST_PARENT_PID: String(process.pid), ...env })

export type RunningServer = {
  origin: string
  port: number
  dataDir: string
  child: ChildProcess
  exited: Promise<Exit>
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** What it wrote to stderr alone: failures, never its start and stop lines. */
  errors(): string
  /** SIGTERM, as a deploy stops it; SIGKILL if it has not exited after a grace period. */
  stop(): Promise<StopExit>
  /** SIGKILL: the process dies mid-whatever, as in a crash or an OOM kill. */
  crash(): Promise<StopExit>
}

export type StopExit = Pick<Exit, 'code' | 'signal'>

const running = new Set<ChildProcess>()
const unexpectedExits: string[] = []
const expectingExit = new WeakSet<ChildProcess>()

// A test that throws before its own clean-up must not leave a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export const freePort = () => freePortIn(TEST_PORTS)

function track(server: ServerProcess, port: number | string): void {
  const { child } = server
  running.add(child)
  void server.exited.then(({ code, signal }) => {
    running.delete(child)
    if (!expectingExit.has(child))
      unexpectedExits.push(
        `The server on port ${port} exited by itself (${signal ?? `code ${code}`}), not at the test's request:\n${server.output}`,
      )
  })
}

/** Spawns the server and returns at once: for a server expected to refuse to start. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const server = spawnBuiltServer(watched(env), { preload: [WATCHDOG] })
  expectingExit.add(server.child)
  running.add(server.child)
  void server.exited.then(() => running.delete(server.child))
  return server
}

/**
 * Starts the built server on `dataDir` and resolves once `readyPath` (/healthz) answers. The
 * rate limit is lifted unless `env` sets SIGNUP_RATE_LIMIT.
 */
export async function startServer({
  dataDir,
  env = {},
  readyPath,
}: {
  dataDir: string
  env?: Record<string, string>
  readyPath?: string
}): Promise<RunningServer> {
  const server = await startBuiltServer({
    // One loopback client sends everything here; the limiter has its own tests.
    env: watched({ DATA_DIR: dataDir, SIGNUP_RATE_LIMIT: '999999/60', ...env }),
    port: TEST_PORTS,
    preload: [WATCHDOG],
    readyPath,
    // Opening the embedded database is slow on a busy machine.
    timeoutMs: 90_000,
  })
  track(server, server.port)
  const expected = async (action: () => Promise<Exit>): Promise<StopExit> => {
    expectingExit.add(server.child)
    const { code, signal } = await action()
    return { code, signal }
  }
  return {
    origin: server.origin,
    port: server.port,
    dataDir,
    child: server.child,
    exited: server.exited,
    output: () => server.output,
    errors: () => server.stderr,
    stop: () => expected(() => server.stop()),
    crash: () => expected(() => server.crash()),
  }
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
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  )
  for (const report of unexpectedExits.splice(0)) console.error(report)
}
