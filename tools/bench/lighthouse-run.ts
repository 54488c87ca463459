// One Lighthouse mobile run in a fresh Chromium, with the page's main-thread CPU read from its trace.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { mainThreadCpu, type TraceEvent } from '../main-thread-cpu.ts'
import { CHROME_FLAGS, CHROMIUM } from '../lib/chromium.ts'

export type LighthouseRun = {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  mainCpuMs: number | null
}

/** A run, or null when Lighthouse's trace failed (it has no scores then). */
export async function lighthouseOnce(origin: string): Promise<LighthouseRun | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(`${origin}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const lhr = result?.lhr
    if (!lhr || lhr.categories.performance?.score == null) return null
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    let mainCpuMs: number | null = null
    try {
      const events = (result.artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[]
      mainCpuMs = mainThreadCpu(events, origin).cpuMs
    } catch {
      mainCpuMs = null
    }
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
      mainCpuMs,
    }
  } finally {
    chrome.kill()
  }
}
