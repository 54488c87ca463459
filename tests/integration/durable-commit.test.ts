// Spec: a sign-up answered `ok` is on stable storage. PGlite's file layer makes Postgres's own
// fsync calls no-ops, so this watches the real system calls (strace) of a process that signs
// someone up and checks that the WAL was synced after the insert began and before the answer.
import { execFileSync, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { dataDirs } from '../support/embedded-db'
import { readStoredSignups } from '../support/stored-signups'

const CHILD = fileURLToPath(new URL('../support/durable-insert-child.ts', import.meta.url))
const dirs = dataDirs()

afterEach(() => dirs.removeAll())

function requireStrace(): void {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' })
  } catch {
    throw new Error(
      'strace is not installed: this test observes the fsync system calls with it (apt-get install strace).',
    )
  }
}

async function traceSignup(dataDir: string, email: string): Promise<{ stdout: string; trace: string[] }> {
  const traceFile = join(dataDir, '..', 'trace.txt')
  const child = spawn(
    'strace',
    [
      '-f',
      '--seccomp-bpf',
      '-y',
      '-qq',
      '-e',
      'trace=write,fsync,fdatasync',
      '-o',
      traceFile,
      process.execPath,
      CHILD,
      dataDir,
      email,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code, stdout).toBe(0)
  return { stdout, trace: (await readFile(traceFile, 'utf8')).split('\n') }
}

describe('durable sign-ups', () => {
  // initdb, strace's tracing and syncing the whole folder at open and close take a while.
  it(
    'syncs the write-ahead log to disk after the insert and before answering ok',
    { timeout: 90_000 },
    async () => {
      requireStrace()
      const dataDir = await dirs.migrated()
      const { stdout, trace } = await traceSignup(dataDir, 'durable@example.com')
      expect(stdout).toContain('MARK answer ok')

      const insertAt = trace.findIndex((line) => line.includes('"MARK insert'))
      const answerAt = trace.findIndex((line) => line.includes('"MARK answer ok'))
      expect(insertAt).toBeGreaterThanOrEqual(0)
      expect(answerAt).toBeGreaterThan(insertAt)
      const walSyncs = trace
        .slice(insertAt, answerAt)
        .filter((line) => /\b(fsync|fdatasync)\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0/.test(line))
      expect(walSyncs.length).toBeGreaterThan(0)

      expect(await readStoredSignups(dataDir)).toEqual([
        { email: 'durable@example.com', suggestedFestival: null },
      ])
    },
  )
})
