import type { Page } from '@playwright/test'
import { featuredProjects } from '@content/featured.ts'
import { test, expect, gotoHome, hydrated, runClock } from './fixtures'
import { cardCentre, cardName, cards, detailsName } from './featuredProjects'

async function gotoProjects(page: Page) {
  await gotoHome(page)
  await hydrated(page.locator('#projects'))
}

test.describe('featured projects radio group (APG)', () => {
  test('all four arrow keys move focus and check, wrapping at the ends', async ({ page }) => {
    await gotoProjects(page)
    await cards(page).first().focus()
    // Down and Right go to the next card, Up and Left to the one before, wrapping for any count.
    const count = featuredProjects.length
    let index = 0
    for (const [key, step] of [
      ['ArrowDown', 1],
      ['ArrowRight', 1],
      ['ArrowUp', -1],
      ['ArrowLeft', -1],
      ['ArrowLeft', -1],
      ['ArrowDown', 1],
    ] as const) {
      index = (index + step + count) % count
      await page.keyboard.press(key)
      await expect(cards(page).nth(index)).toBeFocused()
      await expect(cards(page).nth(index)).toBeChecked()
      await expect(detailsName(page)).toHaveText(await cardName(page, index))
    }
  })

  test('is one tab stop: Tab leaves the group from the checked card', async ({ page }) => {
    await gotoProjects(page)
    await cards(page).first().focus()
    await page.keyboard.press('Tab')
    await expect(cards(page).first()).not.toBeFocused()
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[aria-label="Featured projects"]')),
    ).toBe(false)
  })
})

test.describe('featured projects on hover (WCAG 1.4.13) @desktop-only', () => {
  test('a resting pointer previews a card without checking it or announcing anything', async ({ page }) => {
    await page.clock.install()
    await gotoProjects(page)
    const live = page.locator('#projects [aria-live]:not([aria-live="off"])')
    const announced = await live.allInnerTexts()
    const last = featuredProjects.length - 1
    await cards(page).nth(last).scrollIntoViewIfNeeded()
    const centre = await cardCentre(page, last)
    await page.mouse.move(centre.x, centre.y)
    await runClock(page, 1000)
    await expect(detailsName(page)).toHaveText(await cardName(page, last))
    await expect(cards(page).first()).toBeChecked()
    await expect(cards(page).nth(last)).not.toBeChecked()
    expect(await live.allInnerTexts()).toEqual(announced)
  })

  test('Escape dismisses a preview while the pointer stays where it rests', async ({ page }) => {
    await page.clock.install()
    await gotoProjects(page)
    const checkedName = await cardName(page, 0)
    const last = featuredProjects.length - 1
    await cards(page).nth(last).scrollIntoViewIfNeeded()
    const centre = await cardCentre(page, last)
    await page.mouse.move(centre.x, centre.y)
    await runClock(page, 1000)
    await expect(detailsName(page)).toHaveText(await cardName(page, last))
    await page.keyboard.press('Escape')
    await expect(detailsName(page)).toHaveText(checkedName)
    // The pointer has not moved: the preview stays dismissed.
    await runClock(page, 1000)
    await expect(detailsName(page)).toHaveText(checkedName)
    await expect(cards(page).first()).toBeChecked()
  })

  test('crossing another card on the way to the details does not swap them', async ({ page }) => {
    await page.clock.install()
    await gotoProjects(page)
    await cards(page).nth(1).scrollIntoViewIfNeeded()
    const details = (await page.locator('#projects article').boundingBox())!
    const from = await cardCentre(page, 1)
    const crossed = await cardCentre(page, 2)
    await page.mouse.move(from.x, from.y)
    await runClock(page, 1000)
    // The details render a frame after the preview (record 0073): wait for them, not read at once.
    const previewed = await cardName(page, 1)
    await expect(detailsName(page)).toHaveText(previewed)
    await page.mouse.move(crossed.x, crossed.y)
    await page.mouse.move(details.x + details.width / 2, details.y + 40)
    await runClock(page, 1000)
    await expect(detailsName(page)).toHaveText(previewed)
  })
})

test.describe('featured projects on a phone (WCAG 2.4.11) @mobile-only', () => {
  // Instant scrolling, so the test sees where the page comes to rest.
  test.use({ reducedMotion: 'reduce' })

  test('selecting a card with Space keeps the focused card on screen and brings the details towards it', async ({
    page,
  }) => {
    await gotoProjects(page)
    const last = cards(page).last()
    await last.focus()
    await page.keyboard.press('Space')
    await expect(last).toBeChecked()
    // Polled: the page may still be scrolling the card into view.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement!
          const rect = (focused.closest('label') ?? focused).getBoundingClientRect()
          const navbar = document.querySelector('header')!.getBoundingClientRect().bottom
          return rect.top >= navbar && rect.bottom <= window.innerHeight
        }),
      )
      .toBe(true)
    await expect(page.locator('#projects article')).toBeInViewport()
  })
})
