import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHome, hydrated, highlightFilter } from './fixtures'
import { galleryItems } from '@content/featured.ts'
import { GALLERY_COLLAPSED_COUNT, roleBadge } from '~/sections/highlights/highlightsState'
import { contrastRatio, lowestContrastUnderText, parseRgb } from './contrast'

const tiles = (page: Page) => page.getByRole('list', { name: 'Highlights' }).getByRole('button')

async function imageLoaded(tile: Locator) {
  await expect
    .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
}

/** The first colour that is not transparent, from the element up: what a border or thumb sits on. */
const backgroundUnder = (locator: Locator) =>
  locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor
      if (!/rgba\(.*,\s*0\)$|transparent/.test(colour)) return colour
    }
    return getComputedStyle(document.documentElement).backgroundColor
  })

test.describe('text over pictures (WCAG 1.4.3)', () => {
  test('every judge and mentor caption reaches 4.5:1 against every pixel under it', async ({ page }) => {
    test.slow()
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    const failures: string[] = []
    for (const [filter, category] of [
      ['Judges', 'judges'],
      ['Mentors', 'mentors'],
    ] as const) {
      const count = galleryItems.filter((item) => item.category === category).length
      await highlightFilter(page, filter).click()
      // The grid follows the filter a moment later and reveals in chunks: wait until it holds this
      // filter's people only, then all of them.
      const people = tiles(page).filter({ has: page.locator('strong') })
      await expect(tiles(page).filter({ hasNotText: roleBadge(category) })).toHaveCount(
        count > GALLERY_COLLAPSED_COUNT ? 1 : 0,
      )
      if (count > GALLERY_COLLAPSED_COUNT)
        await page.getByRole('button', { name: `Show All ${count}` }).click()
      await expect(people).toHaveCount(count)
      for (let i = 0; i < count; i++) {
        const tile = people.nth(i)
        await tile.scrollIntoViewIfNeeded()
        await imageLoaded(tile)
        for (const text of [
          tile.locator('strong'),
          tile.locator('strong').locator('xpath=preceding-sibling::span'),
        ]) {
          const ratio = await lowestContrastUnderText(text)
          if (ratio < 4.5) failures.push(`${await text.innerText()}: ${ratio.toFixed(2)}:1`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

test.describe('non-text contrast (WCAG 1.4.11)', () => {
  test('the sign-up fields are outlined at 3:1 against the field and the card', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    for (const label of ['Your Email', 'Suggest a Festival (optional)']) {
      const input = page.getByLabel(label)
      const border = parseRgb(await input.evaluate((el) => getComputedStyle(el).borderTopColor))
      const field = parseRgb(await input.evaluate((el) => getComputedStyle(el).backgroundColor))
      const card = parseRgb(await backgroundUnder(input.locator('xpath=../..')))
      expect(contrastRatio(border, field), `${label} border against the field`).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(border, card), `${label} border against the card`).toBeGreaterThanOrEqual(3)
    }
  })

  test("the gallery's scrollbar thumb reaches 3:1 against what it scrolls over", async ({ page }) => {
    await gotoHome(page)
    const strip = page.getByRole('list', { name: 'Highlights' })
    const thumb = await strip.evaluate(
      (el) => getComputedStyle(el).scrollbarColor.split(/\s+(?![^(]*\))/)[0]!,
    )
    const under = await backgroundUnder(strip)
    expect(contrastRatio(parseRgb(thumb), parseRgb(under))).toBeGreaterThanOrEqual(3)
  })
})
