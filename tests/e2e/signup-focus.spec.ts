import type { Page } from '@playwright/test'
import { confirmationOnItsWay } from '@content/signupForm.ts'
import { signupToasts } from '~/signup/schema'
import { TOAST_TIMEOUT_MS } from '~/ui/toastQueue'
import {
  test,
  expect,
  failSignupWithToast,
  gotoHome,
  holdRequests,
  hydrated,
  SIGNUP_REQUESTS,
  toast,
  toastRegion,
} from './fixtures'

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const signupForm = (page: Page) => page.locator('#join form')
// What a screen reader is told of by itself: the page's live regions holding `words`.
const liveRegionsSaying = (page: Page, words: string) =>
  page.evaluate(
    (words) =>
      [...document.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]')].filter(
        (region) => region.getAttribute('aria-live') !== 'off' && region.textContent?.includes(words),
      ).length,
    words,
  )

test.describe('sign-up focus (WCAG 2.4.3, 2.4.11)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
  })

  test('announces a success once, by the toast, moves focus to the thanks beside the form, and keeps them after the toast has gone @any-width', async ({
    page,
  }) => {
    const { title, description } = signupToasts.ok
    const email = page.getByLabel('Your Email')
    await email.fill(uniqueEmail('focus'))
    await email.press('Enter')
    // The spec's toast, with the news that a mail to confirm is coming.
    const toastTitle = toast(page, title)
    await expect(toastTitle).toBeVisible()
    await expect(toastRegion(page).getByText(`${description} ${confirmationOnItsWay}`)).toBeVisible()
    const thanks = signupForm(page).locator('p', { hasText: title })
    await expect(thanks).toContainText(`${description} ${confirmationOnItsWay}`)
    expect(await liveRegionsSaying(page, title)).toBe(1)
    await expect(thanks).toBeFocused()
    await expect(toastTitle).toHaveCount(0, { timeout: 15_000 })
    await expect(thanks).toBeVisible()
  })

  test('keeps focus on Sign Me Up when a keyboard presses it while the sign-up is sent, then moves it to the thanks @any-width', async ({
    page,
  }) => {
    const release = await holdRequests(page, SIGNUP_REQUESTS)
    await page.getByLabel('Your Email').fill(uniqueEmail('keyboard'))
    await page.getByRole('button', { name: 'Sign Me Up' }).focus()
    await page.keyboard.press('Enter')
    const sending = page.getByRole('button', { name: 'SUBMITTING...' })
    await expect(sending).toBeDisabled()
    await expect(sending).toBeFocused()
    release()
    await expect(toast(page, signupToasts.ok.title)).toBeVisible()
    await expect(signupForm(page).locator('p', { hasText: signupToasts.ok.title })).toBeFocused()
  })

  // A pressed button that is then disabled drops focus to the page, so Tab would start from the
  // top; on a phone the keyboard would also close and open again.
  test('keeps focus in the email field when Sign Me Up is pressed while the sign-up is sent, on the thanks after it, and in the field when it fails', async ({
    page,
  }) => {
    const release = await holdRequests(page, SIGNUP_REQUESTS)
    const email = page.getByLabel('Your Email')
    await email.fill(uniqueEmail('pressed'))
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByRole('button', { name: 'SUBMITTING...' })).toBeDisabled()
    await expect(email).toBeFocused()
    release()
    await expect(toast(page, signupToasts.ok.title)).toBeVisible()
    await expect(signupForm(page).locator('p', { hasText: signupToasts.ok.title })).toBeFocused()

    await email.fill('no-at-sign')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toast(page, signupToasts.invalid_email.title)).toBeVisible()
    await expect(email).toBeFocused()
  })

  // react-aria's preventFocusOnPress lets focus go to the button and brings it back, so every press
  // cost the field a blur, a change and a focus (app/boot/README.md).
  test('a press on Sign Me Up never takes focus out of the email field, not even for a moment', async ({
    page,
    hasTouch,
  }) => {
    const email = page.getByLabel('Your Email')
    await email.fill('no-at-sign')
    // Counted at the window, ahead of the listeners react-aria adds there to hide a blur it undoes.
    await email.evaluate((field) => {
      const seen: string[] = []
      ;(window as unknown as { fieldLeft: string[] }).fieldLeft = seen
      for (const type of ['blur', 'focusout', 'change'])
        window.addEventListener(type, (event) => event.target === field && seen.push(type), true)
    })
    const button = page.getByRole('button', { name: 'Sign Me Up' })
    await (hasTouch ? button.tap() : button.click())
    await expect(toast(page, signupToasts.invalid_email.title)).toBeVisible()
    await expect(email).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { fieldLeft: string[] }).fieldLeft)).toEqual([])
  })

  test('closes the toasts on Escape, with focus and the message left in the field @any-width', async ({
    page,
  }) => {
    const { email, toast } = await failSignupWithToast(page)
    await email.press('Escape')
    // Well before the toast would go by itself.
    await expect(toast).toHaveCount(0, { timeout: TOAST_TIMEOUT_MS / 2 })
    await expect(email).toBeFocused()
    await expect(email).toHaveValue('not-an-address')
    await expect(email).toHaveAccessibleDescription(signupToasts.invalid_email.description)
  })

  test("leaves the toasts up for an Escape that ends an input method's composition @any-width", async ({
    page,
  }) => {
    const { toast } = await failSignupWithToast(page)
    // Playwright's keyboard sends no composition, so the field gets the key as an input method
    // sends it; two frames later a cleared queue would have taken the toast down.
    const region = await toastRegion(page).elementHandle()
    const shownAfter = await page.evaluate(
      async ([region, title]) => {
        const init = { key: 'Escape', isComposing: true, bubbles: true, cancelable: true }
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', init))
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
        return region?.isConnected === true && region.textContent?.includes(title) === true
      },
      [region, signupToasts.invalid_email.title] as const,
    )
    expect(shownAfter).toBe(true)
    await expect(toast).toBeVisible()
  })

  test('shows the toast clear of the email field that a failure focuses', async ({ page }) => {
    const email = page.getByLabel('Your Email')
    await email.fill('no-at-sign')
    // Scrolled as far as a visitor needs to see the field: it sits at the bottom of the screen.
    await email.evaluate((field) =>
      window.scrollBy(0, field.getBoundingClientRect().bottom - innerHeight + 4),
    )
    await expect(email).toBeInViewport({ ratio: 1 })
    await email.press('Enter')
    const shown = toast(page, signupToasts.invalid_email.title)
    await expect(shown).toBeVisible()
    await expect(email).toBeFocused()
    const overlap = () =>
      page.evaluate(() => {
        const field = document.activeElement!.getBoundingClientRect()
        const toasts = [...document.querySelectorAll('[role="alertdialog"]')]
        // No toast is no answer: the toast must be clear of the field while it shows.
        if (toasts.length === 0) return Number.NaN
        let worst = 0
        for (const toast of toasts) {
          const box = toast.getBoundingClientRect()
          const x = Math.min(field.right, box.right) - Math.max(field.left, box.left)
          const y = Math.min(field.bottom, box.bottom) - Math.max(field.top, box.top)
          if (x > 0 && y > 0) worst = Math.max(worst, y)
        }
        return worst
      })
    await expect.poll(overlap).toBe(0)
  })
})
