// One row of the bench's table: a figure, its budget, and whether the figure meets it. A row
// without a budget is printed for scale only.
export type BudgetRow = { name: string; value: number; unit: string; budget?: number; ok: boolean }

/** What every measurement module exports; main.ts runs them in order. */
export type Measure = (ctx: { origin: string }) => Promise<BudgetRow[]>

export const atMost = (name: string, value: number, unit: string, budget: number): BudgetRow => ({
  name,
  value,
  unit,
  budget,
  ok: value <= budget,
})

export const atLeast = (name: string, value: number, unit: string, budget: number): BudgetRow => ({
  name,
  value,
  unit,
  budget,
  ok: value >= budget,
})

export const forReference = (name: string, value: number, unit: string): BudgetRow => ({
  name,
  value,
  unit,
  ok: true,
})

export function budgetTable(rows: readonly BudgetRow[]): string {
  const cells = rows.map((row) => [
    row.name,
    `${row.value}${row.unit ? ` ${row.unit}` : ''}`,
    row.budget === undefined ? '-' : `${row.budget}${row.unit ? ` ${row.unit}` : ''}`,
    row.budget === undefined ? 'reference' : row.ok ? 'ok' : 'MISSED',
  ])
  const header = ['figure', 'value', 'budget', 'ok']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]!.length)),
  )
  const line = (cell: string[]) =>
    `| ${cell.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n')
}
