import type { Locator, Page } from '@playwright/test'
import { controls } from '@content/controls.ts'
import { signupToasts } from '~/signup/schema'
import { test, expect, holdRequests, toast } from './fixtures'

// The page's code held until after the press, so the press lands on a section not yet hydrated.
const PAGE_SCRIPTS = /\/assets\/.+\.js$/

/** Whether React has hydrated the part `part` (app/lib/hydrationMarks.ts). */
const hasHydrated = (page: Page, part: string) =>
  page.evaluate((part) => (document.documentElement.dataset.hydrated ?? '').split(' ').includes(part), part)

/** Loads `/` with its scripts held, and brings `section` into view as a visitor scrolling would. */
async function loadWithScriptsHeld(page: Page, section: string) {
  const release = await holdRequests(page, PAGE_SCRIPTS)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.locator(section).scrollIntoViewIfNeeded()
  return release
}

/** Keyboard focus on `control`, then Enter at once: well within 50 ms of reaching it. */
async function focusAndPressEnter(control: Locator) {
  await control.focus()
  await control.press('Enter')
}

test.describe('a press before its section has hydrated is not lost', () => {
  test('opens the timeline full screen for an Enter given before the timeline had its code', async ({
    page,
  }) => {
    const release = await loadWithScriptsHeld(page, '#timeline')
    await focusAndPressEnter(page.locator('#timeline').getByRole('button', { name: /^Open full screen:/ }))
    expect(await hasHydrated(page, 'timeline')).toBe(false)
    release()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test("opens the step's story for an Enter on its toggle given before hydration", async ({ page }) => {
    const release = await loadWithScriptsHeld(page, '#timeline')
    // Wide screens have "Read the whole story" beside the picture; phones a "Read the story" disclosure.
    const storyToggle = page
      .locator('#timeline')
      .getByRole('button', { name: new RegExp(`^(${controls.wholeDescription.show}|Read the story)$`) })
      .filter({ visible: true })
    await expect(storyToggle).toHaveAttribute('aria-expanded', 'false')
    // Found again by its place: its name changes once open.
    const place = await storyToggle.evaluate((toggle) =>
      [...document.querySelectorAll('#timeline button')].indexOf(toggle),
    )
    await focusAndPressEnter(storyToggle)
    expect(await hasHydrated(page, 'timeline')).toBe(false)
    release()
    await expect(page.locator('#timeline button').nth(place)).toHaveAttribute('aria-expanded', 'true')
  })

  test('checks a sign-up sent by Enter before the form had its code, in the page, without a reload', async ({
    page,
  }) => {
    const release = await loadWithScriptsHeld(page, '#join')
    const email = page.getByLabel('Your Email')
    await email.fill('not-an-address')
    await email.press('Enter')
    expect(await hasHydrated(page, 'join')).toBe(false)
    release()
    await expect(toast(page, signupToasts.invalid_email.title)).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toBeFocused()
    expect(new URL(page.url()).search).toBe('')
  })
})

test.describe('a sign-up posted as a plain form (WCAG 3.3.1, 4.1.3)', () => {
  test.use({ javaScriptEnabled: false })

  test('lands with focus on the email field, marked invalid and described by its message @any-width', async ({
    page,
  }) => {
    await page.goto('/')
    const email = page.getByLabel('Your Email')
    await email.fill('not-an-address')
    await email.press('Enter')
    await page.waitForURL(/[?&]signup=invalid_email/)
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(signupToasts.invalid_email.description)
  })
})
