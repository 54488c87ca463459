// The commands of `npm run signups` over either source (sources.ts). cli/signups.ts parses
// the arguments and picks the source; the work is here, the same for both stores.
import { writeFile } from 'node:fs/promises'
import { renderHtmlReport } from './html-report.ts'
import { erasedExitCode, erasedMessage, purgedMessage } from './outcome-messages.ts'
import { resendOnSupabase } from './pending.ts'
import { progress, type ProgressStream } from './progress.ts'
import { buildReport } from './report.ts'
import {
  toButtondownCsv,
  toCsv,
  toJson,
  toMailchimpCsv,
  toStatusCsv,
  toStatusJson,
  type ExportFormat,
} from './export-formats.ts'
import { isMailable } from './signup-status.ts'
import type { SignupSource, StoredSignup } from './sources.ts'
import { SourceError, type SupabaseSource } from './supabase-source.ts'
import { renderTextReport } from './text-report.ts'

export type ReportCommand = {
  name: 'report'
  since: Date | null
  format: 'text' | 'json'
  html: string | null
  /** `--by edition`: also count the sign-ups per edition whose page they were made on. */
  by: 'edition' | null
}

export type SourceCommand =
  | { name: 'count' }
  | ExportCommand
  | ReportCommand
  | { name: 'delete'; email: string }
  | { name: 'purge-pending'; olderThanMs: number }
  | { name: 'resend-pending' }

/** By default only whom an organiser may mail (confirmed, not withdrawn); `all`, everyone with a status. */
export type ExportCommand = { name: 'export'; format: ExportFormat; all: boolean }

export type Io = {
  stdout(text: string): Promise<void>
  stderr: ProgressStream & { write(text: string): unknown }
  now?: () => Date
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** --since takes a calendar day, read as the start of that day in UTC. */
export function parseSince(text: string): Date | null {
  const match = DATE.exec(text)
  if (!match) return null
  const at = new Date(`${text}T00:00:00Z`)
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text ? null : at
}

/** The report's options, or what is wrong with them for the usage message. */
export function parseReportOptions(values: {
  since?: string
  format?: string
  html?: string
  by?: string
}): ReportCommand | { problem: string } {
  const since = values.since === undefined ? null : parseSince(values.since)
  if (since === null && values.since !== undefined) {
    return { problem: `--since takes a UTC day as YYYY-MM-DD (got ${JSON.stringify(values.since)})` }
  }
  const format = values.format ?? 'text'
  if (format !== 'text' && format !== 'json')
    return { problem: 'report takes --format text or --format json' }
  if (values.html === '') return { problem: '--html needs a file name' }
  if (values.by !== undefined && values.by !== 'edition') return { problem: 'report takes --by edition' }
  return { name: 'report', since, format, html: values.html ?? null, by: values.by ?? null }
}

async function readAll(source: SignupSource, io: Io, since: Date | null = null): Promise<StoredSignup[]> {
  const shown = progress(io.stderr)
  const rows: StoredSignup[] = []
  try {
    for await (const page of source.pages({ since })) {
      rows.push(...page)
      shown.update(rows.length)
    }
  } finally {
    shown.done()
  }
  return rows
}

function render({ format, all }: ExportCommand, rows: readonly StoredSignup[]): string {
  if (format === 'mailchimp') return toMailchimpCsv(rows)
  if (format === 'buttondown') return toButtondownCsv(rows)
  if (format === 'csv') return all ? toStatusCsv(rows) : toCsv(rows)
  return all ? toStatusJson(rows) : toJson(rows)
}

export async function runExport(source: SignupSource, command: ExportCommand, io: Io): Promise<number> {
  // Pages come in id order; a stable sort by time keeps id order between equal timestamps.
  const everyone = (await readAll(source, io)).sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
  const rows = command.all ? everyone : everyone.filter(isMailable)
  await io.stdout(render(command, rows))
  const left = everyone.length - rows.length
  io.stderr.write(
    `Exported ${rows.length} sign-up${rows.length === 1 ? '' : 's'} from ${source.description}${command.all ? ', each with its status' : ''}.${left > 0 ? ` Left out ${left} pending or withdrawn (--all exports everyone).` : ''}\n`,
  )
  return 0
}

export async function runReport(source: SignupSource, command: ReportCommand, io: Io): Promise<number> {
  const shown = progress(io.stderr)
  let read = 0
  const report = await buildReport(
    (async function* counted() {
      try {
        for await (const page of source.pages({ since: command.since })) {
          read += page.length
          shown.update(read)
          yield page
        }
      } finally {
        shown.done()
      }
    })(),
    // The HTML page is the whole overview, so it always counts the editions.
    {
      since: command.since,
      now: io.now?.() ?? new Date(),
      byEdition: command.by === 'edition' || command.html !== null,
    },
  )
  if (command.html !== null) {
    // The sign-ups were read: a file that cannot be written is the path's fault, said as such.
    const unwritten = await writeFile(command.html, renderHtmlReport(report)).then(
      () => null,
      (error: Error) => error.message,
    )
    if (unwritten !== null) {
      io.stderr.write(`Could not write the report to ${command.html}: ${unwritten}\n`)
      return 1
    }
    io.stderr.write(`Wrote the report (${report.total} sign-ups) to ${command.html}.\n`)
  }
  if (command.html === null || command.format === 'json') {
    await io.stdout(
      command.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderTextReport(report),
    )
  }
  return 0
}

/** Every command against Supabase; a failure there is reported and exits 1, as the embedded store's do. */
export async function runOnSupabase(command: SourceCommand, source: SupabaseSource, io: Io): Promise<number> {
  try {
    if (command.name === 'count') {
      await io.stdout(`${await source.count()}\n`)
      return 0
    }
    if (command.name === 'export') return await runExport(source, command, io)
    if (command.name === 'report') return await runReport(source, command, io)
    if (command.name === 'purge-pending') {
      const before = new Date(Date.now() - command.olderThanMs)
      const removed = await source.purgePending(before)
      io.stderr.write(`${purgedMessage(removed, before, source.description)}\n`)
      return 0
    }
    if (command.name === 'resend-pending') return await resendOnSupabase(source)
    const erased = await source.delete(command.email)
    io.stderr.write(`${erasedMessage(erased, source.description)}\n`)
    return erasedExitCode(erased)
  } catch (error) {
    if (!(error instanceof SourceError)) throw error
    io.stderr.write(`${error.message}\n`)
    return 1
  }
}
