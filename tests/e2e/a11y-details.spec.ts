import { timelineSteps } from '../../content/featured.ts'
import { posterDates } from '~/sections/poster/posterDates'
import { test, expect, gotoHome, gotoTimeline, hydrated, pageIdle } from './fixtures'

test.describe('smaller accessibility details', () => {
  test("gives the event poster's dates in its text alternative (WCAG 1.1.1) @any-width", async ({ page }) => {
    await gotoHome(page)
    // The dates of content/site.ts, as the poster draws them.
    await expect(page.locator('section[aria-label="Event poster"] img')).toHaveAttribute(
      'alt',
      new RegExp(posterDates().replace(/\s+/g, '\\s*')),
    )
  })

  test('leaves no empty list items in the navbar on a phone @mobile-only', async ({ page }) => {
    await gotoHome(page)
    const items = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem')
    const texts = (await items.allInnerTexts()).map((text) => text.trim())
    expect(texts).toEqual(['Get updates'])
  })

  test('does not give the promo code element a name its role does not allow (ARIA 1.2) @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await expect(page.locator('#join code')).not.toHaveAttribute('aria-labelledby', /.+/)
    await expect(page.locator('#join')).toContainText('Promo code')
  })

  test('announces a step picked on its tab once: by the tab, not again by a live region @any-width', async ({
    page,
  }) => {
    await gotoTimeline(page)
    const live = page.locator('#timeline [aria-live="polite"]').first()
    await page.getByRole('tab', { name: /^Step 3:/ }).click()
    await expect(page.getByRole('tab', { name: /^Step 3:/ })).toHaveAttribute('aria-selected', 'true')
    // Read once the page has settled, so a late announcement would be there.
    await pageIdle(page)
    expect(await live.textContent()).toBe('')
  })

  test('announces a step reached by a link, where no tab was pressed @any-width', async ({ page }) => {
    await gotoTimeline(page)
    await hydrated(page.locator('#timeline'))
    const last = timelineSteps.length
    await page.evaluate((step) => (window.location.hash = `#step-${step}`), last)
    await expect(page.locator('#timeline [aria-live="polite"]').first()).toHaveText(
      `Step ${last} of ${last}: ${timelineSteps[last - 1]!.title}`,
    )
  })
})
