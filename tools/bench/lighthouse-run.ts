// One Lighthouse mobile run (Lighthouse's default config) in a fresh Chromium, with the page's
// main-thread CPU read from its trace.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { mainThreadCpu, type TraceEvent } from '../lib/main-thread-cpu.ts'
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export type LighthouseRun = {
  performance: number
  /** Every category asked for, 0-100. */
  scores: Partial<Record<Category, number>>
  lcpMs: number
  tbtMs: number
  cls: number
  /** The CPU time of the page's main thread in the trace, not slowed; null when it could not be read. */
  mainCpuMs: number | null
  /** Lighthouse's main-thread work, all of it and its script evaluation, ms. */
  mainThreadWorkMs: number
  scriptEvaluationMs: number
  /** Lighthouse's measure of the host's speed as the run began (docs/decisions/0075). */
  benchmarkIndex: number
}

/** A run of `url`, or null when Lighthouse's trace failed (it has no scores then). */
export async function lighthouseOnce(
  url: string,
  { categories = ['performance'] }: { categories?: readonly Category[] } = {},
): Promise<LighthouseRun | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    const lhr = result?.lhr
    if (!lhr || lhr.categories.performance?.score == null) return null
    const scores: LighthouseRun['scores'] = {}
    for (const category of categories) {
      const score = lhr.categories[category]?.score
      if (score == null) return null
      scores[category] = Math.round(score * 100)
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const work = lhr.audits['mainthread-work-breakdown']?.details
    const groups = (work && 'items' in work ? work.items : []) as { group?: string; duration?: number }[]
    const scriptEvaluationMs = groups.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0
    let mainCpuMs: number | null = null
    try {
      const events = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[]
      mainCpuMs = mainThreadCpu(events, new URL(url).origin).cpuMs
    } catch {
      mainCpuMs = null
    }
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      scores,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
      mainCpuMs,
      mainThreadWorkMs: Math.round(audit('mainthread-work-breakdown')),
      scriptEvaluationMs: Math.round(scriptEvaluationMs),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    }
  } finally {
    chrome.kill()
  }
}
