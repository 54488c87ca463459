import {
  test,
  expect,
  gotoHome,
  holdRequests,
  hydrated,
  isHydrated,
  pageIdle,
  runClock,
  SCRIPT_REQUESTS,
  SIGNUP_REQUESTS,
  toast,
  toastRegion,
} from './fixtures'
import { TOAST_TIMEOUT_MS } from '~/ui/toastQueue'
import type { Page } from '@playwright/test'
import { confirmationOnItsWay } from '@content/signupForm.ts'

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function submit(page: Page, email: string, festival = '') {
  await page.getByLabel('Your Email').fill(email)
  await page.getByLabel('Suggest a Festival (optional)').fill(festival)
  await page.getByRole('button', { name: 'Sign Me Up' }).click()
}

/** What an autofill or extension can do and typing cannot: set a value past maxLength. */
async function forceValue(page: Page, label: string, value: string) {
  await page.getByLabel(label).evaluate((input: HTMLInputElement, next) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, next)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)
}

// The messages a toast gives also show beside the field (WCAG 3.3.1): these tests read them from the toasts.

test.describe('sign-up form @any-width', () => {
  // The form sits in the last section, which hydrates as it comes near: every test starts there.
  test.beforeEach(async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
  })

  test('limits the inputs to 254 and 100 characters', async ({ page }) => {
    await expect(page.getByLabel('Your Email')).toHaveAttribute('maxlength', '254')
    await expect(page.getByLabel('Suggest a Festival (optional)')).toHaveAttribute('maxlength', '100')
  })

  test('thanks the visitor and clears the form on success', async ({ page }) => {
    await submit(page, uniqueEmail('ok'), 'Glastonbury')
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await expect(toastRegion(page).getByText("We'll keep you updated on future buildathons.")).toBeVisible()
    // The sign-up waits for its address to be confirmed: the toast says a mail is coming.
    await expect(toastRegion(page).getByText(confirmationOnItsWay)).toBeVisible()
    await expect(page.getByLabel('Your Email')).toHaveValue('')
    await expect(page.getByLabel('Suggest a Festival (optional)')).toHaveValue('')
  })

  test('reads "SUBMITTING..." and is disabled while the request is in flight', async ({ page }) => {
    const release = await holdRequests(page, SIGNUP_REQUESTS)
    await submit(page, uniqueEmail('slow'))
    const button = page.getByRole('button', { name: 'SUBMITTING...' })
    await expect(button).toBeVisible()
    await expect(button).toBeDisabled()
    release()
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeEnabled()
  })

  test('says "Invalid Email" for an address without @ and sends nothing', async ({ page }) => {
    let calls = 0
    page.on('request', (request) => request.url().includes('/_serverFn/') && calls++)
    await submit(page, 'not-an-email')
    await expect(toast(page, 'Invalid Email')).toBeVisible()
    await expect(toastRegion(page).getByText('Please enter a valid email address.')).toBeVisible()
    // A call made late would be counted by now.
    await pageIdle(page)
    expect(calls).toBe(0)
  })

  test('says "Email Too Long" past 254 characters', async ({ page }) => {
    await forceValue(page, 'Your Email', `${'a'.repeat(250)}@example.com`)
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toast(page, 'Email Too Long')).toBeVisible()
    await expect(toastRegion(page).getByText('Email must be 254 characters or less.')).toBeVisible()
  })

  test('says "Festival Name Too Long" past 100 characters', async ({ page }) => {
    await page.getByLabel('Your Email').fill(uniqueEmail('fest'))
    await forceValue(page, 'Suggest a Festival (optional)', 'F'.repeat(101))
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toast(page, 'Festival Name Too Long')).toBeVisible()
    await expect(toastRegion(page).getByText('Festival name must be 100 characters or less.')).toBeVisible()
  })

  test('says "Already Signed Up" for the same address in other case and spaces', async ({ page }) => {
    const email = uniqueEmail('dup')
    await submit(page, email)
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await submit(page, `  ${email.toUpperCase()}  `)
    await expect(toast(page, 'Already Signed Up')).toBeVisible()
    await expect(toastRegion(page).getByText('This email is already registered for updates.')).toBeVisible()
  })

  test('says "Error" and logs it when the request fails', async ({ page, consoleLog }) => {
    await page.route(SIGNUP_REQUESTS, (route) => route.abort('connectionrefused'))
    await submit(page, uniqueEmail('down'))
    await expect(toast(page, 'Error')).toBeVisible()
    await expect(toastRegion(page).getByText('Failed to submit email. Please try again.')).toBeVisible()
    expect(consoleLog.messages.some((m) => m.type() === 'error' && /sign-up/i.test(m.text()))).toBe(true)
  })

  test("keeps a failed request's message beside the form once its toast has gone, until the next try", async ({
    page,
  }) => {
    await page.clock.install()
    await page.route(SIGNUP_REQUESTS, (route) => route.abort('connectionrefused'))
    await submit(page, uniqueEmail('down'))
    await expect(toast(page, 'Error')).toBeVisible()
    // A toast under the pointer waits for it to leave (react-aria pauses it on hover).
    await page.mouse.move(1, 1)
    await runClock(page, TOAST_TIMEOUT_MS + 1000)
    await expect(toast(page, 'Error')).toHaveCount(0)
    const form = page.locator('#join form')
    await expect(form.getByText('Failed to submit email. Please try again.')).toBeVisible()

    await page.unroute(SIGNUP_REQUESTS)
    await submit(page, uniqueEmail('back'))
    await expect(form.getByText('Failed to submit email. Please try again.')).toHaveCount(0)
    await expect(form.getByText('Thanks for signing up!')).toBeVisible()
  })
})

test.describe('sign-up form, beyond a single click @any-width', () => {
  test("keeps what the visitor typed before the form's code arrived, and sends it", async ({ page }) => {
    const release = await holdRequests(page, SCRIPT_REQUESTS)
    // Not 'load': a script the loader adds before the load event delays it, and the scripts are held.
    await page.goto('/#signup', { waitUntil: 'domcontentloaded' })
    const email = uniqueEmail('early')
    await page.getByLabel('Your Email').fill(email)
    await page.getByLabel('Suggest a Festival (optional)').fill('Coachella')
    expect(await isHydrated(page.locator('#join'))).toBe(false)
    release()
    await hydrated(page.locator('#join'), { scroll: false })
    await expect(page.getByLabel('Your Email')).toHaveValue(email)
    await expect(page.getByLabel('Suggest a Festival (optional)')).toHaveValue('Coachella')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
  })

  test('sends a double click once, and answers it with one toast', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/_serverFn/')) posts++
    })
    await page.getByLabel('Your Email').fill(uniqueEmail('double'))
    await page.getByRole('button', { name: 'Sign Me Up' }).dblclick()
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    // A second post would leave with the first or as its answer lands: both are over once idle.
    await pageIdle(page)
    expect(posts).toBe(1)
    await expect(toast(page, 'Invalid Email')).toHaveCount(0)
  })

  test('replaces the outcome of an earlier sign-up without JavaScript with the answer to a new one', async ({
    page,
  }) => {
    await gotoHome(page, '/?signup=already_signed_up#signup')
    await hydrated(page.locator('#join'))
    const earlier = page.getByRole('status').filter({ hasText: 'Already Signed Up' })
    await expect(earlier).toBeVisible()
    await submit(page, uniqueEmail('after-nojs'))
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await expect(earlier).toHaveCount(0)
  })
})

test.describe('sign-up without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('signs the visitor up with a plain form post and shows the outcome in the page', async ({ page }) => {
    await page.goto('/')
    const email = uniqueEmail('nojs')
    await page.getByLabel('Your Email').fill(email)
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page).toHaveURL(/\?signup=ok#signup$/)
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for signing up!' })).toBeVisible()

    await page.getByLabel('Your Email').fill(email)
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page).toHaveURL(/\?signup=already_signed_up#signup$/)
    await expect(page.getByRole('status').filter({ hasText: 'Already Signed Up' })).toBeVisible()
  })

  test('reports an invalid address from the server check', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Your Email').fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page).toHaveURL(/\?signup=invalid_email#signup$/)
    await expect(page.getByRole('status').filter({ hasText: 'Invalid Email' })).toBeVisible()
  })
})
