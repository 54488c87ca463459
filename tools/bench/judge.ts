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

/** What one Lighthouse run says of a page. */
export type PageRun = {
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number }
  lcpMs: number
  tbtMs: number
  cls: number
  mainThreadWorkMs: number
  scriptEvaluationMs: number
}

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

/** One tap's median against the median of the floor's Button tapped in the same rounds. */
export const judgeTap = (label: string, site: readonly number[], floor: readonly number[]): BudgetRow =>
  atMostAboveFloor(
    label,
    { value: Math.round(median(site)), floor: Math.round(median(floor)) },
    'ms',
    BUDGETS.tapAboveFloorMs,
    BUDGETS.tapMs,
  )

/**
 * The share of `trials` rows, each `runs` taps drawn from `taps` against another `runs` drawn from
 * the same taps, that judgeTap calls missed: the false-alarm rate of one row of an identical page.
 */
export function falseMissShare(taps: readonly number[], runs: number, trials = 20_000, seed = 1): number {
  const random = seededRandom(seed)
  const draw = () => Array.from({ length: runs }, () => taps[Math.floor(random() * taps.length)]!)
  let missed = 0
  for (let trial = 0; trial < trials; trial++) if (!judgeTap('A/A', draw(), draw()).ok) missed++
  return missed / trials
}
