// `npm run signups` and `npm run applications` as an operator runs them: Node on the CLI's file
// with the scripts' flags, in a child process that sees only the environment the test gives it
// (no SUPABASE_* from the developer's shell).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CLI_NODE_FLAGS } from '../../tools/lib/built-server.ts'

type Cli = 'signups' | 'applications'
const scriptOf = (cli: Cli) => fileURLToPath(new URL(`../../cli/${cli}.ts`, import.meta.url))

export type SignupsRun = { code: number; stdout: string; stderr: string }

export function runCli(cli: Cli, args: string[], env: Record<string, string>): Promise<SignupsRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...CLI_NODE_FLAGS, scriptOf(cli), ...args],
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
  const command = `${[process.execPath, ...CLI_NODE_FLAGS, scriptOf('signups'), ...args].map(shellQuote).join(' ')} > ${shellQuote(stdoutFile)}`
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
