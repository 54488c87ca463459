import type { Page } from '@playwright/test'
import { test, expect, gotoTimeline } from './fixtures'

const stepTab = (page: Page, n: number) => page.getByRole('tab', { name: new RegExp(`^Step ${n}:`) })
const isClamped = (page: Page) =>
  page
    .locator('#timeline-caption p')
    .last()
    .evaluate((p) => p.scrollHeight > p.clientHeight + 1)

test.describe('the clamped timeline description (WCAG 1.4.4) @desktop-only', () => {
  test('can be read whole on desktop, for every step', async ({ page }) => {
    await gotoTimeline(page)
    let clampedSteps = 0
    for (let n = 1; n <= 5; n++) {
      await stepTab(page, n).click()
      if (!(await isClamped(page))) continue
      clampedSteps++
      const readWhole = page
        .locator('#timeline-caption')
        .getByRole('button', { name: 'Read the whole story' })
      await readWhole.click()
      await expect(
        page.locator('#timeline-caption').getByRole('button', { name: 'Show less' }),
      ).toHaveAttribute('aria-expanded', 'true')
      expect(await isClamped(page), `step ${n} shown whole`).toBe(false)
    }
    // The sample content has descriptions longer than three lines: the check is not empty.
    expect(clampedSteps).toBeGreaterThan(0)
  })
})
