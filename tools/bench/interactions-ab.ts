// Alternating INP runs of two or more already-running builds (A, B then B, A, ...), so every arm
// sees the same machine noise: `node tools/bench/interactions-ab.ts <runs> <name regex> name=origin ...`;
// "floor" for the regex taps the floor's Button, to compare variants of the floor itself.
// Prints each interaction's median and quartiles per arm as a Markdown table row.
import { chromium } from '@playwright/test'
import { measureWithRetries, tapsNamed } from './interactions.ts'
import { inTurn, parseArms } from '../lib/arms.ts'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import { quartiles } from '../lib/stats.ts'

const [runsArg, pattern = '', ...armArgs] = process.argv.slice(2)
const runs = Number(runsArg)
const arms = parseArms(armArgs)
if (!runs || arms.length < 2)
  throw new Error(
    'usage: node tools/bench/interactions-ab.ts <runs> <name regex> name=origin name=origin ...',
  )

const chosen = tapsNamed(pattern)
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const results = new Map<string, Map<string, number[]>>()
try {
  for (let run = 0; run < runs; run++) {
    for (const interaction of chosen) {
      for (const arm of inTurn(run, arms)) {
        const { duration: ms } = await measureWithRetries(browser, arm.url, interaction)
        const byArm = results.get(interaction.name) ?? new Map<string, number[]>()
        byArm.set(arm.name, [...(byArm.get(arm.name) ?? []), ms])
        results.set(interaction.name, byArm)
        process.stderr.write(`[inp-ab] run ${run + 1} ${interaction.name} ${arm.name}: ${ms} ms\n`)
      }
    }
  }
} finally {
  await browser.close()
}
console.log(`| interaction | ${arms.map((arm) => `${arm.name}: median (q1-q3) ms`).join(' | ')} |`)
console.log(`|---|${arms.map(() => '---').join('|')}|`)
for (const [name, byArm] of results) {
  const cells = arms.map((arm) => {
    const { q1, median, q3 } = quartiles(byArm.get(arm.name) ?? [])
    return `${median} (${q1}-${q3})`
  })
  console.log(`| ${name} | ${cells.join(' | ')} |`)
}
