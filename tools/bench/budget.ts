// One row of the bench's table: a figure, the floor's figure beside it (the bare TanStack Start page
// measured in the same run, tools/bench/floor.ts), its budget, and whether the figure meets it. A
// budget is absolute, the floor's figure plus a margin, or a multiple of the floor's figure; a row
// without a budget is for scale only.
import type { Part } from './tap-parts.ts'

export type BudgetRow = {
  name: string
  value: number
  unit: string
  /** The floor's figure, measured in the same run. */
  floor?: number
  /** The largest (or, for a score, the smallest) value that passes. */
  budget?: number
  /** How the budget was reached, when it is not a plain number: "floor + a margin, at most a cap". */
  rule?: string
  ok: boolean
}

/** What every measurement module gets: the site's server and the floor's, both running. */
export type BenchContext = {
  origin: string
  floorOrigin: string
  floorDistDir: string
  /** The floor page carrying each react-aria part: the plain floor for a Button, else a variant (floor.ts). */
  partFloors: Readonly<Record<Part, string>>
}

export type Measure = (ctx: BenchContext) => Promise<BudgetRow[]>

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

/**
 * At most the floor's figure plus `margin`, and, with `cap`, never over `cap` whatever the floor;
 * `floorName` says which floor in the rule.
 */
export function atMostAboveFloor(
  name: string,
  { value, floor }: { value: number; floor: number },
  unit: string,
  margin: number,
  cap?: number,
  floorName = 'floor',
): BudgetRow {
  const budget = Math.round((cap === undefined ? floor + margin : Math.min(floor + margin, cap)) * 10) / 10
  const withUnit = (n: number) => `${n}${unit ? ` ${unit}` : ''}`
  return {
    name,
    value,
    unit,
    floor,
    budget,
    rule: `${floorName} + ${withUnit(margin)}${cap === undefined ? '' : `, at most ${withUnit(cap)}`}`,
    ok: value <= budget,
  }
}

/** At most `times` the floor's figure: a budget a host's speed moves as it moves the floor. */
export function atMostTimesFloor(
  name: string,
  { value, floor }: { value: number; floor: number },
  unit: string,
  times: number,
): BudgetRow {
  const ratio = floor > 0 ? (value / floor).toFixed(2) : '-'
  return {
    name,
    value,
    unit,
    floor,
    budget: Math.round(floor * times * 10) / 10,
    rule: `${times}x the floor's; now ${ratio}x`,
    ok: value <= floor * times,
  }
}

/** At least the floor's figure (a score no worse than the bare stack's). */
export const atLeastFloor = (
  name: string,
  { value, floor }: { value: number; floor: number },
): BudgetRow => ({
  name,
  value,
  unit: '',
  floor,
  budget: floor,
  rule: "the floor's",
  ok: value >= floor,
})

/** An absolute budget, with the floor's figure printed beside it for scale. */
export const besideFloor = (row: BudgetRow, floor: number): BudgetRow => ({ ...row, floor })

export const forReference = (name: string, value: number, unit: string, floor?: number): BudgetRow => ({
  name,
  value,
  unit,
  ...(floor === undefined ? {} : { floor }),
  ok: true,
})

export function budgetTable(rows: readonly BudgetRow[]): string {
  const withUnit = (n: number, unit: string) => `${n}${unit ? ` ${unit}` : ''}`
  const cells = rows.map((row) => [
    row.name,
    withUnit(row.value, row.unit),
    row.floor === undefined ? '-' : withUnit(row.floor, row.unit),
    row.budget === undefined
      ? '-'
      : row.rule
        ? `${withUnit(row.budget, row.unit)} (${row.rule})`
        : withUnit(row.budget, row.unit),
    row.budget === undefined ? 'reference' : row.ok ? 'ok' : 'MISSED',
  ])
  const header = ['figure', 'value', 'floor', 'budget', 'ok']
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
