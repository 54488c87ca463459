import type { Locator, Page } from '@playwright/test'
import { signupToasts } from '~/signup/schema'
import { test, expect, gotoHome, hydrated, toast, toastRegion } from './fixtures'

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const thanks = (page: Page) => page.locator('#join form p', { hasText: signupToasts.ok.title })

/** How many pixels of `target` the toasts cover, or NaN while no toast shows (no answer yet). */
const coveredByToasts = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const toasts = [...document.querySelectorAll('[role="alertdialog"]')]
    if (toasts.length === 0) return Number.NaN
    let worst = 0
    for (const toast of toasts) {
      const over = toast.getBoundingClientRect()
      const x = Math.min(box.right, over.right) - Math.max(box.left, over.left)
      const y = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top)
      if (x > 0 && y > 0) worst = Math.max(worst, y)
    }
    return worst
  })

test.describe('after a sign-up (WCAG 2.4.3, 2.4.11)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
  })

  test('moves focus from Sign Me Up to the thanks, in view and clear of the toast', async ({ page }) => {
    await page.getByLabel('Your Email').fill(uniqueEmail('after'))
    const submit = page.getByRole('button', { name: 'Sign Me Up' })
    // Scrolled as a visitor reaching the button would be: it sits at the foot of the screen.
    await submit.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4),
    )
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(toast(page, signupToasts.ok.title)).toBeVisible()
    await expect(thanks(page)).toBeFocused()
    await expect(thanks(page)).toBeInViewport({ ratio: 1 })
    await expect.poll(() => coveredByToasts(thanks(page))).toBe(0)
  })

  test('replaces the "Invalid Email" toast with the thanks, rather than leave both @any-width', async ({
    page,
  }) => {
    const email = page.getByLabel('Your Email')
    await email.fill('not-an-address')
    await email.press('Enter')
    await expect(toast(page, signupToasts.invalid_email.title)).toBeVisible()
    await email.fill(uniqueEmail('replaced'))
    await email.press('Enter')
    await expect(toast(page, signupToasts.ok.title)).toBeVisible()
    await expect(toastRegion(page).getByRole('alertdialog')).toHaveCount(1)
    await expect(toast(page, signupToasts.invalid_email.title)).toHaveCount(0)
  })

  test("shows a failure's toast clear of the field and of the field's own error", async ({ page }) => {
    const email = page.getByLabel('Your Email')
    await email.fill('not-an-address')
    const submit = page.getByRole('button', { name: 'Sign Me Up' })
    await submit.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4),
    )
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(toast(page, signupToasts.invalid_email.title)).toBeVisible()
    await expect(email).toBeFocused()
    const fieldError = page
      .locator('#join form')
      .getByText(signupToasts.invalid_email.description, { exact: true })
    await expect(fieldError).toBeInViewport({ ratio: 1 })
    await expect.poll(() => coveredByToasts(email)).toBe(0)
    await expect.poll(() => coveredByToasts(fieldError)).toBe(0)
  })
})
