// A variant of the bench's floor stands a react-aria part in for its one route, so the bench's tools
// time what the stack's own part costs a tap on a bare page (docs/decisions/0082, 0083). These check
// that the control the tools tap, the variant's "Tap", brings that part.
import { test, expect, type Locator, type Page } from '@playwright/test'
import { startFloor, type Floor } from '../../tools/bench/floor'
import { FLOOR_TAP, FLOOR_VARIANTS } from '../../tools/bench/interactions'
import { freePort } from '../support/server'

// One check for each variant the bench taps: a variant added there without one here does not compile.
const PART: Record<(typeof FLOOR_VARIANTS)[number]['variant'], (page: Page) => Locator> = {
  toast: (page) => page.getByRole('region', { name: 'Notifications' }).getByText('A toast'),
  dialog: (page) => page.getByRole('dialog', { name: 'A dialog' }),
  radio: (page) => page.getByRole('radio', { name: 'Tap', checked: true }),
}

for (const { variant } of FLOOR_VARIANTS) {
  const part = PART[variant]
  test.describe(`the floor's ${variant} variant @mobile-only`, () => {
    test.describe.configure({ timeout: 180_000 })
    let floor: Floor | undefined

    test.beforeAll(async () => {
      floor = await startFloor(await freePort(), variant)
    })
    test.afterAll(() => floor?.stop())

    test(`shows its ${variant} on a tap of the floor's control, and nothing before`, async ({ page }) => {
      await page.goto(`${floor!.origin}/`)
      await expect(page.locator('html[data-hydrated="page"]')).toBeAttached()
      await expect(part(page)).toHaveCount(0)
      await FLOOR_TAP.target(page).click()
      await expect(part(page)).toBeVisible()
    })
  })
}
