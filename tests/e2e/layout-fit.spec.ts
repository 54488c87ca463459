// Boxes as large as what they hold and no emptier: the holes a person's pass at 390 and 1440 found
// (issue 74), each measured where it was seen.
import type { Locator, Page } from '@playwright/test'
import { editions, featuredEdition } from '@content/editions.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { editionPath } from '@content/slug.ts'
import { signupCardCopy } from '@content/teamPage.ts'
import { test, expect, animationsFinished, expectNoAxeViolations, gotoHome, hydrated } from './fixtures'
import { cards } from './featuredProjects'

const box = async (locator: Locator) => (await locator.boundingBox())!

/** How far below the last thing a box holds its own bottom edge lies, less its bottom padding. */
const emptyBelow = (card: Locator) =>
  card.evaluate((element) => {
    const last = element.lastElementChild!.getBoundingClientRect().bottom
    const padding = parseFloat(getComputedStyle(element).paddingBottom)
    return element.getBoundingClientRect().bottom - padding - last
  })

test.describe('the cards on / @desktop-only', () => {
  // At 390 the two cards stack, so neither can take the other's height.
  test('sizes the "Start vibe-coding" card to its own content, not to the sign-up card beside it', async ({
    page,
  }) => {
    await gotoHome(page)
    const promo = page.locator('#join').getByRole('heading', { name: 'Start vibe-coding' }).locator('..')
    await promo.scrollIntoViewIfNeeded()
    expect(await emptyBelow(promo)).toBeLessThanOrEqual(1)
  })
})

test.describe('the sponsor tiers', () => {
  for (const edition of editions) {
    test(`fill each row with tiles of one width on ${edition.slug}'s page, a lone tile as wide as its row`, async ({
      page,
    }) => {
      await page.goto(edition === featuredEdition ? '/' : editionPath(edition.slug))
      const rows = page.locator('#sponsors ul')
      await rows.first().scrollIntoViewIfNeeded()
      for (const row of await rows.all()) {
        const { widths, rowRight, rightmost } = await row.evaluate((list) => {
          const tiles = [...list.children].map((tile) => tile.getBoundingClientRect())
          return {
            widths: tiles.map((tile) => Math.round(tile.width)),
            rowRight: list.getBoundingClientRect().right,
            rightmost: Math.max(...tiles.map((tile) => tile.right)),
          }
        })
        const label = await row.getAttribute('aria-label')
        expect(new Set(widths).size, `${label}: ${widths.join(', ')}`).toBe(1)
        expect(Math.abs(rowRight - rightmost), `${label} reaches its row's end`).toBeLessThanOrEqual(1)
      }
    })
  }
})

test.describe('the archive @any-width', () => {
  test('leaves room between "Held so far" and its first edition', async ({ page }) => {
    await page.goto('/editions')
    const past = page.getByRole('region', { name: editionsPageCopy.pastHeading })
    const heading = await box(past.getByRole('heading', { level: 2 }))
    const first = await box(past.getByRole('listitem').first())
    expect(first.y - (heading.y + heading.height)).toBeGreaterThan(0)
  })

  test('says the coming dates once: its sign-up card does not repeat the "Coming up" list', async ({
    page,
  }) => {
    await page.goto('/editions')
    const signup = page.getByRole('region', { name: editionsPageCopy.signupHeading })
    await expect(signup.getByRole('heading', { name: signupCardCopy.title })).toBeVisible()
    for (const event of upcomingEvents) {
      await expect(page.getByText(event.name)).toHaveCount(1)
      await expect(signup.getByText(event.name)).toHaveCount(0)
    }
    await hydrated(signup.getByRole('textbox').first())
    await expectNoAxeViolations(page, 'on the archive')
  })
})

async function openPerson(page: Page) {
  await gotoHome(page)
  await hydrated(page.locator('#highlights'))
  const person = page.getByRole('list', { name: 'Highlights' }).locator('button:has(strong)').first()
  await person.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Measured once it has risen into place: mid-animation its box is not the one a visitor reads.
  await animationsFinished(page)
  return dialog
}

test.describe("a person's dialog @desktop-only", () => {
  // Side by side, a picture taller than the words left an empty panel under them.
  test('is as tall as its words need, with no empty panel under them', async ({ page }) => {
    const dialog = await openPerson(page)
    const words = dialog.getByRole('heading', { level: 3 }).locator('..')
    await expect(words).toBeVisible()
    expect(await emptyBelow(words)).toBeLessThanOrEqual(1)
    const panel = await box(dialog)
    const text = await box(words)
    expect(panel.y + panel.height - (text.y + text.height)).toBeLessThanOrEqual(1)
    await expectNoAxeViolations(page, "with a person's dialog open")
  })
})

test.describe("a person's dialog on a phone @mobile-only", () => {
  // Stacked, a full-width portrait made a screenful of one sentence.
  test('takes at most two thirds of the screen, its portrait a band above the words', async ({ page }) => {
    const dialog = await openPerson(page)
    await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible()
    expect((await box(dialog)).height).toBeLessThanOrEqual((page.viewportSize()!.height * 2) / 3)
    await expectNoAxeViolations(page, "with a person's dialog open on a phone")
  })
})

test.describe('the highlights strip @desktop-only', () => {
  // A mouse has no sideways swipe, and a wheel scrolls a strip sideways only with Shift.
  // Instant scrolling, so each press has landed before the next.
  test.use({ reducedMotion: 'reduce' })

  test('scrolls with previous and next buttons, each disabled at its end', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    const strip = page.getByRole('list', { name: 'Highlights' })
    const previous = page.getByRole('button', { name: 'Previous highlights' })
    const next = page.getByRole('button', { name: 'Next highlights' })
    const scrolled = () => strip.evaluate((list) => list.scrollLeft)
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await next.click()
    await expect.poll(scrolled).toBeGreaterThan(0)
    await expect(previous).toBeEnabled()
    // On to the end, where next gives way.
    const end = await strip.evaluate((list) => list.scrollWidth - list.clientWidth)
    for (let presses = 0; (await scrolled()) < end - 1 && presses < 20; presses++) {
      const before = await scrolled()
      await next.click()
      await expect.poll(scrolled).toBeGreaterThan(before)
    }
    await expect(next).toBeDisabled()
    await previous.click()
    await expect.poll(scrolled).toBeLessThan(end)
    await expect(next).toBeEnabled()
    await expectNoAxeViolations(page, 'with the strip scrolled by its buttons')
  })

  // A strip scrolls under the buttons when Tab moves through its tiles, or when the visitor drags it.
  test('hands keyboard focus to the other button when the one holding it is disabled at its end (WCAG 2.4.3)', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    const strip = page.getByRole('list', { name: 'Highlights' })
    const previous = page.getByRole('button', { name: 'Previous highlights' })
    const next = page.getByRole('button', { name: 'Next highlights' })
    // Pressed from the keyboard up to the end.
    await next.focus()
    for (let presses = 0; (await next.isEnabled()) && presses < 20; presses++)
      await page.keyboard.press('Enter')
    await expect(next).toBeDisabled()
    await expect(previous).toBeFocused()
    // Holding focus as the strip comes back to its start, as Shift+Tab through its tiles brings it.
    await strip.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }))
    await expect(previous).toBeDisabled()
    await expect(next).toBeFocused()
  })
})

test.describe('the featured projects on a phone @mobile-only', () => {
  test("shows the chosen project's story right under its card, for the first card and the last", async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    const story = page.locator('#projects article')
    const gapUnder = async (index: number) => {
      const card = await box(cards(page).nth(index).locator('xpath=ancestor::label'))
      return (await box(story)).y - (card.y + card.height)
    }
    const quarterScreen = page.viewportSize()!.height / 4
    await expect(cards(page).first()).toBeChecked()
    expect(await gapUnder(0)).toBeLessThan(quarterScreen)
    await cards(page).last().locator('xpath=ancestor::label').tap()
    await expect(cards(page).last()).toBeChecked()
    expect(await gapUnder((await cards(page).count()) - 1)).toBeLessThan(quarterScreen)
    await expectNoAxeViolations(page, 'with the last project chosen on a phone')
  })
})
