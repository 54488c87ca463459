// Loopback ports for the servers integration tests start. Ours alone: other engineers and suites
// use 3000, 3100 and 4173. Each vitest worker (VITEST_POOL_ID 1, 2, …) takes its own slice, so two
// files side by side never race for one port, where one's readiness poll could reach the other's.
const FIRST = 4300
const LAST = 4399

/** How many vitest workers may run side by side: vitest.config.ts caps its workers at this. */
export const PORT_SLICES = 4

const SLICE_SIZE = Math.floor((LAST - FIRST + 1) / PORT_SLICES)
const slice = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % PORT_SLICES

export const TEST_PORTS = {
  first: FIRST + slice * SLICE_SIZE,
  last: FIRST + (slice + 1) * SLICE_SIZE - 1,
} as const
