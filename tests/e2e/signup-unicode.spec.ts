import type { Page } from '@playwright/test'
import { test, expect, gotoHome, hydrated, pageIdle, toast } from './fixtures'

// Looks like zw-x@example.com; holds a zero-width space.
const ZERO_WIDTH_ADDRESS = 'zw\u200b-x@example.com'

const uniqueLocalPart = () => `cafe\u0301-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function submit(page: Page, email: string) {
  await page.getByLabel('Your Email').fill(email)
  await page.getByRole('button', { name: 'Sign Me Up' }).click()
}

test.describe('an address that hides characters, in the form with JavaScript @any-width', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
  })

  test('marks a zero-width-space address "Invalid Email" beside the field, without asking the server', async ({
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) sent.push(request.url())
    })
    const email = page.getByLabel('Your Email')
    await submit(page, ZERO_WIDTH_ADDRESS)
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await pageIdle(page)
    expect(sent).toEqual([])
  })

  test('says "Already Signed Up" for the composed spelling of an address signed up decomposed', async ({
    page,
  }) => {
    const local = uniqueLocalPart()
    await submit(page, `${local}@example.com`)
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await submit(page, `${local.normalize('NFC')}@example.com`)
    await expect(toast(page, 'Already Signed Up')).toBeVisible()
  })
})

test.describe('an address that hides characters, in the form without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('reports a zero-width-space address as "Invalid Email" from the server check', async ({ page }) => {
    await page.goto('/')
    await submit(page, ZERO_WIDTH_ADDRESS)
    await expect(page).toHaveURL(/\?signup=invalid_email#signup$/)
    await expect(page.getByRole('status').filter({ hasText: 'Invalid Email' })).toBeVisible()
  })
})
