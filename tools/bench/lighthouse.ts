// Lighthouse, its default mobile config, on one page of each kind (pages.ts) and on the floor, in
// alternating runs (floor, pages, then the reverse, ...), so every arm sees the same machine; each
// page's medians are judged against the floor's (judge.ts). LIGHTHOUSE_RUNS sets the runs per arm.
import { CATEGORIES, lighthouseOnce } from './lighthouse-run.ts'
import { initialJsKb } from './initial-js.ts'
import { judgeInitialJs, judgePage, type PageRun } from './judge.ts'
import { pagesToMeasure } from './pages.ts'
import { inTurn } from '../lib/arms.ts'
import { atMost, type BenchContext, type BudgetRow } from './budget.ts'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))

type Arm = { label: string; url: string; runs: PageRun[] }

export async function measure(ctx: BenchContext): Promise<BudgetRow[]> {
  const { pages, uncovered } = await pagesToMeasure(ctx.origin)
  const floor: Arm = { label: 'floor', url: `${ctx.floorOrigin}/`, runs: [] }
  const arms: Arm[] = [
    floor,
    ...pages.map((page) => ({ label: page.path, url: `${ctx.origin}${page.path}`, runs: [] })),
  ]
  let failures = 0
  for (let round = 1; arms.some((arm) => arm.runs.length < LIGHTHOUSE_RUNS); round++) {
    // The floor runs first in one round and last in the next.
    for (const arm of inTurn(round - 1, arms)) {
      if (arm.runs.length >= LIGHTHOUSE_RUNS) continue
      const run = await lighthouseOnce(arm.url, { categories: CATEGORIES })
      // A run whose trace failed has no scores: that arm runs again, within reason.
      if (!run) {
        if (++failures > LIGHTHOUSE_RUNS * arms.length) throw new Error('too many failed Lighthouse runs')
        continue
      }
      arm.runs.push({ ...run, scores: run.scores as PageRun['scores'] })
      process.stderr.write(
        `[lighthouse] round ${round} ${arm.label}: TBT ${run.tbtMs} ms, Performance ${run.performance}, main-thread work ${run.mainThreadWorkMs} ms\n`,
      )
    }
  }
  const floorJs = await initialJsKb(`${ctx.floorOrigin}/`, join(ctx.floorDistDir, 'client'))
  const rows: BudgetRow[] = []
  for (const [index, page] of pages.entries()) {
    const label = `${page.kind} (${page.path})`
    rows.push(...judgePage(label, arms[index + 1]!.runs, floor.runs))
    const js = await initialJsKb(`${ctx.origin}${page.path}`, CLIENT_DIR)
    rows.push(judgeInitialJs(label, js.kb, floorJs.kb))
  }
  rows.push(atMost('Sitemap paths of a kind the bench does not measure (pages.ts)', uncovered.length, '', 0))
  if (uncovered.length) process.stderr.write(`[lighthouse] not measured: ${uncovered.join(' ')}\n`)
  return rows
}
