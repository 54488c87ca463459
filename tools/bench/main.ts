// `npm run bench`: builds, serves the production build, runs every measurement module, prints one
// table, writes it into BENCHMARKS.md between the bench markers, and exits 1 on a missed budget.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from '../lib/built-server.ts'
import { budgetTable, type BudgetRow, type Measure } from './budget.ts'
import { measure as lighthouse } from './lighthouse.ts'
import { measure as initialJs } from './initial-js.ts'
import { measure as memory } from './memory.ts'
import { measure as interactions } from './interactions.ts'

// Each module exports `measure(ctx)`; memory starts a server of its own.
const MEASUREMENTS: { name: string; measure: Measure }[] = [
  { name: 'Lighthouse CI', measure: lighthouse },
  { name: 'initial JS', measure: initialJs },
  { name: 'server memory', measure: memory },
  { name: 'interactions (INP at 4x CPU)', measure: interactions },
]

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BENCHMARKS = join(ROOT, 'BENCHMARKS.md')
const PORT = Number(process.env.BENCH_PORT ?? 4510)
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)

if (!process.argv.includes('--no-build')) {
  log('building')
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    process.exit(1)
}

// The machine's load as measuring starts: a busy machine lengthens every task Lighthouse times.
const loadAtStart = loadavg()[0]!.toFixed(1)
const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-'))
const server = await startBuiltServer({
  env: { DATA_DIR: dataDir },
  port: PORT,
  readyPath: '/readyz',
  timeoutMs: 60_000,
})
const rows: BudgetRow[] = []
try {
  for (const { name, measure } of MEASUREMENTS) {
    log(name)
    rows.push(...(await measure({ origin: server.origin })))
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

const table = budgetTable(rows)
console.log(table)
const missed = rows.filter((row) => !row.ok)
const section = [
  '<!-- bench:start -->',
  `Latest \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (1-minute load average ${loadAtStart} at the start), Node ${process.version}; Lighthouse CI, Lighthouse's default mobile config, medians of 5 runs; Size Limit for initial JS; INP at 4x CPU slowdown, 390x844, medians of ${process.env.INP_RUNS ?? 5} runs per interaction.`,
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
