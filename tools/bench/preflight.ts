// The bench's checks of its own floor, run before it measures anything: every figure is judged
// against the floor, so a floor the site's server no longer serves, or a variant whose tap no longer
// brings its react-aria part, would make the whole table meaningless (docs/decisions/0083, 0088).
import { chromium, devices, type Locator, type Page } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'
import type { Floor } from './floor.ts'
import { FLOOR_TAP } from './interactions.ts'
import type { FloorVariant as Variant } from './tap-parts.ts'

// One check for each variant the bench taps: a variant added there without one here does not compile.
const PART: Record<Variant, (page: Page) => Locator> = {
  toast: (page) => page.getByRole('region', { name: 'Notifications' }).getByText('A toast'),
  dialog: (page) => page.getByRole('dialog', { name: 'A dialog' }),
  radio: (page) => page.getByRole('radio', { name: 'Tap', checked: true }),
}
const WAIT_MS = 15_000

/** The floor's one-Button page, sent by the site's server each time it is asked, and no variant's. */
async function checkFloorPage(origin: string): Promise<string[]> {
  const problems: string[] = []
  for (let visit = 1; visit <= 5; visit += 1) {
    const response = await fetch(`${origin}/`)
    const html = await response.text()
    if (response.status !== 200) problems.push(`the floor answered ${response.status} on visit ${visit}`)
    else if (!/<h1>The floor<\/h1>.*>Tap<\/button>/s.test(html))
      problems.push(`the floor's page on visit ${visit} is not its heading and one Tap button`)
    if (html.includes('data-floor=')) problems.push(`the floor's page on visit ${visit} is a variant's`)
  }
  return problems
}

/** A variant shows its part on a tap of the control the bench taps, and not before. */
async function checkVariant(page: Page, variant: Variant, origin: string): Promise<string[]> {
  const part = PART[variant](page)
  await page.goto(`${origin}/`)
  await page.locator('html[data-hydrated="page"]').waitFor({ state: 'attached', timeout: WAIT_MS })
  if ((await part.count()) !== 0) return [`the ${variant} variant shows its part before a tap`]
  await FLOOR_TAP.target(page).click({ timeout: WAIT_MS })
  try {
    await part.waitFor({ state: 'visible', timeout: WAIT_MS })
    return []
  } catch {
    return [`the ${variant} variant's tap on "Tap" did not show its part`]
  }
}

/** Every way the floor and its variants fall short of what the bench needs; none: measure. */
export async function checkFloors(
  floor: Floor,
  variants: readonly { variant: Variant; floor: Floor }[],
): Promise<string[]> {
  const problems = await checkFloorPage(floor.origin)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    // A touch phone at 390x844, the width the bench taps at.
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
    for (const { variant, floor: variantFloor } of variants) {
      const page = await context.newPage()
      try {
        problems.push(...(await checkVariant(page, variant, variantFloor.origin)))
      } catch (error) {
        problems.push(`the ${variant} variant: ${error instanceof Error ? error.message : String(error)}`)
      } finally {
        await page.close()
      }
    }
  } finally {
    await browser.close()
  }
  return problems
}
