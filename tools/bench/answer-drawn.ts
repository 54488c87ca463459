// For a tap whose answer is a part drawn after it (a dialog, the lightbox, a toast): its INP beside
// the time until that part is drawn, which INP does not see when the part comes after the tap's own
// paint. Alternating arms: `node tools/bench/answer-drawn.ts <runs> <tap name regex> name=origin ...`.
import { chromium } from '@playwright/test'
import { inTurn, parseArms } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { quartiles } from '../lib/stats.ts'
import { INTERACTIONS, measureOnce, tapsNamed, type Timing } from './interactions.ts'

const [runsArg, pattern, ...armArgs] = process.argv.slice(2)
const withAnswers = INTERACTIONS.filter(({ answer }) => answer)
const interaction = tapsNamed(pattern ?? '^$').find(({ answer }) => answer)
const arms = parseArms(armArgs)
if (!Number(runsArg) || !interaction || arms.length < 2)
  throw new Error(
    `usage: node tools/bench/answer-drawn.ts <runs> <tap name regex> name=origin name=origin ...; taps: ${withAnswers.map(({ name }) => name).join(', ')}`,
  )

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const results = new Map(arms.map((arm) => [arm.name, { inp: [] as number[], drawn: [] as number[] }]))
try {
  for (let run = 0; run < Number(runsArg); run++) {
    for (const arm of inTurn(run, arms)) {
      // The tap names an answer, so timeTap always times it.
      const { duration, answerDrawnMs } = (await measureOnce(
        browser,
        arm.url,
        interaction,
      )) as Required<Timing>
      results.get(arm.name)!.inp.push(duration)
      results.get(arm.name)!.drawn.push(answerDrawnMs)
      process.stderr.write(
        `[answer] run ${run + 1} ${arm.name}: INP ${duration} ms, drawn after ${answerDrawnMs} ms\n`,
      )
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
