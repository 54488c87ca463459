import type { Page } from '@playwright/test'
import { signupToasts } from '~/signup/schema'
import { test, expect, failSignupWithToast, gotoHome, hydrated, pageIdle } from './fixtures'

/**
 * `section` hydrated, `file` (a part's code) fetched ahead as when idle, then the clock paused: a
 * press's part can wait on no timer. React's lazy() drew one only from a timer (app/boot/README.md).
 */
async function partFetchedAndClockPaused(page: Page, section: string, file: RegExp) {
  await page.clock.install()
  const fetched = page.waitForResponse(file)
  await gotoHome(page)
  await hydrated(page.locator(section))
  await (await fetched).finished()
  await pageIdle(page)
  // A little ahead: the page's time runs on while this call travels.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
}

test.describe('parts whose code comes after the page', () => {
  test("draws a highlight's dialog in answer to the press, with no timer to wait on", async ({ page }) => {
    await partFetchedAndClockPaused(page, '#highlights', /\/HighlightDialog-[^/]*\.js$/)
    await page.getByRole('list', { name: 'Highlights' }).getByRole('button').first().focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('draws the lightbox in answer to the press, with no timer to wait on', async ({ page }) => {
    await partFetchedAndClockPaused(page, '#timeline', /\/Lightbox-[^/]*\.js$/)
    await page.locator('#timeline button[aria-label^="Open full screen"]').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test("draws a failed sign-up's toast beside its field error, with no timer to wait on", async ({
    page,
  }) => {
    await partFetchedAndClockPaused(page, '#join', /\/ToastRegion-[^/]*\.js$/)
    await failSignupWithToast(page)
    await expect(page.locator('#join').getByText(signupToasts.invalid_email.description)).toBeVisible()
  })
})
