// The bench's budgets against the floor, as pure functions of the runs, so the judging is
// unit-tested apart from the browsers (tests/unit/bench-budget.test.ts).
import { median } from '../lib/stats.ts'
import { seededRandom } from '../../app/sections/highlights/highlightsState.ts'
import {
  atLeast,
  atLeastFloor,
  atMost,
  atMostAboveFloor,
  besideFloor,
  forReference,
  type BudgetRow,
} from './budget.ts'
import type { Category, LighthouseRun } from './lighthouse-run.ts'

export const BUDGETS = {
  tbtAboveFloorMs: 30,
  initialJsAboveFloorKb: 20,
  lcpMs: 1500,
  cls: 0.01,
  /** Accessibility, Best Practices and SEO. */
  otherCategories: 100,
  tapAboveFloorMs: 30,
  /** Core Web Vitals' "good" INP: no tap may take longer, however slow the floor. */
  tapMs: 200,
} as const

/** What one Lighthouse run says of a page, every category scored. */
export type PageRun = Pick<
  LighthouseRun,
  'lcpMs' | 'tbtMs' | 'cls' | 'mainThreadWorkMs' | 'scriptEvaluationMs' | 'mainCpuMs' | 'benchmarkIndex'
> & { scores: Record<Category, number> }

const medianOf = (runs: readonly PageRun[], read: (run: PageRun) => number | null): number =>
  Math.round(median(runs.map(read).filter((value): value is number => value !== null)))

/** The rows of one page, named by `label`, its runs' medians judged against the floor's. */
export function judgePage(label: string, site: readonly PageRun[], floor: readonly PageRun[]): BudgetRow[] {
  const both = (read: (run: PageRun) => number | null) => ({
    value: medianOf(site, read),
    floor: medianOf(floor, read),
  })
  const cls = (runs: readonly PageRun[]) => Number(median(runs.map((run) => run.cls)).toFixed(3))
  const other = (name: string, category: 'accessibility' | 'best-practices' | 'seo') => {
    const { value, floor: floorValue } = both((run) => run.scores[category])
    return besideFloor(atLeast(`${label}: ${name}`, value, '', BUDGETS.otherCategories), floorValue)
  }
  const lcp = both((run) => run.lcpMs)
  const work = both((run) => run.mainThreadWorkMs)
  const scripts = both((run) => run.scriptEvaluationMs)
  const cpu = both((run) => run.mainCpuMs)
  const host = both((run) => run.benchmarkIndex)
  return [
    atLeastFloor(
      `${label}: Performance`,
      both((run) => run.scores.performance),
    ),
    other('Accessibility', 'accessibility'),
    other('Best Practices', 'best-practices'),
    other('SEO', 'seo'),
    besideFloor(atMost(`${label}: LCP`, lcp.value, 'ms', BUDGETS.lcpMs), lcp.floor),
    atMostAboveFloor(
      `${label}: TBT`,
      both((run) => run.tbtMs),
      'ms',
      BUDGETS.tbtAboveFloorMs,
    ),
    besideFloor(atMost(`${label}: CLS`, cls(site), '', BUDGETS.cls), cls(floor)),
    forReference(`${label}: main-thread work`, work.value, 'ms', work.floor),
    forReference(`${label}: script evaluation`, scripts.value, 'ms', scripts.floor),
    // Wall clock grows with what else holds the cores, CPU time much less (docs/decisions/0072, 0075).
    forReference(`${label}: main-thread CPU`, cpu.value, 'ms', cpu.floor),
    // How fast Lighthouse found the host beside each side's runs (docs/decisions/0075).
    forReference(`${label}: host's Lighthouse benchmarkIndex`, host.value, '', host.floor),
  ]
}

/** Initial JS of a page against the floor's. */
export const judgeInitialJs = (label: string, kb: number, floorKb: number): BudgetRow =>
  atMostAboveFloor(
    `${label}: initial JS, gzipped`,
    { value: kb, floor: floorKb },
    'KB',
    BUDGETS.initialJsAboveFloorKb,
  )

/** One tap's median against the median of the floor's Button tapped in the same run. */
export const judgeTap = (label: string, site: readonly number[], floor: readonly number[]): BudgetRow =>
  atMostAboveFloor(
    label,
    { value: Math.round(median(site)), floor: Math.round(median(floor)) },
    'ms',
    BUDGETS.tapAboveFloorMs,
    BUDGETS.tapMs,
  )

/**
 * Every tap of a run, each judged against all of the run's floor taps: the floor is one Button
 * whatever control it was tapped beside, so its taps together are the floor's own median
 * (docs/decisions/0071-one-floor-per-run-for-taps.md). A reference row prints that median. A tap
 * whose answer can be drawn after its own paint is judged on that time too, by the same rule and
 * named with `answerPrefix` (docs/decisions/0081-taps-judged-until-their-answer-is-drawn.md). The
 * floor's variants, a react-aria part on the bare page, are printed beside the floor for reference
 * and judged by nothing (docs/decisions/0082-the-stacks-own-toast-and-modal-beside-the-floor.md).
 */
export function judgeTaps(
  prefix: string,
  rows: readonly {
    name: string
    site: readonly number[]
    floor: readonly number[]
    answer?: readonly number[]
  }[],
  answerPrefix: string,
  variants: readonly { name: string; taps: readonly number[] }[] = [],
): BudgetRow[] {
  const floor = rows.flatMap((row) => row.floor)
  const floorMs = Math.round(median(floor))
  return [
    forReference(`${prefix}the floor's Button, every round`, floorMs, 'ms'),
    ...variants.map(({ name, taps }) =>
      forReference(`${prefix}${name}, every round`, Math.round(median(taps)), 'ms', floorMs),
    ),
    ...rows.map((row) => judgeTap(`${prefix}${row.name}`, row.site, floor)),
    ...rows.flatMap((row) => (row.answer ? [judgeTap(`${answerPrefix}${row.name}`, row.answer, floor)] : [])),
  ]
}

/**
 * The share of `trials` rows, each `runs` taps drawn from `taps` (plus `aboveFloorMs`) against
 * `floorRuns` others drawn from the same taps, that judgeTap calls missed. Within the budget every
 * miss is a false alarm. The bench's floor is every floor tap of its run: `floorRuns` is runs x rows.
 */
export function falseMissShare(
  taps: readonly number[],
  runs: number,
  { floorRuns = runs, aboveFloorMs = 0, trials = 20_000, seed = 1 } = {},
): number {
  const random = seededRandom(seed)
  const draw = (count: number, add = 0) =>
    Array.from({ length: count }, () => taps[Math.floor(random() * taps.length)]! + add)
  let missed = 0
  for (let trial = 0; trial < trials; trial++)
    if (!judgeTap('A/A', draw(runs, aboveFloorMs), draw(floorRuns)).ok) missed++
  return missed / trials
}
