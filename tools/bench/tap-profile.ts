// Where one of the bench's taps spends its time, under a Chromium trace with the CPU profiler;
// read it on a build made without minification (docs/decisions/0073-featured-details-deferred.md;
// how to run it: docs/decisions/README.md).
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { PROFILED_CATEGORIES, selfTimeIn, type ProfiledEvent } from '../lib/cpu-profile.ts'
import { INTERACTIONS, atControl, tapsNamed, timeTap } from './interactions.ts'

const [origin, pattern, taps = '3'] = process.argv.slice(2)
const [interaction] = tapsNamed(pattern ?? '^$')
if (!origin || !interaction)
  throw new Error(
    `usage: node tools/bench/tap-profile.ts <origin> <tap name regex, or "floor"> [taps]; taps: ${INTERACTIONS.map(({ name }) => name).join(', ')}`,
  )

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  for (let tap = 1; tap <= Number(taps); tap++) {
    const { timing, events } = await atControl(browser, origin, interaction, async (page, x, y) => {
      await browser.startTracing(page, { categories: PROFILED_CATEGORIES })
      const timing = await timeTap(page, x, y, interaction.answer)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: ProfiledEvent[] }
      return { timing, events: trace.traceEvents }
    })
    // The tap's events run on the main thread of the renderer that received its pointerdown.
    const dispatches = events.filter((e) => e.name === 'EventDispatch' && e.ph === 'X')
    const down = dispatches.find((e) => e.args?.data?.type === 'pointerdown')
    if (!down) throw new Error(`${interaction.name}: no pointerdown in the trace`)
    // A tap that opens a part is read until the part is drawn (docs/decisions/0081).
    const end = down.ts + Math.max(timing.duration, timing.answerDrawnMs ?? 0) * 1000
    const onMain = (e: ProfiledEvent) =>
      e.pid === down.pid && e.tid === down.tid && e.ts >= down.ts && e.ts <= end
    const ms = (e: ProfiledEvent) => (e.dur ?? 0) / 1000
    const total = (names: string[]) =>
      events
        .filter((e) => onMain(e) && e.ph === 'X' && names.includes(e.name))
        .reduce((sum, e) => sum + ms(e), 0)
    const dispatched = dispatches
      .filter((e) => onMain(e) && ms(e) >= 1)
      .map((e) => `${e.args?.data?.type} ${ms(e).toFixed(1)}`)
    const drawn =
      timing.answerDrawnMs === undefined ? '' : `, its answer drawn after ${timing.answerDrawnMs} ms`
    console.log(`tap ${tap}: ${interaction.name}, ${timing.duration} ms${drawn}`)
    console.log(`  events over 1 ms: ${dispatched.join(', ')}`)
    console.log(
      `  style and layout ${total(['UpdateLayoutTree', 'Layout']).toFixed(1)} ms, paint ${total(['PrePaint', 'Paint', 'Layerize']).toFixed(1)} ms`,
    )
    console.log(`  most self time: ${selfTimeIn(events, down.pid)(down.ts, end, 8).join('; ')}`)
  }
} finally {
  await browser.close()
}
