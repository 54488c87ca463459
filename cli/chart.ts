// The per-day bar chart for a terminal, in plain ASCII so it survives pipes, pastes and e-mail.
import type { DayCount } from './report.ts'

export const CHART_WIDTH = 40

/** The bar's length in characters: scaled to the busiest day, and never 0 for a day with sign-ups. */
export function barLength(count: number, max: number, width = CHART_WIDTH): number {
  if (count <= 0 || max <= 0) return 0
  return Math.max(1, Math.round((count / max) * width))
}

export function renderDayChart(days: readonly DayCount[], width = CHART_WIDTH): string {
  if (days.length === 0) return '(no sign-ups, so no days to chart)\n'
  const max = Math.max(...days.map((day) => day.count))
  const countWidth = String(max).length
  const lines = days.map(({ day, count }) => {
    const bar = '#'.repeat(barLength(count, max, width)).padEnd(width)
    return `${day} |${bar}| ${String(count).padStart(countWidth)}`
  })
  return `${lines.join('\n')}\n`
}
