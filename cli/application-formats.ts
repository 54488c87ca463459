// What `npm run applications` prints and writes. Names, ideas and festivals are applicants' text:
// on a terminal their control and bidirectional characters are shown as � (text-report.ts), in HTML escaped, in CSV defused as the
// sign-ups' export is (export-formats.ts).
import { escapeHtml } from '../app/lib/escapeHtml.ts'
import type { Application, ApplicationReport, ApplicationWithHistory } from '../db/store/store.server.ts'
import { csvCell } from './export-formats.ts'
import { printable as terminalText } from './text-report.ts'

export function applicationLine(application: Application): string {
  const { id, status, eventId, name, email, experience } = application
  return [id, status, eventId, terminalText(name), email, experience].join('\t')
}

const iso = (date: Date | null) => date?.toISOString() ?? '-'

export function showText(application: ApplicationWithHistory): string {
  const lines = [
    `id:              ${application.id}`,
    `event:           ${application.eventId}`,
    `status:          ${application.status}`,
    `name:            ${terminalText(application.name)}`,
    `email:           ${application.email}`,
    `experience:      ${application.experience}`,
    `dream festival:  ${terminalText(application.dreamFestival ?? '-')}`,
    `match a team:    ${application.matchTeam ? 'yes' : 'no'}`,
    `idea:            ${terminalText(application.idea)}`,
    `applied:         ${iso(application.createdAt)}`,
    `confirm by:      ${iso(application.confirmBy)}`,
    `last notified:   ${application.notifiedStatus ?? '-'} ${application.notifiedAt ? iso(application.notifiedAt) : ''}`.trimEnd(),
    'history:',
    ...application.changes.map(
      (change) =>
        `  ${change.at.toISOString()}  ${change.from ?? '(new)'} -> ${change.to}  by ${change.actor}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}

const CSV_HEADER = [
  'name',
  'email',
  'event_id',
  'status',
  'experience',
  'dream_festival',
  'match_team',
  'idea',
]

/** The confirmed builders for the organiser's spreadsheet. */
export function confirmedBuildersCsv(builders: readonly Application[]): string {
  const rows = builders.map((row) => [
    row.name,
    row.email,
    row.eventId,
    row.status,
    row.experience,
    row.dreamFestival ?? '',
    row.matchTeam ? 'yes' : 'no',
    row.idea,
  ])
  return `${[CSV_HEADER.join(','), ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n')}\r\n`
}

/** A printable door list that fetches nothing: name, door pass code and a box to tick. */
export function doorListHtml(
  eventId: string,
  builders: ReadonlyArray<{ application: Application; code: string }>,
  now: Date,
): string {
  const rows = builders
    .map(
      ({ application, code }) =>
        `<tr><td>${escapeHtml(application.name)}</td><td class="code">${escapeHtml(code)}</td><td>${application.status === 'checked_in' ? 'checked in' : '&#9744;'}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Door list: ${escapeHtml(eventId)}</title>
<style>
  body { font: 12pt/1.4 system-ui, sans-serif; margin: 1.5rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #888; }
  td.code { font-family: ui-monospace, monospace; }
  tr { break-inside: avoid; }
</style>
</head>
<body>
<h1>Door list: ${escapeHtml(eventId)}</h1>
<p>${builders.length} confirmed builder${builders.length === 1 ? '' : 's'}, as of ${escapeHtml(now.toISOString())}.</p>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">Door pass</th><th scope="col">At the door</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`
}

/** Show-up rate: of those who confirmed a seat, the share checked in; null before anyone confirmed. */
export function showUpRate(confirmed: number, checkedIn: number): number | null {
  const seated = confirmed + checkedIn
  return seated === 0 ? null : checkedIn / seated
}

export function reportText(report: ApplicationReport, isOver: (eventId: string) => boolean): string {
  const events = [...new Set(report.byStatus.map((row) => row.eventId))]
  const blocks = events.map((eventId) => {
    const count = (status: string) =>
      report.byStatus.find((row) => row.eventId === eventId && row.status === status)?.count ?? 0
    const statuses = report.byStatus
      .filter((row) => row.eventId === eventId)
      .map((row) => `  ${row.status}: ${row.count}`)
    const days = report.byDay
      .filter((row) => row.eventId === eventId)
      .map((row) => `  ${row.day}: ${row.count}`)
    const rate = showUpRate(count('confirmed'), count('checked_in'))
    const showUp = !isOver(eventId)
      ? 'after the event'
      : rate === null
        ? 'nobody confirmed'
        : `${Math.round(rate * 100)} % (${count('checked_in')} of ${count('confirmed') + count('checked_in')} confirmed)`
    return [
      eventId,
      'by status:',
      ...statuses,
      'applications per day (UTC):',
      ...days,
      `show-up rate: ${showUp}`,
    ].join('\n')
  })
  return blocks.length === 0 ? 'No applications with a confirmed address.\n' : `${blocks.join('\n\n')}\n`
}
