// The files `npm run signups -- export` writes: its own CSV and JSON (with status columns under
// --all), and the CSVs Mailchimp's and Buttondown's importers take, the suggested festival as a tag.
import { signupStatus } from './signup-status.ts'
import type { StoredSignup } from './sources.ts'

export type ExportFormat = 'csv' | 'json' | 'mailchimp' | 'buttondown'

// Formula injection: a visitor controls these strings and an operator opens the file in a
// spreadsheet.
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header.join(','), ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n')}\r\n`
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? ''

/** Both importers split a tags cell at commas: a festival's own commas would make two tags. */
function festivalTag(row: StoredSignup): string {
  return (row.suggested_festival ?? '').replaceAll(',', ' ').replace(/\s+/g, ' ').trim()
}

/** Whom an organiser may mail: the export's default. */
export function toCsv(rows: readonly StoredSignup[]): string {
  return csv(
    ['email', 'suggested_festival', 'created_at'],
    rows.map((row) => [row.email, row.suggested_festival ?? '', row.created_at.toISOString()]),
  )
}

export function toJson(rows: readonly StoredSignup[]): string {
  const records = rows.map((row) => ({
    email: row.email,
    suggested_festival: row.suggested_festival,
    created_at: row.created_at.toISOString(),
  }))
  return `${JSON.stringify(records, null, 2)}\n`
}

/** Every sign-up with where it stands: the export's --all. */
export function toStatusCsv(rows: readonly StoredSignup[]): string {
  return csv(
    ['email', 'suggested_festival', 'created_at', 'status', 'confirmed_at', 'withdrawn_at'],
    rows.map((row) => [
      row.email,
      row.suggested_festival ?? '',
      row.created_at.toISOString(),
      signupStatus(row),
      iso(row.confirmed_at),
      iso(row.withdrawn_at),
    ]),
  )
}

export function toStatusJson(rows: readonly StoredSignup[]): string {
  const records = rows.map((row) => ({
    email: row.email,
    suggested_festival: row.suggested_festival,
    created_at: row.created_at.toISOString(),
    status: signupStatus(row),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
  }))
  return `${JSON.stringify(records, null, 2)}\n`
}

/** Mailchimp's audience import: "Email Address" maps itself; "Tags" is mapped to tags at import. */
export function toMailchimpCsv(rows: readonly StoredSignup[]): string {
  return csv(
    ['Email Address', 'Tags'],
    rows.map((row) => [row.email, festivalTag(row)]),
  )
}

/** Buttondown's subscriber import: an email column and a tags column. */
export function toButtondownCsv(rows: readonly StoredSignup[]): string {
  return csv(
    ['email', 'tags'],
    rows.map((row) => [row.email, festivalTag(row)]),
  )
}
