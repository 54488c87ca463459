// `npm run bench`: the site beside the floor (floor.ts, a bare TanStack Start page) in one run, so
// every budget is judged against the stack on the same machine; exits 1 exactly when one is missed,
// or, before measuring, when the floor fails its checks (`--preflight`: only those checks).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from '../lib/built-server.ts'
import { budgetTable, type BudgetRow, type Measure } from './budget.ts'
import { startFloor, type Floor } from './floor.ts'
import { LIGHTHOUSE_RUNS, measure as lighthouse } from './lighthouse.ts'
import { measure as memory } from './memory.ts'
import { RUNS as INP_RUNS, measure as interactions } from './interactions.ts'
import { SPLIT_RUNS, SPLIT_SETTLE_S, measure as jsSplit } from './js-split.ts'
import { checkFloors } from './preflight.ts'
import { FLOOR_VARIANTS, PARTS, type FloorVariant, type Part } from './tap-parts.ts'

// Each module exports `measure(ctx)`; memory starts servers of its own.
const MEASUREMENTS: { name: string; measure: Measure }[] = [
  { name: 'Lighthouse and initial JS, against the floor', measure: lighthouse },
  { name: 'interactions (INP at 4x CPU), against the floor with the same part', measure: interactions },
  { name: 'main-thread tasks with JavaScript and without (CDP), beside the floor', measure: jsSplit },
  { name: 'server memory, first start and restart', measure: memory },
]

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BENCHMARKS = join(ROOT, 'BENCHMARKS.md')
const PORT = Number(process.env.BENCH_PORT ?? 4510)
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)
let loadAtStart = ''

// The floor and its variants first, and the bench's checks of them (preflight.ts): measuring
// against a floor that fails them would judge every budget against the wrong page.
log('building and serving the floor and its variants')
// A free port each, from a range: a fixed port someone else's server holds would answer in the floor's stead.
const FLOOR_PORTS = { first: PORT + 1, last: PORT + 19 }
const floor = await startFloor(FLOOR_PORTS)
const variants: { variant: FloorVariant; part: Part; floor: Floor }[] = []
const stopFloors = async () => {
  for (const variant of variants) await variant.floor.stop()
  await floor.stop()
}
try {
  for (const { variant, part } of FLOOR_VARIANTS)
    variants.push({ variant, part, floor: await startFloor(FLOOR_PORTS, variant) })
  log('checking the floor and its variants')
  const problems = await checkFloors(floor, variants)
  if (problems.length) {
    for (const problem of problems) log(`preflight: ${problem}`)
    log('the floor fails its checks: nothing measured')
    process.exitCode = 1
  } else if (process.argv.includes('--preflight')) log('preflight: the floor and its variants pass')
} catch (error) {
  await stopFloors()
  throw error
}
if (process.exitCode || process.argv.includes('--preflight')) {
  await stopFloors()
  process.exit()
}

if (!process.argv.includes('--no-build')) {
  log('building')
  if (
    spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0
  ) {
    await stopFloors()
    process.exit(1)
  }
}

const rows: BudgetRow[] = []
try {
  // The machine's load as measuring starts: a busy machine lengthens every task Lighthouse times.
  loadAtStart = loadavg()[0]!.toFixed(1)
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-'))
  const server = await startBuiltServer({
    env: { DATA_DIR: dataDir },
    port: PORT,
    readyPath: '/readyz',
    timeoutMs: 60_000,
  })
  try {
    const ctx = {
      origin: server.origin,
      floorOrigin: floor.origin,
      floorDistDir: floor.distDir,
      partFloors: Object.fromEntries(
        PARTS.map((part) => [
          part,
          part === 'button' ? floor.origin : variants.find((variant) => variant.part === part)!.floor.origin,
        ]),
      ) as Record<Part, string>,
    }
    for (const { name, measure } of MEASUREMENTS) {
      log(name)
      // A measurement that cannot finish is a missed row, not the loss of every other figure.
      try {
        rows.push(...(await measure(ctx)))
      } catch (error) {
        log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
        rows.push({
          name: `${name}: could not be measured (see the log)`,
          value: 1,
          unit: '',
          budget: 0,
          ok: false,
        })
      }
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
} finally {
  await stopFloors()
}

const table = budgetTable(rows)
console.log(table)
const missed = rows.filter((row) => !row.ok)
const section = [
  '<!-- bench:start -->',
  `Latest \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (1-minute load average ${loadAtStart} at the start, ${loadavg()[0]!.toFixed(1)} at the end), Node ${process.version}. The floor is a bare TanStack Start page (one heading, one react-aria Button) built and served the same way in the same run. Lighthouse's default mobile config, medians of ${LIGHTHOUSE_RUNS} runs per page and of ${LIGHTHOUSE_RUNS} of the floor, alternating; Size Limit for initial JS; INP at 4x CPU slowdown, 390x844, medians of ${INP_RUNS} runs per interaction, each beside a tap on the floor carrying the same react-aria part (its plain Button; its Button opening a react-aria modal dialog; its Button showing a react-aria toast; a react-aria radio group in its place), each variant also tapped once a round, judged against the median of every tap of that floor in the run; a tap that opens a part (a dialog, the lightbox, a toast) is also timed until that part is drawn, and judged the same way. Main-thread task time (CDP \`Performance.getMetrics\`, 4x CPU, 390x844, ${SPLIT_SETTLE_S} s after load), medians of ${SPLIT_RUNS} loads with JavaScript and ${SPLIT_RUNS} without per page and the floor, alternating, for reference.`,
  '',
  table,
  '',
  missed.length ? `Missed: ${missed.map((row) => row.name).join('; ')}.` : 'Every budget met.',
  '<!-- bench:end -->',
].join('\n')
const markers = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/
writeFileSync(
  BENCHMARKS,
  readFileSync(BENCHMARKS, 'utf8').replace(markers, () => section),
)
process.exit(missed.length ? 1 : 0)
