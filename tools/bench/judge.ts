// The bench's budgets against the floor, as pure functions of the runs, so the judging is
// unit-tested apart from the browsers (tests/unit/bench-budget.test.ts).
import { median } from '../lib/stats.ts'
import { seededRandom } from '../../app/sections/highlights/highlightsState.ts'
import {
  atLeast,
  atLeastFloor,
  atMost,
  atMostAboveFloor,
  atMostTimesFloor,
  besideFloor,
  forReference,
  type BudgetRow,
} from './budget.ts'
import type { Category, LighthouseRun } from './lighthouse-run.ts'
import { PART_FLOORS, PARTS, type Part } from './tap-parts.ts'

export const BUDGETS = {
  tbtAboveFloorMs: 30,
  /** Lighthouse's main-thread work: a ratio, which a host's speed moves little (docs/decisions/0088). */
  mainThreadWorkTimesFloor: 2,
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
    atMostTimesFloor(`${label}: main-thread work`, work, 'ms', BUDGETS.mainThreadWorkTimesFloor),
    forReference(`${label}: script evaluation`, scripts.value, 'ms', scripts.floor),
    // Wall clock grows with what else holds the cores, CPU time much less (docs/decisions/0075).
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

/**
 * One tap's median against the median of the floor taps of its part in the same run (the plain
 * floor's Button when `part` is not given): at most that floor + 30 ms, never over 200 ms.
 */
export const judgeTap = (
  label: string,
  site: readonly number[],
  floor: readonly number[],
  part: Part = 'button',
): BudgetRow =>
  atMostAboveFloor(
    label,
    { value: Math.round(median(site)), floor: Math.round(median(floor)) },
    'ms',
    BUDGETS.tapAboveFloorMs,
    BUDGETS.tapMs,
    `the ${part} floor`,
  )

/** One measured tap of a run: its part, its taps' INP and, when it opens a part, when that was drawn. */
export type TapRow = {
  name: string
  part: Part
  site: readonly number[]
  answer?: readonly number[]
}

/**
 * Every tap of a run, each judged against every tap of its part's floor in the run (the floor page
 * carrying the same react-aria part, docs/decisions/0088-taps-part-for-part-and-pages-as-a-ratio.md);
 * the rows of one part share one floor, so a row's few floor taps are not a noisy floor of their own.
 * A tap whose answer can be drawn after its own paint is judged on that time too, against the same
 * floor, named with `answerPrefix` (docs/decisions/0081-taps-judged-until-their-answer-is-drawn.md).
 * A reference row prints each part's floor, beside the plain Button's.
 */
export function judgeTaps(
  prefix: string,
  rows: readonly TapRow[],
  floors: Readonly<Partial<Record<Part, readonly number[]>>>,
  answerPrefix: string,
): BudgetRow[] {
  const floorOf = (part: Part) => floors[part] ?? []
  const buttonMs = Math.round(median(floorOf('button')))
  const tapped = PARTS.filter((part) => floorOf(part).length > 0)
  return [
    ...tapped.map((part) =>
      forReference(
        `${prefix}${PART_FLOORS[part].name}, every round`,
        Math.round(median(floorOf(part))),
        'ms',
        part === 'button' ? undefined : buttonMs,
      ),
    ),
    ...rows.map((row) => judgeTap(`${prefix}${row.name}`, row.site, floorOf(row.part), row.part)),
    ...rows.flatMap((row) =>
      row.answer ? [judgeTap(`${answerPrefix}${row.name}`, row.answer, floorOf(row.part), row.part)] : [],
    ),
  ]
}

/** Main-thread task time of one side's loads with JavaScript and without (CDP), ms. */
export type SplitRuns = { on: readonly number[]; off: readonly number[] }

/**
 * What a page's main thread spends on its content (the median load without JavaScript) and what its
 * scripts add (the median with it, less the content's).
 */
export function jsSplit({ on, off }: SplitRuns): { all: number; content: number; scripts: number } {
  const all = Math.round(median(on))
  const content = Math.round(median(off))
  return { all, content, scripts: all - content }
}

/** A page's split beside the floor's, for reference: where a change to the page's work should aim. */
export function judgeSplit(label: string, site: SplitRuns, floor: SplitRuns): BudgetRow[] {
  const page = jsSplit(site)
  const bare = jsSplit(floor)
  return [
    forReference(`${label}: main-thread tasks at 4x CPU, JS on (CDP)`, page.all, 'ms', bare.all),
    forReference(`${label}: of them content, JS off (CDP)`, page.content, 'ms', bare.content),
    forReference(`${label}: of them scripts, JS on - off (CDP)`, page.scripts, 'ms', bare.scripts),
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
