// The one percentile function of the repository, for the bench and the load test.

/** The p-th percentile (0-100) of `values`, interpolating between the two nearest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const low = Math.floor(rank)
  const high = Math.min(sorted.length - 1, low + 1)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low)
}

export const median = (values: readonly number[]): number => percentile(values, 50)

export function quartiles(values: readonly number[]): { q1: number; median: number; q3: number } {
  return { q1: percentile(values, 25), median: percentile(values, 50), q3: percentile(values, 75) }
}
