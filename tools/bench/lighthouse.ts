// Lighthouse CI: five mobile runs (Lighthouse's default config), its assertions judged on the
// medians (lighthouserc.json). The rows show the same medians, read from the runs' reports.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { atLeast, atMost, type BudgetRow } from './budget.ts'
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium.ts'
import { median } from '../lib/stats.ts'

const CONFIG = fileURLToPath(new URL('./lighthouserc.json', import.meta.url))
const LHCI = fileURLToPath(new URL('../../node_modules/@lhci/cli/src/cli.js', import.meta.url))

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}
type Assertion = { auditId?: string; auditProperty?: string; passed: boolean }

function lhci(args: string[], cwd: string): number {
  const result = spawnSync(process.execPath, [LHCI, ...args, `--config=${CONFIG}`], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return result.status ?? 1
}

export async function measure({ origin }: { origin: string }): Promise<BudgetRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-lhci-'))
  try {
    // LHCI adds --headless=new itself.
    const flags = CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')).join(' ')
    const collected = lhci(
      ['collect', `--url=${origin}/`, `--chromePath=${CHROMIUM}`, `--settings.chromeFlags=${flags}`],
      dir,
    )
    if (collected !== 0) throw new Error(`lhci collect exited ${collected}`)
    lhci(['assert'], dir)
    const results = join(dir, '.lighthouseci')
    const reports = readdirSync(results)
      .filter((file) => /^lhr-.*\.json$/.test(file))
      .map((file) => JSON.parse(readFileSync(join(results, file), 'utf8')) as Report)
      .filter((report) => report.categories.performance?.score != null)
    let failed: Assertion[] = []
    try {
      failed = (
        JSON.parse(readFileSync(join(results, 'assertion-results.json'), 'utf8')) as Assertion[]
      ).filter((assertion) => !assertion.passed)
    } catch {
      // no file: nothing was asserted, so nothing failed
    }
    const score = (category: string) =>
      Math.round(median(reports.map((report) => report.categories[category]!.score!)) * 100)
    const audit = (id: string) => median(reports.map((report) => report.audits[id]!.numericValue!))
    // LHCI's verdict wins where it and the median read here would disagree.
    const judged = (row: BudgetRow, id: string): BudgetRow => ({
      ...row,
      ok:
        row.ok && !failed.some((assertion) => `${assertion.auditId}:${assertion.auditProperty}`.includes(id)),
    })
    const runs = `median of ${reports.length}`
    return [
      judged(atLeast(`Performance (${runs})`, score('performance'), '', 100), 'performance'),
      judged(atLeast('Accessibility', score('accessibility'), '', 100), 'accessibility'),
      judged(atLeast('Best Practices', score('best-practices'), '', 100), 'best-practices'),
      judged(atLeast('SEO', score('seo'), '', 100), 'seo'),
      judged(
        atMost('LCP', Math.round(audit('largest-contentful-paint')), 'ms', 1500),
        'largest-contentful-paint',
      ),
      judged(atMost('TBT', Math.round(audit('total-blocking-time')), 'ms', 50), 'total-blocking-time'),
      judged(
        atMost('CLS', Number(audit('cumulative-layout-shift').toFixed(3)), '', 0.01),
        'cumulative-layout-shift',
      ),
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
