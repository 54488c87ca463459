import type { Locator, Page } from '@playwright/test'
import { galleryItems, teams } from '../../content/featured.ts'
import { GALLERY_COLLAPSED_COUNT } from '~/sections/highlights/highlightsState'
import { TEAMS_COLLAPSED_COUNT } from '~/sections/teams/teamsList'
import { test, expect, gotoHome, hydrated } from './fixtures'

// Where focus goes after a control reveals or hides tiles (docs/decisions/0040-focus-after-show-all.md).
const highlightTiles = (page: Page) => page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')

/** Wholly on screen, to a sub-pixel: inside the viewport and inside every clipping box around it. */
async function expectWhollyShown(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        const { clientWidth, clientHeight } = document.documentElement
        if (rect.left < -0.5 || rect.top < -0.5) return false
        if (rect.right > clientWidth + 0.5 || rect.bottom > clientHeight + 0.5) return false
        for (let box = element.parentElement; box; box = box.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(box)
          if (![overflowX, overflowY].some((overflow) => /auto|scroll|hidden/.test(overflow))) continue
          const clip = box.getBoundingClientRect()
          if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return false
          if (rect.top < clip.top - 0.5 || rect.bottom > clip.bottom + 0.5) return false
        }
        return true
      }),
    )
    .toBe(true)
}

test.describe('focus after "Show All" and "Show Less" (WCAG 2.4.3, 2.4.11)', () => {
  test('"Show All" in the highlights moves focus to the first revealed tile, in view', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await page.getByRole('button', { name: `Show All ${galleryItems.length}` }).press('Enter')
    await expect(highlightTiles(page)).toHaveCount(galleryItems.length + 1)
    const firstRevealed = highlightTiles(page).nth(GALLERY_COLLAPSED_COUNT).getByRole('button')
    await expect(firstRevealed).toBeFocused()
    await expectWhollyShown(firstRevealed)
  })

  test('"Show Less" in the highlights keeps focus on the control, brought into view', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await page.getByRole('button', { name: `Show All ${galleryItems.length}` }).press('Enter')
    await expect(highlightTiles(page)).toHaveCount(galleryItems.length + 1)
    await page.getByRole('button', { name: 'Show Less' }).press('Enter')
    const showAll = page.getByRole('button', { name: `Show All ${galleryItems.length}` })
    await expect(showAll).toBeFocused()
    await expectWhollyShown(showAll)
  })

  test('"Show All Projects" moves focus to the first link of the first revealed team, in view', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#teams'))
    await page.getByRole('button', { name: 'Show All Projects' }).press('Enter')
    const cards = page.locator('#teams article')
    await expect(cards).toHaveCount(teams.length)
    // The first link, so Tab goes on through every link of the new cards (WCAG 2.4.3).
    const firstLink = cards.nth(TEAMS_COLLAPSED_COUNT).getByRole('link').first()
    await expect(firstLink).toBeFocused()
    await expectWhollyShown(firstLink)
  })
})
