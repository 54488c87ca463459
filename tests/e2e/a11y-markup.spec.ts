import type { Page } from '@playwright/test'
import { test, expect, gotoTimeline } from './fixtures'

/** Collapsed panels are hidden one way only: until-found, never also aria-hidden. */
async function expectPanelsHiddenOnce(page: Page) {
  await expect(page.locator('#timeline [hidden="until-found"]')).not.toHaveCount(0)
  expect(await page.locator('[hidden="until-found"][aria-hidden="true"]').count()).toBe(0)
}

test.describe('markup a screen reader reads as the browser does', () => {
  test('hides a collapsed panel once, with hidden="until-found" and no aria-hidden beside it @any-width', async ({
    page,
  }) => {
    await gotoTimeline(page)
    await expectPanelsHiddenOnce(page)
  })

  test('hides the story panel once again after it was opened and closed @mobile-only', async ({ page }) => {
    await gotoTimeline(page)
    const trigger = page.getByRole('button', { name: 'Read the story' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expectPanelsHiddenOnce(page)
  })
})
