import type { Page } from '@playwright/test'
import { test, expect, gotoTimeline } from './fixtures'

const stepTab = (page: Page, n: number) => page.getByRole('tab', { name: new RegExp(`^Step ${n}:`) })
const isClamped = (page: Page) =>
  page
    .locator('#timeline-caption p')
    .last()
    .evaluate((p) => p.scrollHeight > p.clientHeight + 1)

test.describe('the clamped timeline description (WCAG 1.4.4) @desktop-only', () => {
  test('can be read whole on desktop, for every step', async ({ page }) => {
    await gotoTimeline(page)
    let clampedSteps = 0
    for (let n = 1; n <= 5; n++) {
      await stepTab(page, n).click()
      if (!(await isClamped(page))) continue
      clampedSteps++
      const readWhole = page
        .locator('#timeline-caption')
        .getByRole('button', { name: 'Read the whole story' })
      await readWhole.click()
      await expect(
        page.locator('#timeline-caption').getByRole('button', { name: 'Show less' }),
      ).toHaveAttribute('aria-expanded', 'true')
      expect(await isClamped(page), `step ${n} shown whole`).toBe(false)
    }
    // The sample content has descriptions longer than three lines: the check is not empty.
    expect(clampedSteps).toBeGreaterThan(0)
  })
})

// WCAG 1.4.12's values, as a visitor's own stylesheet would set them.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

test.describe('text spacing (WCAG 1.4.12) @desktop-only', () => {
  // A visitor's own stylesheet is not bound by the page's Content-Security-Policy.
  test.use({ bypassCSP: true })

  for (const width of [768, 800, 850]) {
    test(`keeps the caption tray clear of the step buttons at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoTimeline(page)
      await page.addStyleTag({ content: TEXT_SPACING })
      const overlap = async () =>
        page.evaluate(() => {
          const steps = document.querySelector('#timeline [role="tablist"]')!.getBoundingClientRect()
          const tray = document.querySelector('#timeline-caption')!.getBoundingClientRect()
          return Math.max(0, steps.bottom - tray.top)
        })
      expect(await overlap()).toBe(0)
      await page.locator('#timeline-caption').getByRole('button', { name: 'Read the whole story' }).click()
      expect(await overlap()).toBe(0)
    })
  }
})
