// For a tap whose answer is a part drawn after it (a dialog, the lightbox, a toast): its INP beside
// the time until that part is drawn, which INP does not see when the part comes after the tap's own
// paint. Alternating arms: `node tools/bench/answer-drawn.ts <runs> <tap name regex> name=origin ...`.
import { chromium } from '@playwright/test'
import { inTurn, parseArms } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { quartiles } from '../lib/stats.ts'
import { INTERACTIONS, atControl, timeTap } from './interactions.ts'

/** What each measured tap answers with, once drawn. */
const ANSWER = '[role="dialog"], [role="region"][aria-label*="notification" i]'

const [runsArg, pattern, ...armArgs] = process.argv.slice(2)
const interaction = INTERACTIONS.find(({ name }) => new RegExp(pattern ?? '^$').test(name))
const arms = parseArms(armArgs)
if (!Number(runsArg) || !interaction || arms.length < 2)
  throw new Error(
    `usage: node tools/bench/answer-drawn.ts <runs> <tap name regex> name=origin name=origin ...; taps: ${INTERACTIONS.map(({ name }) => name).join(', ')}`,
  )

type Watched = { __pressedAt: number; __drawnAfter: number }
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const results = new Map(arms.map((arm) => [arm.name, { inp: [] as number[], drawn: [] as number[] }]))
try {
  for (let run = 0; run < Number(runsArg); run++) {
    for (const arm of inTurn(run, arms)) {
      const { inp, drawn } = await atControl(browser, arm.url, interaction, async (page, x, y) => {
        // The answer counts as drawn at the start of the first frame after it is in the document,
        // before that frame's layout and paint: a little early for a heavy part.
        await page.evaluate((answer) => {
          const watched = window as unknown as Watched
          watched.__drawnAfter = -1
          addEventListener('pointerdown', (event) => (watched.__pressedAt = event.timeStamp), {
            capture: true,
          })
          const observer = new MutationObserver(() => {
            if (!document.querySelector(answer)) return
            observer.disconnect()
            requestAnimationFrame(() => (watched.__drawnAfter = performance.now() - watched.__pressedAt))
          })
          observer.observe(document.body, { childList: true, subtree: true })
        }, ANSWER)
        const { duration } = await timeTap(page, x, y)
        const drawnAfter = await page.waitForFunction(() => {
          const after = (window as unknown as Watched).__drawnAfter
          return after >= 0 && after
        })
        return { inp: duration, drawn: Math.round(Number(await drawnAfter.jsonValue())) }
      })
      results.get(arm.name)!.inp.push(inp)
      results.get(arm.name)!.drawn.push(drawn)
      process.stderr.write(`[answer] run ${run + 1} ${arm.name}: INP ${inp} ms, drawn after ${drawn} ms\n`)
    }
  }
} finally {
  await browser.close()
}
const cell = (values: number[]) => {
  const [q1, median, q3] = Object.values(quartiles(values)).map(Math.round)
  return `${median} (${q1}-${q3})`
}
console.log(`| ${interaction.name} | INP, median (q1-q3) ms | answer drawn after, ms |`)
console.log('|---|---|---|')
for (const [name, { inp, drawn }] of results) console.log(`| ${name} | ${cell(inp)} | ${cell(drawn)} |`)
