import type { Page } from '@playwright/test'
import { galleryItems, timelineSteps } from '../../content/featured.ts'
import { test, expect, blockVideoProvider, gotoHome, gotoTimeline, hydrated } from './fixtures'
import { TEXT_200, TEXT_SPACING, findCutText, grownTooLittle, restyle, textSizes } from './textSize'

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
    for (const { number: n } of timelineSteps) {
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

test.describe('text spacing (WCAG 1.4.12) @desktop-only', () => {
  // A visitor's own stylesheet is not bound by the page's Content-Security-Policy.
  test.use({ bypassCSP: true })

  for (const width of [768, 800, 850]) {
    test(`keeps the caption tray clear of the step buttons at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoTimeline(page)
      await restyle(page, TEXT_SPACING)
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

const MODES = { 'text spacing (WCAG 1.4.12)': TEXT_SPACING, 'text-only 200 % (WCAG 1.4.4)': TEXT_200 }

const WIDTHS = [
  { width: 320, tag: '@mobile-only' },
  { width: 390, tag: '@mobile-only' },
  { width: 768, tag: '@desktop-only' },
  { width: 1440, tag: '@desktop-only' },
]

for (const [mode, stylesheet] of Object.entries(MODES)) {
  test.describe(mode, () => {
    test.use({ bypassCSP: true })

    for (const { width, tag } of WIDTHS) {
      test(`at ${width} px, no text is cut or past the edge, and the key controls are on screen ${tag}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await gotoHome(page)
        await restyle(page, stylesheet)

        const widths = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect
          .soft(widths.scrollWidth, 'the page does not scroll sideways')
          .toBeLessThanOrEqual(widths.clientWidth)
        expect.soft(await page.evaluate(findCutText)).toEqual([])

        const keyControls = [
          page.getByRole('navigation', { name: 'Main' }),
          page.getByRole('link', { name: 'Get updates' }),
          page.getByRole('button', { name: /^sign me up$/i }),
          ...timelineSteps.map(({ number }) =>
            page.getByRole('tab', { name: new RegExp(`^Step ${number}:`) }),
          ),
        ]
        for (const control of keyControls) {
          const box = (await control.boundingBox())!
          expect.soft(box.x, `${control} left edge`).toBeGreaterThanOrEqual(0)
          expect.soft(box.x + box.width, `${control} right edge`).toBeLessThanOrEqual(widths.clientWidth)
        }
      })
    }

    test('at 320 px, with all highlights shown, no tile caption is cut @mobile-only', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 900 })
      await gotoHome(page)
      await hydrated(page.locator('#highlights'))
      await restyle(page, stylesheet)
      await page.getByRole('button', { name: `Show All ${galleryItems.length}` }).click()
      // Every person's tile, whatever the shuffle put first: every item and the "Show Less" tile.
      await expect(page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(
        galleryItems.length + 1,
      )
      expect(await page.evaluate(findCutText)).toEqual([])
    })

    test('at 1024 px the step buttons leave the step title clear @desktop-only', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 900 })
      await gotoTimeline(page)
      await restyle(page, stylesheet)
      await expect(page.locator('#timeline-caption h3')).toBeVisible()
      const overlap = await page.evaluate(() => {
        const steps = document.querySelector('#timeline [role="tablist"]')!.getBoundingClientRect()
        const title = document.querySelector('#timeline-caption h3')!.getBoundingClientRect()
        const across = Math.min(steps.right, title.right) - Math.max(steps.left, title.left)
        const down = Math.min(steps.bottom, title.bottom) - Math.max(steps.top, title.top)
        return across > 0 && down > 0 ? Math.round(across * down) : 0
      })
      expect(overlap).toBe(0)
    })
  })
}

/** Every stat number and every h1 and h2 on `/`. */
const GROWING_TEXT = '#numbers li > span:first-child, h1, h2'

test.describe('text that grows (WCAG 1.4.4)', () => {
  test.use({ bypassCSP: true })

  for (const width of [320, 390]) {
    test(`at ${width} px, text-only 200 % makes stat numbers and headings at least 1.9 times larger @mobile-only`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await gotoHome(page)
      const before = await textSizes(page, GROWING_TEXT)
      expect(before.filter(({ what }) => what.startsWith('span')).length).toBeGreaterThan(0)
      await restyle(page, TEXT_200)
      expect(grownTooLittle(before, await textSizes(page, GROWING_TEXT), 1.9)).toEqual([])
    })
  }

  test('browser zoom 200 % on a 1440 px window makes h1 and h2 at least 1.9 times larger @desktop-only', async ({
    page,
    browser,
  }) => {
    await gotoHome(page)
    const before = await textSizes(page, GROWING_TEXT)
    // Zoom halves the CSS viewport and doubles the pixels per CSS px.
    const zoomed = await browser.newContext({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 })
    const zoomedPage = await zoomed.newPage()
    await blockVideoProvider(zoomedPage)
    await gotoHome(zoomedPage)
    const after = (await textSizes(zoomedPage, GROWING_TEXT)).map(({ what, px }) => ({ what, px: px * 2 }))
    await zoomed.close()
    const headings = (sizes: { what: string; px: number }[]) =>
      sizes.filter(({ what }) => /^h[12] /.test(what))
    expect(grownTooLittle(headings(before), headings(after), 1.9)).toEqual([])
  })
})
