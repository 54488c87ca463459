import { describe, expect, it } from 'vitest'
import {
  atLeast,
  atLeastFloor,
  atMost,
  atMostAboveFloor,
  budgetTable,
  forReference,
} from '../../tools/bench/budget'
import {
  BUDGETS,
  falseMissShare,
  judgeInitialJs,
  judgePage,
  judgeTap,
  type PageRun,
} from '../../tools/bench/judge'
import { median, percentile, quartiles } from '../../tools/lib/stats'

describe('the bench budgets', () => {
  it('passes a figure at its budget and misses one past it, in either direction', () => {
    expect(atMost('TBT', 50, 'ms', 50).ok).toBe(true)
    expect(atMost('TBT', 51, 'ms', 50).ok).toBe(false)
    expect(atLeast('SEO', 100, '', 100).ok).toBe(true)
    expect(atLeast('SEO', 99, '', 100).ok).toBe(false)
  })

  it('prints one row per figure with its value, the floor, budget and verdict', () => {
    const table = budgetTable([atMost('LCP', 1600, 'ms', 1500), atLeast('SEO', 100, '', 100)])
    expect(table.split('\n')).toHaveLength(4)
    expect(table).toMatch(/\| LCP +\| 1600 ms \| - +\| 1500 ms \| MISSED \|/)
    expect(table).toMatch(/\| SEO +\| 100 +\| - +\| 100 +\| ok +\|/)
  })

  it('prints a reference figure without a budget, and never counts it as missed', () => {
    const row = forReference('one button', 240, 'ms')
    expect(row.ok).toBe(true)
    expect(budgetTable([row])).toMatch(/\| one button +\| 240 ms \| - +\| - +\| reference \|/)
  })
})

describe('budgets against the floor', () => {
  it('passes a figure at the floor plus its margin and misses one past it', () => {
    expect(atMostAboveFloor('TBT', { value: 90, floor: 60 }, 'ms', 30).ok).toBe(true)
    expect(atMostAboveFloor('TBT', { value: 91, floor: 60 }, 'ms', 30).ok).toBe(false)
  })

  it('moves the budget with the floor: the same figure passes on a slow machine and misses on a quiet one', () => {
    expect(atMostAboveFloor('TBT', { value: 120, floor: 100 }, 'ms', 30).ok).toBe(true)
    expect(atMostAboveFloor('TBT', { value: 120, floor: 10 }, 'ms', 30).ok).toBe(false)
  })

  it('never lets a cap be passed, however slow the floor', () => {
    const row = atMostAboveFloor('tap', { value: 210, floor: 190 }, 'ms', 30, 200)
    expect(row.budget).toBe(200)
    expect(row.ok).toBe(false)
  })

  it('asks a score to be at least the floor', () => {
    expect(atLeastFloor('Performance', { value: 100, floor: 100 }).ok).toBe(true)
    expect(atLeastFloor('Performance', { value: 99, floor: 100 }).ok).toBe(false)
  })

  it('prints the floor beside the figure and the rule beside the budget', () => {
    const table = budgetTable([atMostAboveFloor('TBT', { value: 95, floor: 60 }, 'ms', 30)])
    expect(table).toMatch(/\| TBT +\| 95 ms \| 60 ms \| 90 ms \(floor \+ 30 ms\) \| MISSED \|/)
  })
})

const run = (tbtMs: number, performance = 100, extra: Partial<PageRun> = {}): PageRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  mainThreadWorkMs: 500,
  scriptEvaluationMs: 200,
  mainCpuMs: 100,
  benchmarkIndex: 2000,
  ...extra,
})
const row = (rows: { name: string; ok: boolean }[], name: string) => rows.find((r) => r.name.endsWith(name))!

describe("judging a page against the floor's runs", () => {
  it("judges TBT by the difference of the medians, whatever one run's outlier", () => {
    const floor = [run(0), run(5), run(400)]
    expect(row(judgePage('/', [run(30), run(35), run(900)], floor), 'TBT').ok).toBe(true)
    expect(row(judgePage('/', [run(30), run(36), run(40)], floor), 'TBT').ok).toBe(false)
  })

  it('misses Performance below the floor, and the other categories below 100 even where the floor is lower', () => {
    expect(row(judgePage('/', [run(0, 99)], [run(0, 100)]), 'Performance').ok).toBe(false)
    const lowSeo = run(0, 100, {
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 92 },
    })
    expect(row(judgePage('/', [lowSeo], [lowSeo]), 'SEO').ok).toBe(false)
  })

  it('holds LCP and CLS to their absolute budgets', () => {
    expect(row(judgePage('/', [run(0, 100, { lcpMs: BUDGETS.lcpMs + 1 })], [run(0)]), 'LCP').ok).toBe(false)
    expect(row(judgePage('/', [run(0, 100, { cls: 0.02 })], [run(0)]), 'CLS').ok).toBe(false)
  })

  it("prints the main-thread CPU's medians beside the floor's, for reference, leaving out runs with no CPU read", () => {
    const site = [
      run(0, 100, { mainCpuMs: 390 }),
      run(0, 100, { mainCpuMs: null }),
      run(0, 100, { mainCpuMs: 410 }),
    ]
    const floor = [
      run(0, 100, { mainCpuMs: 120 }),
      run(0, 100, { mainCpuMs: 9000 }),
      run(0, 100, { mainCpuMs: 118 }),
    ]
    const cpu = judgePage('/', site, floor).find((r) => r.name.endsWith('main-thread CPU'))!
    expect(cpu).toMatchObject({ name: '/: main-thread CPU', value: 400, floor: 120, ok: true })
    expect(budgetTable([cpu])).toMatch(/\| \/: main-thread CPU +\| 400 ms \| 120 ms \| - +\| reference \|/)
  })

  it("prints the host's Lighthouse benchmarkIndex beside each side's runs, for reference", () => {
    const site = [run(0, 100, { benchmarkIndex: 2400 }), run(0, 100, { benchmarkIndex: 900 })]
    const floor = [run(0, 100, { benchmarkIndex: 2600 }), run(0, 100, { benchmarkIndex: 2500 })]
    const host = judgePage('/', site, floor).find((r) => r.name.endsWith('benchmarkIndex'))!
    expect(host).toMatchObject({ value: 1650, floor: 2550, ok: true })
    expect(budgetTable([host])).toMatch(
      /\| \/: host's Lighthouse benchmarkIndex +\| 1650 +\| 2550 +\| - +\| reference \|/,
    )
  })

  it('judges initial JS by its excess over the floor', () => {
    expect(judgeInitialJs('/', 139, 119).ok).toBe(true)
    expect(judgeInitialJs('/', 139.1, 119).ok).toBe(false)
  })

  it("judges a tap by its median against the median of its floor's taps, under 200 ms always", () => {
    expect(judgeTap('tap', [80, 90, 300], [60, 64, 70]).ok).toBe(true)
    expect(judgeTap('tap', [95, 95, 95], [60, 64, 70]).ok).toBe(false)
    expect(judgeTap('tap', [201, 201, 201], [190, 190, 190]).ok).toBe(false)
  })

  it('finds no false alarm for taps that never vary, some for taps that do, fewer with more runs', () => {
    expect(falseMissShare([80, 80, 80], 7, { trials: 2000 })).toBe(0)
    const spread = [40, 60, 80, 100, 120, 160, 240]
    const atSeven = falseMissShare(spread, 7, { trials: 2000 })
    expect(atSeven).toBeGreaterThan(0)
    expect(falseMissShare(spread, 31, { trials: 2000 })).toBeLessThan(atSeven)
    expect(falseMissShare(spread, 7, { trials: 2000 })).toBe(atSeven)
  })

  it("finds fewer false alarms against the run's floor taps than a row's own, more for a slower tap", () => {
    const spread = [40, 60, 80, 100, 120, 160, 240]
    const ownFloor = falseMissShare(spread, 7, { trials: 2000 })
    const runFloor = falseMissShare(spread, 7, { floorRuns: 7 * 15, trials: 2000 })
    expect(runFloor).toBeLessThan(ownFloor)
    expect(falseMissShare(spread, 7, { floorRuns: 7 * 15, aboveFloorMs: 20, trials: 2000 })).toBeGreaterThan(
      runFloor,
    )
  })
})

describe('percentiles', () => {
  it('takes the median of an even count as the mean of the middle two, whatever the order', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, 1, 3])).toBe(3)
  })

  it('interpolates between ranks for quartiles and reaches the extremes at 0 and 100', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual({ q1: 2, median: 3, q3: 4 })
    expect(percentile([10, 20], 25)).toBe(12.5)
    expect(percentile([7, 3, 9], 0)).toBe(3)
    expect(percentile([7, 3, 9], 100)).toBe(9)
    expect(percentile([], 50)).toBeNaN()
  })
})
