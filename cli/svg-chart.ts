// The per-day chart as inline SVG for the HTML report: no script, no font or file to fetch, and
// every bar carries its day and count as a tooltip and in the text alternative's table.
import { reportColours } from '../styles/report.ts'
import { escapeHtml } from '../app/lib/escapeHtml.ts'
import type { DayCount } from './report.ts'

export const SVG_WIDTH = 720
export const SVG_HEIGHT = 240
const AXIS = { left: 40, bottom: 28, top: 12, right: 8 }
const MAX_DAY_LABELS = 8

const round = (value: number): string => String(Math.round(value * 100) / 100)

export function renderSvgChart(days: readonly DayCount[]): string {
  const plotWidth = SVG_WIDTH - AXIS.left - AXIS.right
  const plotHeight = SVG_HEIGHT - AXIS.top - AXIS.bottom
  const max = Math.max(1, ...days.map((day) => day.count))
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth
  const gap = slot > 4 ? slot * 0.15 : 0
  const labelEvery = Math.max(1, Math.ceil(days.length / MAX_DAY_LABELS))
  const baseline = AXIS.top + plotHeight
  const parts: string[] = []
  for (const [index, { day, count }] of days.entries()) {
    const height = (count / max) * plotHeight
    const x = AXIS.left + index * slot + gap / 2
    parts.push(
      `<rect x="${round(x)}" y="${round(baseline - height)}" width="${round(slot - gap)}" height="${round(height)}" fill="${reportColours.bar}"><title>${escapeHtml(day)}: ${count}</title></rect>`,
    )
    if (index % labelEvery === 0 || index === days.length - 1) {
      parts.push(
        `<text x="${round(x + (slot - gap) / 2)}" y="${SVG_HEIGHT - 8}" text-anchor="middle">${escapeHtml(day.slice(5))}</text>`,
      )
    }
  }
  const summary = days.length === 0 ? 'No sign-ups to chart.' : `Busiest day: ${max} sign-ups.`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" font-family="sans-serif" font-size="11" fill="${reportColours.muted}">`,
    `<title id="chart-title">Sign-ups per UTC day</title>`,
    `<desc id="chart-desc">${escapeHtml(summary)} The table below lists every day.</desc>`,
    `<line x1="${AXIS.left}" y1="${baseline}" x2="${SVG_WIDTH - AXIS.right}" y2="${baseline}" stroke="${reportColours.rule}"/>`,
    `<text x="${AXIS.left - 6}" y="${AXIS.top + 4}" text-anchor="end">${max}</text>`,
    `<text x="${AXIS.left - 6}" y="${baseline}" text-anchor="end">0</text>`,
    ...parts,
    '</svg>',
  ].join('\n')
}
