// The report as a terminal reads it: plain text on stdout.
import { renderDayChart } from './chart.ts'
import type { EditionGroups, FormPaths, Report } from './report.ts'

export const TERMINAL_FESTIVALS = 25

const number = new Intl.NumberFormat('en')

// Visitors typed these strings: control and bidirectional characters must not reach the terminal,
// where an escape sequence could rewrite what the operator sees.
const UNPRINTABLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, '\uFFFD')
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`
}

function ofTotal(part: number, total: number): string {
  return `${number.format(part)} of ${number.format(total)} (${percent(total === 0 ? 0 : part / total)})`
}

export function describeFormPaths(formPaths: FormPaths, total: number): string {
  if (!formPaths.recorded) {
    return 'unknown (this store does not record how the form was sent; migration 0002 adds form_path)'
  }
  const unknown =
    formPaths.unknown > 0
      ? `; ${number.format(formPaths.unknown)} stored before the form path was recorded`
      : ''
  return `${ofTotal(formPaths.withoutJavaScript, total)}${unknown}`
}

/** `--by edition`: one line per edition, most sign-ups first. */
export function describeEditions(editions: EditionGroups, total: number): string[] {
  if (!editions.recorded)
    return ['By edition: unknown (this store does not record the edition; migration 0005 adds it)']
  return [
    'By edition (the page the sign-up was made on):',
    ...editions.groups.map(
      ({ edition, count }) => `  ${printable(edition ?? '(none recorded)')}: ${ofTotal(count, total)}`,
    ),
  ]
}

export function renderTextReport(report: Report, limit = TERMINAL_FESTIVALS): string {
  const scope = report.since ? `since ${report.since} (UTC)` : 'all time'
  const lines = [
    `Sign-ups, ${scope}: ${number.format(report.total)}`,
    `Confirmed: ${number.format(report.statuses.confirmed)}, pending: ${number.format(report.statuses.pending)}, withdrawn: ${number.format(report.statuses.withdrawn)}`,
    '',
    'Per day (UTC days):',
    renderDayChart(report.perDay).trimEnd(),
    '',
    `Without JavaScript: ${describeFormPaths(report.formPaths, report.total)}`,
    `Suggested a festival: ${ofTotal(report.festivals.suggestedBy, report.total)}`,
  ]
  if (report.editions) lines.push('', ...describeEditions(report.editions, report.total))
  const ranked = report.festivals.ranked
  if (ranked.length > 0) {
    lines.push('', 'Festivals, most asked for first (spellings grouped):')
    const shown = ranked.slice(0, limit)
    const rankWidth = String(shown.length).length
    const nameWidth = Math.min(40, Math.max(...shown.map((group) => group.name.length)))
    const countWidth = number.format(shown[0]?.count ?? 0).length
    for (const [index, group] of shown.entries()) {
      const others = group.spellings.slice(1).map((spelling) => printable(spelling.spelling))
      const also =
        others.length > 0
          ? `  (also: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', ...' : ''})`
          : ''
      lines.push(
        `${String(index + 1).padStart(rankWidth)}. ${printable(group.name).padEnd(nameWidth)}  ${number.format(group.count).padStart(countWidth)}${also}`,
      )
    }
    if (ranked.length > shown.length) {
      lines.push(`... and ${number.format(ranked.length - shown.length)} more: --format json lists them all`)
    }
  }
  return `${lines.join('\n')}\n`
}
