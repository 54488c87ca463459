import { describe, expect, it } from 'vitest'
import { atLeast, atMost, budgetTable, forReference } from '../../tools/bench/budget'
import { median, percentile, quartiles } from '../../tools/lib/stats'

describe('the bench budgets', () => {
  it('passes a figure at its budget and misses one past it, in either direction', () => {
    expect(atMost('TBT', 50, 'ms', 50).ok).toBe(true)
    expect(atMost('TBT', 51, 'ms', 50).ok).toBe(false)
    expect(atLeast('SEO', 100, '', 100).ok).toBe(true)
    expect(atLeast('SEO', 99, '', 100).ok).toBe(false)
  })

  it('prints one row per figure with its value, budget and verdict', () => {
    const table = budgetTable([atMost('LCP', 1600, 'ms', 1500), atLeast('SEO', 100, '', 100)])
    expect(table.split('\n')).toHaveLength(4)
    expect(table).toMatch(/\| LCP +\| 1600 ms \| 1500 ms \| MISSED \|/)
    expect(table).toMatch(/\| SEO +\| 100 +\| 100 +\| ok +\|/)
  })

  it('prints a reference figure without a budget, and never counts it as missed', () => {
    const row = forReference('one button', 240, 'ms')
    expect(row.ok).toBe(true)
    expect(budgetTable([row])).toMatch(/\| one button +\| 240 ms \| - +\| reference \|/)
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
