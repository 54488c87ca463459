// The production Node server as an operator runs it: `node scripts/serve.mjs` on the build in
// dist/, in a child process of its own, with only the environment the test gives it (nothing from
// the developer's shell, a SUPABASE_URL say, leaks in). The one addition is a preloaded watchdog
// (exit-with-parent.mjs) that stops the server if the test process dies first.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url))
const BUILT_ENTRY = fileURLToPath(new URL('../../dist/server/server.js', import.meta.url))
const EXIT_WITH_PARENT = new URL('./exit-with-parent.mjs', import.meta.url).href

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type NodeServer = {
  child: ChildProcess
  readonly stdout: string
  readonly stderr: string
  /** stdout and stderr together, in the order they arrived. */
  readonly output: string
  exited: Promise<Exit>
}

export function assertBuilt(): void {
  if (!existsSync(BUILT_ENTRY)) {
    throw new Error(
      `${BUILT_ENTRY} is missing. These tests start the production build: run \`npm run build\` first (\`npm test\` builds before it runs vitest).`,
    )
  }
}

export function startNodeServer(env: Record<string, string>): NodeServer {
  assertBuilt()
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, SERVE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', CC_TEST_PARENT_PID: String(process.pid), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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

/** Resolves once `url` answers 200; rejects if the server exits first or takes too long. */
export async function waitUntilReady(server: NodeServer, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const hasExited = () => server.child.exitCode !== null || server.child.signalCode !== null
  while (Date.now() < deadline) {
    if (hasExited())
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

/** Stops a server a test left running, so a failed assertion never leaks a process. */
export async function stopNodeServer(server: NodeServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}
