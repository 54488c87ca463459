import { test, expect, gotoHome, hydrated } from './fixtures'

test.describe('sign-up errors beside the field (WCAG 3.3.1, 3.3.3) @any-width', () => {
  test('marks the email invalid, describes it with the message and moves focus to it', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    const email = page.getByLabel('Your Email')
    const validBorder = await email.evaluate((input) => getComputedStyle(input).borderColor)
    await email.fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(page.locator('#join').getByText('Please enter a valid email address.')).toBeVisible()
    expect(await email.evaluate((input) => getComputedStyle(input).borderColor)).not.toBe(validBorder)
  })

  test('keeps the message after the toast has gone, until the input changes', async ({ page }) => {
    await page.clock.install()
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    const email = page.getByLabel('Your Email')
    await email.fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    // A pointer resting on a toast holds it: move away so it can time out.
    await page.mouse.move(0, 0)
    await page.clock.runFor(30_000)
    await expect(page.getByText('Invalid Email', { exact: true })).toHaveCount(0)
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    await email.press('End')
    await email.pressSequentially('@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#join').getByText('Please enter a valid email address.')).toHaveCount(0)
  })
})
