import type { Page } from '@playwright/test'
import { test, expect, gotoTimeline, runClock } from './fixtures'

const shownImage = (page: Page) => page.locator('#timeline [data-active] img')
const stepTab = (page: Page, n: number) => page.getByRole('tab', { name: new RegExp(`^Step ${n}:`) })

/** Opens the timeline on the page's own clock and lets every image settle, so cycling can begin. */
async function gotoCyclingTimeline(page: Page) {
  await page.clock.install()
  await gotoTimeline(page)
  await page.locator('#timeline').scrollIntoViewIfNeeded()
  await expect(async () => {
    await runClock(page, 1000)
    await expect(page.locator('#timeline').getByText(/^Loading|^Ready to start$/)).toHaveCount(0, {
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })
}

test.describe('timeline slideshow pause control (WCAG 2.2.2)', () => {
  test('holds the picture from a visible pause button until the visitor presses play', async ({ page }) => {
    await gotoCyclingTimeline(page)
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    await expect(pause).toBeVisible()
    const box = (await pause.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    await pause.press('Enter')
    await page.locator('#timeline h2').click()
    const shown = (await shownImage(page).getAttribute('src'))!
    await runClock(page, 12_000)
    await expect(shownImage(page)).toHaveAttribute('src', shown)
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await runClock(page, 4_500)
    await expect(shownImage(page)).not.toHaveAttribute('src', shown)
  })

  test('keeps the pause across a step change', async ({ page }) => {
    await gotoCyclingTimeline(page)
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await stepTab(page, 2).click()
    await page.locator('#timeline h2').click()
    const shown = (await shownImage(page).getAttribute('src'))!
    await runClock(page, 12_000)
    await expect(shownImage(page)).toHaveAttribute('src', shown)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('pauses with a tap on a phone @mobile-only', async ({ page }) => {
    await gotoCyclingTimeline(page)
    await page.getByRole('button', { name: 'Pause slideshow' }).tap()
    const shown = (await shownImage(page).getAttribute('src'))!
    await runClock(page, 12_000)
    await expect(shownImage(page)).toHaveAttribute('src', shown)
  })

  test('holds still while a step button has keyboard focus', async ({ page }) => {
    await gotoCyclingTimeline(page)
    await stepTab(page, 1).focus()
    const shown = (await shownImage(page).getAttribute('src'))!
    await runClock(page, 12_000)
    await expect(shownImage(page)).toHaveAttribute('src', shown)
  })

  test('holds still while a control in the step panel has keyboard focus, which stops short of the step tabs', async ({
    page,
  }) => {
    await gotoCyclingTimeline(page)
    // react-aria marks the tabs' root while focus is within it, re-rendering every tab to do so
    // (app/boot/README.md): a step tab's focus does, the panel's must not.
    const tabsRoot = page.getByRole('tablist', { name: 'Timeline steps' }).locator('..')
    await page.getByRole('button', { name: /^Open full screen:/ }).focus()
    const shown = (await shownImage(page).getAttribute('src'))!
    await runClock(page, 12_000)
    await expect(shownImage(page)).toHaveAttribute('src', shown)
    await expect(tabsRoot).not.toHaveAttribute('data-focused')
    await stepTab(page, 1).focus()
    await expect(tabsRoot).toHaveAttribute('data-focused', 'true')
  })
})
