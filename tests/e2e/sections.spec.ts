import { featuredProjects, galleryItems, stats, sponsors, teams } from '../../content/featured.ts'
import type { Locator, Page } from '@playwright/test'
import { GALLERY_COLLAPSED_COUNT } from '~/sections/highlights/highlightsState'
import { TEAMS_COLLAPSED_COUNT, TEAM_DESCRIPTION_MAX_LENGTH } from '~/sections/teams/teamsList'
import { motionMs } from '@styles/tokens'
import {
  test,
  expect,
  gotoHome,
  hydrated,
  pageIdle,
  tabThroughScroller,
  highlightFilter,
  showsPhotosOnly,
  scrollSettled,
} from './fixtures'

// The counts the page shows, taken from the content, so a new edition's content keeps these true.
const inCategory = (category: string) => galleryItems.filter((item) => item.category === category).length
const showAll = (count: number) => `Show All ${count}`
/** The strip's tiles for a list of `count` items collapsed: at most the collapsed count, plus the toggle tile. */
const collapsedTiles = (count: number) =>
  Math.min(count, GALLERY_COLLAPSED_COUNT) + (count > GALLERY_COLLAPSED_COUNT ? 1 : 0)
/** The "Show All {count}" tile of a collapsed list of `count` items, or none when all fit. */
const showsToggleTileFor = (page: Page, count: number) =>
  expect(page.getByRole('button', { name: /^Show All \d+$/ })).toHaveText(
    count > GALLERY_COLLAPSED_COUNT ? [showAll(count)] : [],
  )
const [photos, judges, mentors, everyone] = [
  inCategory('photos'),
  inCategory('judges'),
  inCategory('mentors'),
  galleryItems.length,
]

// The visible text of a project card: the label around its radio.
const cardText = (radio: Locator) => radio.evaluate((input) => input.closest('label')!.innerText)

test.describe('featured projects', () => {
  test('shows a card for each project with the winner first, selected and marked @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    const cards = page.getByRole('radiogroup', { name: 'Featured projects' }).getByRole('radio')
    await expect(cards).toHaveCount(featuredProjects.length)
    expect(await cardText(cards.first())).toMatch(/winner/i)
    await expect(cards.first()).toBeChecked()
    const winnerName = (await cardText(cards.first()))
      .split('\n')
      .find((line) => line.trim() && !/winner/i.test(line))!
    await expect(page.locator('#projects article h3')).toHaveText(winnerName)
  })

  test('shows the details of a card on hover, without selecting it @desktop-only', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    const cards = page.getByRole('radiogroup', { name: 'Featured projects' }).getByRole('radio')
    const name = (await cardText(cards.nth(2))).split('\n')[0]!
    await page.locator('#projects label').nth(2).hover()
    await expect(page.locator('#projects article h3')).toHaveText(name)
    await expect(cards.first()).toBeChecked()
  })

  test('selects a card with the keyboard too', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    const cards = page.getByRole('radiogroup', { name: 'Featured projects' }).getByRole('radio')
    await cards.first().focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(cards.nth(1)).toBeChecked()
    await expect(page.locator('#projects article h3')).toHaveText(
      (await cardText(cards.nth(1))).split('\n')[0]!,
    )
  })

  test('brings the details into view when a card is tapped on a phone @mobile-only', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    await page.locator('#projects label').last().tap()
    await expect(page.locator('#projects article')).toBeInViewport()
  })

  test('shows an optional highlighted note', async ({ page }) => {
    const withNote = featuredProjects.find((project) => project.addedInfo)!
    const withoutNote = featuredProjects.find((project) => !project.addedInfo)!
    await gotoHome(page)
    await hydrated(page.locator('#projects'))
    const card = (name: string) =>
      page.getByRole('radiogroup', { name: 'Featured projects' }).getByRole('radio', { name })
    const details = page.locator('#projects article')

    await card(withNote.name).press('Enter')
    const note = details.getByText(withNote.addedInfo!, { exact: true })
    await expect(note).toBeVisible()
    await expect(note).not.toHaveCSS('border-left-width', '0px')

    await card(withoutNote.name).press('Enter')
    await expect(details.locator('h3')).toHaveText(withoutNote.name)
    await expect(details.locator('p').last()).toHaveText(withoutNote.description)
  })
})

test.describe('event highlights', () => {
  const strip = (page: Page) => page.getByRole('list', { name: 'Highlights' })
  /** "Show All" sends focus, with a smooth scroll, to the first revealed tile: the next tap waits for it to end. */
  async function showAllHighlights(page: Page) {
    await page.getByRole('button', { name: showAll(everyone) }).click()
    await expect(
      strip(page).getByRole('listitem').nth(GALLERY_COLLAPSED_COUNT).getByRole('button'),
    ).toBeFocused()
    await scrollSettled(page)
  }

  test('shows the first items and a "Show All {count}" tile that toggles to "Show Less" @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked()
    await expect(strip(page).getByRole('listitem')).toHaveCount(GALLERY_COLLAPSED_COUNT + 1)
    await showAllHighlights(page)
    await expect(strip(page).getByRole('listitem')).toHaveCount(everyone + 1)
    await page.getByRole('button', { name: 'Show Less' }).click()
    await expect(strip(page).getByRole('listitem')).toHaveCount(GALLERY_COLLAPSED_COUNT + 1)
  })

  test('brings the strip back into view with "Show Less", its focus kept on the button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await page.getByRole('button', { name: showAll(everyone) }).click()
    const showLess = page.getByRole('button', { name: 'Show Less' })
    await showLess.scrollIntoViewIfNeeded()
    await showLess.click()
    const showAllTile = page.getByRole('button', { name: showAll(everyone) })
    await expect(showAllTile).toBeFocused()
    await expect(showAllTile).toBeInViewport({ ratio: 1 })
  })

  test('brings each tile reached by Tab wholly into view, with room for its focus ring', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await page.getByRole('radio', { name: 'All', exact: true }).focus()
    const { reached, clipped } = await tabThroughScroller(page, strip(page))
    expect(reached).toHaveLength(GALLERY_COLLAPSED_COUNT + 1)
    expect(reached.at(-1)).toBe(showAll(everyone))
    expect(clipped).toEqual([])
  })

  test('filters to each category, and collapses again on a filter change @any-width', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await showAllHighlights(page)
    for (const [filter, count] of [
      ['Judges', judges],
      ['Mentors', mentors],
      ['Photos', photos],
    ] as const) {
      await highlightFilter(page, filter).click()
      await expect(strip(page).getByRole('listitem'), filter).toHaveCount(collapsedTiles(count))
      await showsToggleTileFor(page, count)
    }
  })

  test('filters from the keyboard as an APG radio group: one tab stop, all four arrows move and check', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    const filter = (name: string) => page.getByRole('radio', { name, exact: true })
    await filter('All').focus()
    for (const [key, name] of [
      ['ArrowRight', 'Photos'],
      ['ArrowDown', 'Judges'],
      ['ArrowUp', 'Photos'],
      ['ArrowLeft', 'All'],
      ['ArrowLeft', 'Mentors'],
    ] as const) {
      await page.keyboard.press(key)
      await expect(filter(name)).toBeFocused()
      await expect(filter(name)).toBeChecked()
    }
    await showsToggleTileFor(page, mentors)
    // Past the group in one press: to the strip's next button (previous is disabled at the start),
    // then its first tile.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Next highlights' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(strip(page).getByRole('button').first()).toBeFocused()
  })

  test('opens a judge with image, "Judge" badge, name and About bio, and returns focus on close @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await highlightFilter(page, 'Judges').click()
    const judge = strip(page).getByRole('button').first()
    // The grid follows the filter a moment after the pressed filter answers: wait for judges only.
    await expect(strip(page).getByText('Mentor', { exact: true })).toHaveCount(0)
    await expect(judge.getByText('Judge', { exact: true })).toBeVisible()
    const name = await judge.locator('strong').innerText()
    await judge.click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Judge', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(judge).toBeFocused()
  })

  test('opens a photo with only the large image @any-width', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await highlightFilter(page, 'Photos').click()
    await showsPhotosOnly(page)
    await strip(page).getByRole('button').first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('img')).toBeVisible()
    await expect(dialog.getByRole('heading')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('shuffles once per page load and hydrates the very same order @any-width', async ({
    page,
    consoleLog,
  }) => {
    const labelsIn = (html: string) => {
      const list = html.slice(
        html.indexOf('aria-label="Highlights"'),
        html.indexOf('</ul>', html.indexOf('aria-label="Highlights"')),
      )
      return [...list.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!)
    }
    const domLabels = () =>
      strip(page)
        .locator('img')
        .evaluateAll((els) => els.map((el) => el.getAttribute('src')))
    // The shuffle is the server's: loads over plain HTTP until two orders differ, then one in the
    // browser to hydrate. The page pool (PAGE_POOL_BYTES) holds many orders of `/`, so a few loads
    // alike happen; eight alike do not.
    const orders: string[][] = []
    const distinct = () => new Set(orders.map((order) => order.join())).size
    for (let load = 0; load < 8 && distinct() < 2; load++)
      orders.push(labelsIn(await (await page.request.get('/')).text()))
    const last = await page.goto('/')
    const lastServerOrder = labelsIn(await last!.text())
    orders.push(lastServerOrder)
    await page.waitForFunction(() => document.readyState === 'complete')
    await hydrated(strip(page))
    expect(lastServerOrder).toHaveLength(GALLERY_COLLAPSED_COUNT)
    expect(distinct()).toBeGreaterThan(1)
    expect((await domLabels()).slice(0, GALLERY_COLLAPSED_COUNT)).toEqual(lastServerOrder)
    expect(consoleLog.errors()).toEqual([])
  })
})

test.describe('by the numbers', () => {
  test('fades the cards in one after another once the section is 30% visible', async ({ page }) => {
    await gotoHome(page)
    const list = page.locator('#numbers ul')
    // Near enough to hydrate (within 600 px below the viewport), not yet visible.
    await page.evaluate(() =>
      window.scrollTo(
        0,
        document.getElementById('numbers')!.getBoundingClientRect().top +
          window.scrollY -
          window.innerHeight -
          300,
      ),
    )
    await hydrated(list, { scroll: false })
    await expect(list).toHaveAttribute('data-reveal', 'hidden')
    await page.locator('#numbers').scrollIntoViewIfNeeded()
    await expect(list).toHaveAttribute('data-reveal', 'revealed')
    const delays = await page
      .locator('#numbers li')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay))
    expect(delays).toEqual(stats.map((_, index) => `${(index * motionMs.statStagger) / 1000}s`))
    await page.locator('#teams').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(list).toHaveAttribute('data-reveal', 'revealed')
  })

  test('counts 30% of the whole section, not of its cards: hidden at 27%, shown at 31%', async ({ page }) => {
    await gotoHome(page)
    const list = page.locator('#numbers ul')
    await showShareOfNumbers(page, 0.27)
    await hydrated(list, { scroll: false })
    const shown = await showShareOfNumbers(page, 0.27)
    expect(shown).toBeGreaterThan(0.25)
    expect(shown).toBeLessThan(0.3)
    // The intersection check runs in the frame after the scroll; the page has answered it once idle.
    await pageIdle(page)
    await expect(list).toHaveAttribute('data-reveal', 'hidden')
    expect(await showShareOfNumbers(page, 0.31)).toBeGreaterThanOrEqual(0.3)
    await expect(list).toHaveAttribute('data-reveal', 'revealed')
  })

  test('keeps every card and its number inside the screen, from 320 px to 1440 px wide', async ({ page }) => {
    await page.goto('/#numbers')
    for (const width of [320, 360, 390, 768, 844, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      const outside = await page.locator('#numbers li').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const number = card.firstElementChild!
          const problems: string[] = []
          if (card.getBoundingClientRect().right > document.documentElement.clientWidth)
            problems.push(`card ${number.textContent} runs off the screen`)
          if (number.scrollWidth > number.clientWidth + 1)
            problems.push(`${number.textContent} overflows its card`)
          return problems
        }),
      )
      expect(outside, `at ${width} px`).toEqual([])
    }
  })

  test('leaves numbers already 30% on screen when their code runs as they are, with no fade out and in', async ({
    page,
  }) => {
    await gotoHome(page)
    const list = page.locator('#numbers ul')
    expect(await showShareOfNumbers(page, 0.6)).toBeGreaterThanOrEqual(0.3)
    await hydrated(list, { scroll: false })
    await pageIdle(page)
    await expect(list).toHaveAttribute('data-reveal', 'static')
    const opacities = await page
      .locator('#numbers li')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity))
    expect(opacities).toEqual(stats.map(() => '1'))
  })

  test('attributes the closing quote to a mentor at the platform sponsor @any-width', async ({ page }) => {
    await gotoHome(page)
    await expect(page.locator('#numbers cite')).toContainText(/Mentor/)
  })
})

test.describe('by the numbers on a short landscape phone', () => {
  test.use({ viewport: { width: 568, height: 320 } })
  test('reveals a section too tall for 30% of it ever to show, once it fills the screen', async ({
    page,
  }) => {
    await gotoHome(page)
    const list = page.locator('#numbers ul')
    await showShareOfNumbers(page, 0.1)
    await hydrated(list, { scroll: false })
    await expect(list).toHaveAttribute('data-reveal', 'hidden')
    await page.evaluate(() =>
      window.scrollTo({
        top: document.getElementById('numbers')!.getBoundingClientRect().top + window.scrollY,
        behavior: 'instant',
      }),
    )
    expect(
      await page.evaluate(
        () => window.innerHeight / document.getElementById('numbers')!.getBoundingClientRect().height,
      ),
    ).toBeLessThan(0.3)
    await expect(list).toHaveAttribute('data-reveal', 'revealed')
  })
})

test.describe('by the numbers under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('simply shows the cards', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#numbers'))
    await expect(page.locator('#numbers ul')).toHaveAttribute('data-reveal', 'static')
    await expect(page.locator('#numbers li').first()).toHaveCSS('opacity', '1')
  })
})

test.describe('meet the teams', () => {
  test('shows the first teams and a "Show All Projects" tile that reveals them all, disappears and moves focus @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#teams'))
    const cards = page.locator('#teams article')
    await expect(cards).toHaveCount(TEAMS_COLLAPSED_COUNT)
    const showAllProjects = page.getByRole('button', { name: 'Show All Projects' })
    await showAllProjects.focus()
    await page.keyboard.press('Enter')
    await expect(cards).toHaveCount(teams.length)
    await expect(showAllProjects).toHaveCount(0)
    // The card's first link, its team page: Tab then goes on to its project link.
    await expect(cards.nth(TEAMS_COLLAPSED_COUNT).getByRole('link').first()).toBeFocused()
    await expect(page.locator('#teams :focus')).toHaveAttribute('href', /\/teams\//)
  })

  test("cuts long descriptions to 160 characters with '...' @any-width", async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#teams'))
    await page.getByRole('button', { name: 'Show All Projects' }).click()
    await expect(page.locator('#teams article')).toHaveCount(teams.length)
    const texts = await page.locator('#teams article p').allInnerTexts()
    const cut = texts.filter((text) => text.endsWith('...'))
    const long = teams.filter((team) => team.description.length > TEAM_DESCRIPTION_MAX_LENGTH)
    expect(cut).toHaveLength(long.length)
    for (const text of cut) expect(text.length).toBeLessThanOrEqual(TEAM_DESCRIPTION_MAX_LENGTH + 3)
  })

  test('names the team in each open-project link, which opens a new tab @any-width', async ({ page }) => {
    await gotoHome(page)
    const card = page.locator('#teams article').first()
    const name = (await card.locator('h3').textContent())!.trim()
    const link = card.getByRole('link', { name: `Open project ${name} (opens in a new tab)` })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('invites people onto Discord in a new tab @any-width', async ({ page }) => {
    await gotoHome(page)
    await expect(page.getByText(/still building/)).toBeVisible()
    await expect(page.getByRole('link', { name: /Hop On Discord/ })).toHaveAttribute('target', '_blank')
  })
})

test.describe('sponsors and call to action', () => {
  test('links every logo out in a new tab with a hint: primary, secondary inverted, and partners @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    const inTier = (tier: string) => sponsors.filter((sponsor) => sponsor.tier === tier).length
    for (const [label, count] of [
      ['Primary sponsors', inTier('primary')],
      ['Supporting sponsors', inTier('secondary')],
      ['Venue and promoter partners', inTier('partner')],
    ] as const) {
      await expect(
        page.getByRole('list', { name: label }).getByRole('link', { name: /\(opens in a new tab\)$/ }),
      ).toHaveCount(count)
    }
    // The filter sits on the image's frame, so the 'Failed to load' state is inverted alike.
    await expect(
      page.getByRole('list', { name: 'Supporting sponsors' }).locator('img').first().locator('..'),
    ).toHaveCSS('filter', /invert\(1\)/)
  })

  test('gives every external link target=_blank, rel=noopener noreferrer and a new-tab hint @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    const external = page.locator('a[href^="http"]')
    const count = await external.count()
    // At least each sponsor's link and each shown team's project link.
    expect(count).toBeGreaterThanOrEqual(sponsors.length + Math.min(TEAMS_COLLAPSED_COUNT, teams.length))
    for (let i = 0; i < count; i++) {
      const link = external.nth(i)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toContainText('(opens in a new tab)')
    }
  })

  test('copies the promo code, shows a check for 2 s and announces "Copied" @any-width', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    const code = await page.locator('code').innerText()
    await page.getByRole('button', { name: 'Copy promo code' }).click()
    await expect(page.getByRole('button', { name: 'Promo code copied' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    await expect(page.getByRole('button', { name: 'Copy promo code' })).toBeVisible({ timeout: 3000 })
  })

  test('has a "Try" link to the tool in a new tab @any-width', async ({ page }) => {
    await gotoHome(page)
    const tryLink = page.getByRole('link', { name: /^Try / })
    await expect(tryLink).toHaveAttribute('target', '_blank')
  })
})

/**
 * Scrolls `share` of the stats section into the bottom of the viewport and returns the share shown.
 * Heights above are estimates until laid out, so it stops a screen short and closes in frame by frame.
 */
async function showShareOfNumbers(page: Page, share: number): Promise<number> {
  for (const shown of [null, null, share, share, share]) {
    await page.evaluate((shown) => {
      const rect = document.getElementById('numbers')!.getBoundingClientRect()
      const top = shown === null ? 2 * window.innerHeight : window.innerHeight - shown * rect.height
      window.scrollTo({ top: rect.top + window.scrollY - top, behavior: 'instant' })
    }, shown)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }
  return page.evaluate(() => {
    const rect = document.getElementById('numbers')!.getBoundingClientRect()
    return (Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)) / rect.height
  })
}
