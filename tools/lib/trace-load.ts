// A page load traced as Lighthouse loads it, for the bench's diagnostic tools (long-tasks.ts,
// thread-cpu.ts).
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'
import type { ProfiledEvent } from './cpu-profile.ts'

/** One load's trace events in `categories`, on Lighthouse's mobile screen, until the start-up settles. */
export async function traceLoad(url: string, categories: readonly string[]): Promise<ProfiledEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    // Lighthouse's mobile screen (a Moto G Power).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: [...categories] })
    await page.goto(url, { waitUntil: 'load' })
    // The page's start-up goes on after `load` (the entry waits for the poster); a second with no
    // task over 50 ms ends it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(resolve, 1000)
          new PerformanceObserver(() => {
            clearTimeout(timer)
            timer = setTimeout(resolve, 1000)
          }).observe({ type: 'longtask' })
        }),
    )
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: ProfiledEvent[] }
    return trace.traceEvents
  } finally {
    await browser.close()
  }
}
