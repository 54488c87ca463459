#!/usr/bin/env -S node --liftoff-only
// `npm run signups` (commands in USAGE): data to stdout and messages to stderr, so `> signups.csv`
// captures only the data. Runs under Node's type stripping, hence explicit .ts imports.
import { parseArgs } from 'node:util'
import { ConfigError, getConfig } from '../app/config.server.ts'
import { DataDirInUseError, holdsEmbeddedDatabase, SharedDataDirError } from '../db/store/store.server.ts'
import { forgetOutboxMail } from '../app/mail/transport.server.ts'
import { normaliseEmail } from '../app/signup/schema.ts'
import { parseReportOptions, runExport, runOnSupabase, runReport, type SourceCommand } from './commands.ts'
import { erasedExitCode, erasedMessage, NOTHING_ERASED_EXIT } from './outcome-messages.ts'
import { LiveServerError, openEmbeddedConnection } from './source.ts'
import type { ExportFormat } from './export-formats.ts'
import { parseDays } from './signup-status.ts'
import { purgeEmbedded, resendEmbedded } from './pending.ts'
import { embeddedSource } from './sources.ts'
import { operatorSupabaseFromEnv } from './supabase-env.ts'
import { createSupabaseSource } from './supabase-source.ts'

const USAGE = `Usage:
  npm run signups -- count                        how many people signed up
  npm run signups -- export --format csv|json|mailchimp|buttondown [--all]
                                                  confirmed, not withdrawn sign-ups, oldest first;
                                                  --all: everyone, with status columns (csv, json)
  npm run signups -- report [--since YYYY-MM-DD] [--format json] [--html FILE] [--by edition]
                                                  sign-ups per UTC day, pending/confirmed/withdrawn,
                                                  without JavaScript, festivals ranked;
                                                  --by edition: per edition whose page they were made on
                                                  (always in the --html page)
  npm run signups -- delete EMAIL                 erase one person's sign-up (an erasure request);
                                                  says how many went; exits ${NOTHING_ERASED_EXIT} when none had that address
  npm run signups -- purge-pending --older-than 30d
                                                  remove sign-ups never confirmed, made before then
  npm run signups -- resend-pending               send the confirmation mails that could not go, with
                                                  links to the running server's address (else PUBLIC_URL)

Reads the embedded database in DATA_DIR (default .data). While the server runs, it asks the
server over the socket in that folder; when the server is stopped, it opens the folder itself.
With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set in this shell, works on Supabase instead.
Exits 0 when done, 1 when the store or the running server failed, was busy or did not answer
(one line on stderr, nothing on stdout), 2 for a usage error, ${NOTHING_ERASED_EXIT} when delete erased nothing.
Never put the service-role key in the server's environment or in a file: the server refuses
to start with it.
In CSV, a cell that a spreadsheet would run as a formula (starting with = + - @) is prefixed
with ' ; use --format json for the exact values.`

type Command = SourceCommand
/** A command line that names no command: what to say above the usage ('' for --help). */
type UsageProblem = { problem: string }
const problem = (text: string): UsageProblem => ({ problem: text })

const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'mailchimp', 'buttondown']

// Node's own message ("Option '--format <value>' argument missing"), as a usage error.
function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        since: { type: 'string' },
        html: { type: 'string' },
        all: { type: 'boolean' },
        'older-than': { type: 'string' },
        by: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (code.startsWith('ERR_PARSE_ARGS_')) return problem((error as Error).message)
    throw error
  }
}

function parseCommand(argv: string[]): Command | UsageProblem {
  const options = parseOptions(argv)
  if ('problem' in options) return options
  const { positionals, values } = options
  if (values.help) return problem('')
  const [name, ...rest] = positionals
  if (name === 'delete') {
    if (values.format !== undefined) return problem('delete takes no --format')
    const [email, ...extra] = rest
    // As the sign-up check stores addresses, so the one a person gives in their request matches.
    if (email === undefined || normaliseEmail(email) === '')
      return problem('delete needs the address to erase')
    if (extra.length > 0) return problem(`Unexpected argument: ${extra[0]}`)
    return { name, email: normaliseEmail(email) }
  }
  if (rest.length > 0) return problem(`Unexpected argument: ${rest[0]}`)
  if (values.all && name !== 'export') return problem('--all is for export only')
  if (values['older-than'] !== undefined && name !== 'purge-pending')
    return problem('--older-than is for purge-pending only')
  if (name === 'purge-pending') {
    const olderThanMs = parseDays(values['older-than'] ?? '')
    if (olderThanMs === null) return problem('purge-pending needs --older-than, in days: --older-than 30d')
    return { name, olderThanMs }
  }
  if (name === 'resend-pending') {
    if (values.format !== undefined) return problem('resend-pending takes no --format')
    return { name }
  }
  if (name === 'count') {
    if (values.format !== undefined) return problem('count takes no --format')
    return { name }
  }
  if (name === 'export') {
    const format = EXPORT_FORMATS.find((known) => known === values.format)
    if (!format) return problem('export needs --format csv, json, mailchimp or buttondown')
    const all = values.all === true
    // Those files go straight into a mailing tool: only addresses that may be mailed.
    if (all && (format === 'mailchimp' || format === 'buttondown'))
      return problem(`--all is for csv and json; --format ${format} exports only confirmed sign-ups`)
    return { name, format, all }
  }
  if (name === 'report') {
    return parseReportOptions(values)
  }
  return problem(name === undefined ? 'Missing command' : `Unknown command: ${name}`)
}

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()))
  })
}

async function run(argv: string[]): Promise<number> {
  const command = parseCommand(argv)
  if ('problem' in command) {
    if (command.problem) console.error(`${command.problem}\n`)
    console.error(USAGE)
    return command.problem ? 2 : 0
  }
  const io = { stdout: write, stderr: process.stderr }
  const supabase = operatorSupabaseFromEnv(process.env)
  if (supabase) return runOnSupabase(command, createSupabaseSource(supabase), io)
  const config = getConfig()
  if (!holdsEmbeddedDatabase(config.dataDir)) {
    console.error(
      `No embedded sign-up database in ${config.dataDir}. Run this from the project folder, or set DATA_DIR to the server's data folder.`,
    )
    return 1
  }
  const connection = await openEmbeddedConnection(config.dataDir)
  try {
    if (command.name === 'count') {
      await write(`${await connection.calls.count(null)}\n`)
      return 0
    }
    if (command.name === 'delete') {
      const erased = await connection.calls.erase(command.email)
      // Their mails in the outbox go too, whether or not a row was left to erase.
      await forgetOutboxMail(config.dataDir, command.email)
      console.error(erasedMessage(erased, connection.description))
      return erasedExitCode(erased)
    }
    if (command.name === 'purge-pending')
      return await purgeEmbedded(connection, command.olderThanMs, new Date())
    if (command.name === 'resend-pending') return await resendEmbedded(connection, config.dataDir)
    const source = embeddedSource(connection.calls, connection.description)
    if (command.name === 'report') return await runReport(source, command, io)
    return await runExport(source, command, io)
  } finally {
    await connection.close()
  }
}

// The embedded database writes to its folder even to be read (its lock, its log at start).
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC'])

function failureLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const message = error.message.split('\n')[0] ?? ''
  const code = (error as NodeJS.ErrnoException).code
  return code && UNWRITABLE.has(code)
    ? `${message}. The data folder must be writable, even to read it: copy it somewhere writable and set DATA_DIR to the copy.`
    : message
}

async function main(): Promise<void> {
  // Whatever Postgres creates while this opens the folder is the owner's alone, as the server's is.
  process.umask(0o077)
  try {
    process.exitCode = await run(process.argv.slice(2))
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof LiveServerError ||
      error instanceof DataDirInUseError ||
      error instanceof SharedDataDirError
    ) {
      console.error(error.message)
      process.exitCode = 1
    } else if (error instanceof Error && 'code' in error && error.code === 'EPIPE') {
      // The reader went away (`| head`): nothing left to say.
    } else {
      // One line an operator can act on, never a stack trace.
      console.error(`Could not read the sign-ups: ${failureLine(error)}`)
      process.exitCode = 1
    }
  }
}

if (import.meta.main) await main()
