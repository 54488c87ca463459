import { test, expect, gotoTimeline } from './fixtures'

test.describe('markup a screen reader reads as the browser does', () => {
  test('hides a collapsed panel once, with hidden="until-found" and no aria-hidden beside it', async ({
    page,
  }) => {
    await gotoTimeline(page)
    const panel = page.locator('#timeline [hidden="until-found"]')
    await expect(panel).not.toHaveCount(0)
    expect(await page.locator('[hidden="until-found"][aria-hidden="true"]').count()).toBe(0)
    // Opened and closed again, the story panel is still hidden one way only.
    const trigger = page.getByRole('button', { name: 'Read the story' })
    if (await trigger.isVisible()) {
      await trigger.click()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await trigger.click()
      await expect(page.locator('#timeline [hidden="until-found"]')).not.toHaveCount(0)
      expect(await page.locator('[hidden="until-found"][aria-hidden="true"]').count()).toBe(0)
    }
  })
})
