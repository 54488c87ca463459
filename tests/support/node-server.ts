// The production Node server as an operator runs it: `node scripts/serve.mjs` on the build in
// dist/, in a child process of its own, with only the environment the test gives it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url))
const BUILT_ENTRY = fileURLToPath(new URL('../../dist/server/server.js', import.meta.url))

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type NodeServer = {
  child: ChildProcess
  readonly stdout: string
  readonly stderr: string
  exited: Promise<Exit>
}

export function startNodeServer(env: Record<string, string>): NodeServer {
  if (!existsSync(BUILT_ENTRY)) throw new Error('No build in dist/: run `npm run build` first (`npm test` does).')
  const child = spawn(process.execPath, [SERVE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
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
  }
}

/** Resolves once `url` answers 200; rejects if the server exits first or takes too long. */
export async function waitUntilReady(server: NodeServer, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let hasExited = false
  void server.exited.then(() => (hasExited = true))
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${server.stderr}`)
    const response = await fetch(url).catch(() => null)
    if (response?.status === 200) return
    await response?.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.stderr}`)
}

/** Stops a server a test left running, so a failed assertion never leaks a process. */
export async function stopNodeServer(server: NodeServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}
