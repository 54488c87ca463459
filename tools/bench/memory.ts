// A first start and a restart differ in memory (initdb, docs/decisions/0044), so both are
// measured, each then after a bounded load (0028). Runs alone (`node tools/bench/memory.ts`, on a
// build in dist/) or from the bench.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBuiltServer } from '../lib/built-server.ts'
import { statusMb } from '../lib/process-usage.ts'
import { signupPathIn } from '../lib/signup-wire.ts'

import type { BudgetRow } from './budget.ts'

export const RSS_BUDGET_MB = { afterStart: 200, afterLoad: 250 } as const
const PAGE_REQUESTS = 400
const SIGNUPS = 200
const CONCURRENCY = 8

async function inParallel(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

async function signupAction(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text()
  const action = signupPathIn(html)
  if (!action) throw new Error('the page has no sign-up form')
  return action
}

/** Page requests and no-JavaScript sign-ups against `origin`; throws if one is not answered as expected. */
async function load(origin: string): Promise<void> {
  await inParallel(PAGE_REQUESTS, async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET / answered ${response.status}`)
  })
  const action = await signupAction(origin)
  const run = `${Date.now()}`
  await inParallel(SIGNUPS, async (index) => {
    const form = new FormData()
    form.set('email', `memory-${run}-${index}@example.com`)
    form.set('festival', '')
    form.set('website', '')
    const response = await fetch(`${origin}${action}`, {
      method: 'POST',
      body: form,
      headers: { origin },
      redirect: 'manual',
    })
    await response.arrayBuffer()
    const location = response.headers.get('location') ?? ''
    if (response.status !== 303 || !location.includes('signup=ok'))
      throw new Error(`a sign-up answered ${response.status} ${location}`)
  })
}

function row(name: string, value: number, budget: number): BudgetRow {
  return { name, value, unit: 'MB', budget, ok: value <= budget }
}

/**
 * RSS after start and after the load, of a server started on `dataDir`; `main` starts another
 * build (tools/bench/floor/serve.ts <folder>), for an A/B of two builds.
 */
export async function startAndLoad(
  dataDir: string,
  { main }: { main?: string[] } = {},
): Promise<{ afterStart: number; afterLoad: number }> {
  const server = await startBuiltServer({
    main,
    env: { DATA_DIR: dataDir, SIGNUP_RATE_LIMIT: '999999/60', NODE_ENV: 'production' },
    readyPath: '/readyz',
    // A first start runs initdb, which is slow on a busy machine (docs/decisions/0044).
    timeoutMs: 240_000,
  })
  try {
    const pid = server.child.pid
    if (pid === undefined) throw new Error('the server has no pid')
    const afterStart = statusMb(pid, 'VmRSS')
    await load(server.origin)
    return { afterStart, afterLoad: statusMb(pid, 'VmRSS') }
  } finally {
    await server.stop()
  }
}

/**
 * Starts servers of its own on the embedded store, so the figures are theirs alone: a first start
 * on an empty folder (Postgres's initdb), then a restart on the folder it left.
 */
export async function measure(): Promise<BudgetRow[]> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'culture-coded-memory-'))
  const dataDir = join(dataRoot, 'data')
  try {
    const rows: BudgetRow[] = []
    for (const start of ['first start', 'restart']) {
      const { afterStart, afterLoad } = await startAndLoad(dataDir)
      rows.push(
        row(`RSS after ${start} (embedded store)`, afterStart, RSS_BUDGET_MB.afterStart),
        row(
          `RSS after ${start} + ${PAGE_REQUESTS} pages + ${SIGNUPS} sign-ups`,
          afterLoad,
          RSS_BUDGET_MB.afterLoad,
        ),
      )
    }
    return rows
  } finally {
    await rm(dataRoot, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const rows = await measure()
  for (const r of rows)
    console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} ${r.unit} (budget ${r.budget})`)
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1
}
