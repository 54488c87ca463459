// The report as one self-contained HTML page: inline CSS and SVG, no script, and a content
// security policy that forbids every request, so opening or printing it fetches nothing.
// Festival names are visitors' text: every stored string goes through escapeHtml.
import { reportColours } from '../styles/report.ts'
import type { Report } from './report.ts'
import { escapeHtml } from '../app/lib/escapeHtml.ts'
import { renderSvgChart } from './svg-chart.ts'
import { describeFormPaths, percent } from './text-report.ts'

const number = new Intl.NumberFormat('en')

const STYLE = `
  :root { color: ${reportColours.ink}; background: ${reportColours.paper}; font: 15px/1.5 system-ui, sans-serif; }
  body { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
  p.meta { color: ${reportColours.muted}; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  svg { width: 100%; height: auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .2rem .5rem; border-bottom: 1px solid ${reportColours.rule}; vertical-align: top; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
  .spellings { color: ${reportColours.muted}; }
  @media print {
    :root { font-size: 11pt; }
    body { margin: 0; max-width: none; }
    svg, rect { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    tr, figure { break-inside: avoid; }
    h2 { break-after: avoid; }
  }
`

function festivalRows(report: Report): string {
  return report.festivals.ranked
    .map((group, index) => {
      const spellings = group.spellings
        .map((spelling) => `${escapeHtml(spelling.spelling)} (${number.format(spelling.count)})`)
        .join(', ')
      return `<tr><td class="number">${index + 1}</td><td>${escapeHtml(group.name)}</td><td class="number">${number.format(group.count)}</td><td class="spellings">${group.spellings.length > 1 ? spellings : ''}</td></tr>`
    })
    .join('\n')
}

/** The sign-ups per edition whose page they were made on, as `--by edition` prints them. */
function editionSection(report: Report): string {
  const { editions, total } = report
  if (!editions) return ''
  const heading = '<h2>Sign-ups per edition (the page the sign-up was made on)</h2>'
  if (!editions.recorded)
    return `${heading}
<p>Unknown: this store does not record the edition; migration 0005 adds it.</p>
`
  const rows = editions.groups
    .map(
      ({ edition, count }) =>
        `<tr><td>${escapeHtml(edition ?? '(none recorded)')}</td><td class="number">${number.format(count)}</td><td class="number">${percent(total === 0 ? 0 : count / total)}</td></tr>`,
    )
    .join('\n')
  return `${heading}
<table>
<thead><tr><th scope="col">Edition</th><th class="number" scope="col">Sign-ups</th><th class="number" scope="col">Share</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
`
}

function dayRows(report: Report): string {
  return report.perDay
    .map(
      ({ day, count }) =>
        `<tr><td>${escapeHtml(day)}</td><td class="number">${number.format(count)}</td></tr>`,
    )
    .join('\n')
}

export function renderHtmlReport(report: Report): string {
  const scope = report.since ? `since ${report.since} (UTC)` : 'all time'
  const festivals =
    report.festivals.ranked.length === 0
      ? '<p>No festival suggested yet.</p>'
      : `<table>
<thead><tr><th class="number" scope="col">#</th><th scope="col">Festival (most common spelling)</th><th class="number" scope="col">Asked by</th><th scope="col">Spellings grouped</th></tr></thead>
<tbody>
${festivalRows(report)}
</tbody>
</table>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Culture Coded sign-ups, ${escapeHtml(scope)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Culture Coded sign-ups</h1>
<p class="meta">${escapeHtml(scope.charAt(0).toUpperCase() + scope.slice(1))}; generated ${escapeHtml(report.generatedAt)}. Days are UTC days.</p>
<dl>
<dt>Sign-ups</dt><dd>${number.format(report.total)}</dd>
<dt>Without JavaScript</dt><dd>${escapeHtml(describeFormPaths(report.formPaths, report.total))}</dd>
<dt>Suggested a festival</dt><dd>${number.format(report.festivals.suggestedBy)} (${percent(report.festivals.share)})</dd>
</dl>
<h2>Sign-ups per day (UTC)</h2>
<figure>
${renderSvgChart(report.perDay)}
</figure>
<h2>Suggested festivals, most asked for first</h2>
${festivals}
${editionSection(report)}<h2>Every day (UTC)</h2>
<table>
<thead><tr><th scope="col">Day</th><th class="number" scope="col">Sign-ups</th></tr></thead>
<tbody>
${dayRows(report)}
</tbody>
</table>
</body>
</html>
`
}
