// Whether a tap's lead over the floor is the rest of the page or the tapped section's own work:
// the same tap with everything outside its block hidden, beside the whole page and the floor's
// Button; with a stylesheet, also the whole page under it (how to run it: docs/decisions/README.md).
import { chromium, type Page } from '@playwright/test'
import { inTurn } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { quartiles } from '../lib/stats.ts'
import {
  FLOOR_TAP,
  INTERACTIONS,
  measureWithRetries,
  tapsNamed,
  type Tap,
  type Timing,
} from './interactions.ts'

const [runsArg, pattern, origin, floorOrigin, css] = process.argv.slice(2)
const [interaction] = tapsNamed(pattern ?? '^$')
if (!Number(runsArg) || !interaction || !origin || !floorOrigin)
  throw new Error(
    `usage: node tools/bench/tap-alone.ts <runs> <tap name regex> <origin> <floor origin> [css]; taps: ${INTERACTIONS.map(({ name }) => name).join(', ')}`,
  )

/** Waits until what `before` changed has been drawn, so the tap pays for none of it. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))

/** The same tap once everything but the block of `<body>` or `<main>` holding the control is hidden. */
const alone: Tap = {
  ...interaction,
  before: async (page) => {
    await interaction.before?.(page)
    await interaction.target(page).evaluate((control) => {
      const main = document.querySelector('main')
      const block = control.closest('main > *') ?? control.closest('body > *')
      const blocks = [...document.body.children, ...(main?.children ?? [])] as HTMLElement[]
      for (const element of blocks) {
        if (element.contains(block) || element.tagName === 'SCRIPT') continue
        element.style.setProperty('display', 'none', 'important')
      }
      block?.scrollIntoView({ block: 'center' })
    })
    await twoFrames(page)
  },
}

/** The same tap on the whole page with `css` added (a constructed sheet: the page's CSP refuses a style element). */
const restyled = (text: string): Tap => ({
  ...interaction,
  before: async (page) => {
    await page.evaluate((rules) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(rules)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    }, text)
    await interaction.before?.(page)
    await twoFrames(page)
  },
})

const arms = [
  { name: "the floor's Button", origin: floorOrigin, interaction: FLOOR_TAP },
  { name: 'the whole page', origin, interaction },
  { name: 'its block alone', origin, interaction: alone },
  ...(css ? [{ name: `the whole page with ${css}`, origin, interaction: restyled(css) }] : []),
]
const timings = new Map<string, Timing[]>()
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  for (let run = 0; run < Number(runsArg); run++) {
    for (const arm of inTurn(run, arms)) {
      const timing = await measureWithRetries(browser, arm.origin, arm.interaction)
      timings.set(arm.name, [...(timings.get(arm.name) ?? []), timing])
      process.stderr.write(`[tap-alone] run ${run + 1} ${arm.name}: ${timing.duration} ms\n`)
    }
  }
} finally {
  await browser.close()
}
console.log(`${interaction.name}, ${runsArg} runs each`)
console.log('| arm | median (q1-q3) ms | input delay | handlers | to the paint |')
console.log('|---|---|---|---|---|')
for (const [name, taken] of timings) {
  const { q1, median, q3 } = quartiles(taken.map(({ duration }) => duration))
  const split = (['inputDelay', 'processing', 'presentation'] as const).map(
    (part) => quartiles(taken.map((timing) => timing[part])).median,
  )
  console.log(`| ${name} | ${median} (${q1}-${q3}) | ${split.join(' | ')} |`)
}
