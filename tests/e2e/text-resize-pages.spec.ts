// Every kind of page besides `/` (text-resize.spec.ts measures that one) with its text doubled,
// by text-only zoom at the project's width and by browser zoom on a wide window (WCAG 1.4.4).
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'
import { TEXT_200, findCutText, grownTooLittle, restyle, scrollsSideways, textSizes } from './textSize'

const HEADINGS = 'h1, h2'

async function expectNothingCutOrSideways(page: Page) {
  expect.soft(await scrollsSideways(page), 'the page scrolls sideways').toBe(false)
  expect.soft(await page.evaluate(findCutText)).toEqual([])
}

async function headingSizes(page: Page) {
  const sizes = await textSizes(page, HEADINGS)
  expect(
    sizes.filter(({ what }) => what.startsWith('h1 ')),
    'one h1',
  ).toHaveLength(1)
  return sizes
}

test.describe('every kind of page with its text doubled (WCAG 1.4.4)', () => {
  // The visitor's own stylesheet is not bound by the page's Content-Security-Policy.
  test.use({ bypassCSP: true })

  for (const path of OTHER_PAGE_KINDS) {
    test(`${path}: text-only 200 % cuts no text, adds no sideways scroll, and makes h1 and h2 at least 1.9 times larger`, async ({
      page,
    }) => {
      await page.goto(path)
      await pageHydrated(page)
      const before = await headingSizes(page)
      await restyle(page, TEXT_200)
      await expectNothingCutOrSideways(page)
      expect(grownTooLittle(before, await textSizes(page, HEADINGS), 1.9)).toEqual([])
    })

    test(`${path}: browser zoom 200 % on a 1440 px window cuts no text, adds no sideways scroll, and makes h1 and h2 at least 1.9 times larger @desktop-only`, async ({
      page,
    }) => {
      await page.goto(path)
      await pageHydrated(page)
      const before = await headingSizes(page)
      // Zoom halves the CSS viewport and doubles the pixels per CSS px; layout in CSS px is the
      // same at any pixel density.
      await page.setViewportSize({ width: 720, height: 450 })
      await expectNothingCutOrSideways(page)
      const after = (await textSizes(page, HEADINGS)).map(({ what, px }) => ({ what, px: px * 2 }))
      expect(grownTooLittle(before, after, 1.9)).toEqual([])
    })
  }
})
