// `npm run signups` and `npm run applications` as an operator runs them: Node on the CLI's file
// with the scripts' flags, in a child process that sees only the environment the test gives it
// (no SUPABASE_* from the developer's shell).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('../../cli/signups.ts', import.meta.url))

/**
 * As package.json's `signups` and `applications` scripts give them: PGlite's Postgres compiled
 * once by Liftoff, not again by TurboFan, halves a command's time (docs/decisions/0028).
 */
export const CLI_NODE_FLAGS = ['--liftoff-only']

export type SignupsRun = { code: number; stdout: string; stderr: string }

export function runCli(
  cli: 'signups' | 'applications',
  args: string[],
  env: Record<string, string>,
): Promise<SignupsRun> {
  const script = fileURLToPath(new URL(`../../cli/${cli}.ts`, import.meta.url))
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...CLI_NODE_FLAGS, script, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

export const runSignups = (args: string[], env: Record<string, string>) => runCli('signups', args, env)

const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`

/**
 * The same, with stderr on a terminal: util-linux `script` gives the command a pseudo-terminal,
 * stdout goes to stdoutFile, and `terminal` is what the operator would have seen.
 */
export function runSignupsOnTerminal(
  args: string[],
  env: Record<string, string>,
  stdoutFile: string,
): Promise<{ code: number; terminal: string }> {
  const command = `${[process.execPath, ...CLI_NODE_FLAGS, SCRIPT, ...args].map(shellQuote).join(' ')} > ${shellQuote(stdoutFile)}`
  return new Promise((resolve) => {
    execFile(
      'script',
      ['--quiet', '--return', '--command', command, '/dev/null'],
      { env: { PATH: process.env.PATH ?? '', SHELL: '/bin/sh', ...env }, timeout: 120_000 },
      (error, stdout) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, terminal: stdout })
      },
    )
  })
}
