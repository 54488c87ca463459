import { galleryItems, timelineSteps } from '../../content/featured.ts'
import { GALLERY_COLLAPSED_COUNT } from '~/sections/highlights/highlightsState'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'
import {
  test,
  expect,
  expectNoAxeViolations,
  toast,
  toastRegion,
  gotoHome,
  gotoTimeline,
  hydrated,
  highlightFilter,
  showsPhotosOnly,
  scrollSettled,
} from './fixtures'

test.describe('axe finds no violations', () => {
  test('at load', async ({ page }) => {
    await gotoHome(page)
    await expectNoAxeViolations(page, 'at load')
  })

  // A filter changes the highlights alone: the page around them is checked whole at load, above.
  test('for each gallery filter, collapsed and expanded', async ({ page }) => {
    // Seven axe passes, even of the highlights alone, can outlast the default timeout on two cores.
    test.slow()
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    for (const [filter, category] of [
      ['Photos', 'photos'],
      ['Judges', 'judges'],
      ['Mentors', 'mentors'],
      ['All', null],
    ] as const) {
      const count = galleryItems.filter((item) => category === null || item.category === category).length
      const showAll = page.getByRole('button', { name: `Show All ${count}` })
      await highlightFilter(page, filter).click()
      // The grid follows the filter a moment later: wait for this filter's tiles.
      if (count > GALLERY_COLLAPSED_COUNT) await expect(showAll).toBeVisible()
      else
        await expect(page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(count)
      await expectNoAxeViolations(page, `filter ${filter}`, '#highlights')
      if (count > GALLERY_COLLAPSED_COUNT) {
        await showAll.click()
        await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible()
        // Focus goes to the first revealed tile with a smooth scroll; the next filter's tap waits for it.
        await scrollSettled(page)
        await expectNoAxeViolations(page, `filter ${filter} expanded`, '#highlights')
      }
    }
  })

  test('with a judge dialog and a photo dialog open', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await highlightFilter(page, 'Judges').click()
    await page.getByRole('list', { name: 'Highlights' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, 'judge dialog')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await highlightFilter(page, 'Photos').click()
    await showsPhotosOnly(page)
    await page.getByRole('list', { name: 'Highlights' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, 'photo dialog')
  })

  test('with the lightbox open', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#timeline'))
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, 'lightbox')
  })

  test('with a toast showing, success and destructive', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    await page.getByLabel('Your Email').fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'destructive toast')
    await page.getByLabel('Your Email').fill(`a11y-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
    await expectNoAxeViolations(page, 'success toast')
  })

  test('with all teams shown', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#teams'))
    await page.getByRole('button', { name: 'Show All Projects' }).click()
    await expect(page.getByRole('button', { name: 'Show All Projects' })).toHaveCount(0)
    await expectNoAxeViolations(page, 'all teams')
  })

  test('with the mobile description panel open @mobile-only', async ({ page }) => {
    await gotoTimeline(page)
    const trigger = page.getByRole('button', { name: 'Read the story' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, 'mobile panel open')
  })

  test('on the 404 page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expectNoAxeViolations(page, '404')
  })
})

test.describe('axe under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('finds no violations', async ({ page }) => {
    await gotoHome(page)
    await expectNoAxeViolations(page, 'reduced motion')
  })
})

test.describe('keyboard journey', () => {
  test('starts with a skip link to the main content', async ({ page }) => {
    await gotoHome(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('draws a visible focus ring on every control reached by Tab, with no trap', async ({ page }) => {
    await gotoHome(page)
    const seen = new Set<string>()
    let previous = { x: -Infinity, y: -Infinity }
    const upwardSteps: string[] = []
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        if (!active || active === document.body) return null
        // A visually hidden radio draws its focus ring on the card (its label) around it.
        const card = active.matches('input[type="radio"]') ? active.closest('label') : null
        const el = card ?? active
        const style = getComputedStyle(el)
        const rect = el.getBoundingClientRect()
        return {
          key: `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          x: rect.left,
          y: rect.top + window.scrollY,
          inHeader: !!el.closest('header'),
          size: Math.min(rect.width, rect.height),
          // WCAG 2.5.8 exempts a link inside a sentence.
          isInlineLink: el.tagName === 'A' && style.display === 'inline' && !!el.closest('p'),
        }
      })
      if (!focused) break
      expect(focused.outline, `focus ring on ${focused.key}`).toBe(true)
      if (!focused.isInlineLink)
        expect(focused.size, `target size of ${focused.key}`).toBeGreaterThanOrEqual(24)
      // Up and to the right is the next card of a row (a team's name after the card before's button).
      if (!focused.inHeader && focused.y + 4 < previous.y && focused.x <= previous.x)
        upwardSteps.push(`${focused.key} (${Math.round(previous.y - focused.y)} px up)`)
      if (!focused.inHeader) previous = focused
      seen.add(focused.key)
    }
    // Reached well past the hero: controls in several sections, none trapping focus.
    expect(seen.size).toBeGreaterThan(25)
    // Horizontal strips scroll sideways, so allow a handful of upward steps back, never a jumble.
    expect(upwardSteps.length, upwardSteps.join('; ')).toBeLessThanOrEqual(3)
  })

  test('operates the step tabs, filters and dialogs from the keyboard and restores focus', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await hydrated(page.locator('#timeline'))
    await page.getByRole('tab', { name: /^Step 1:/ }).focus()
    await page.keyboard.press('End')
    await expect(
      page.getByRole('tab', { name: new RegExp(`^Step ${timelineSteps.length}:`) }),
    ).toHaveAttribute('aria-selected', 'true')
    const photos = page.getByRole('radio', { name: 'Photos', exact: true })
    await photos.focus()
    await page.keyboard.press('Space')
    await expect(photos).toBeChecked()
    await showsPhotosOnly(page)
    const firstPhoto = page.getByRole('list', { name: 'Highlights' }).getByRole('button').first()
    await firstPhoto.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(firstPhoto).toBeFocused()
  })

  test('announces toasts, "Copied" and step changes through live regions', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    await expect(toastRegion(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Copy promo code' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached()
    await page.getByLabel('Your Email').fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(toastRegion(page).getByRole('alert')).toContainText('Invalid Email')
    // A step reached by a link is announced; one picked on its tab is announced by the tab.
    await hydrated(page.locator('#timeline'))
    await page.evaluate(() => (window.location.hash = '#step-2'))
    await expect(page.locator('#timeline [aria-live="polite"]').first()).toHaveText(
      new RegExp(`Step 2 of ${timelineSteps.length}`),
    )
  })
})

test.describe('forced colours', () => {
  test.use({ forcedColors: 'active' })
  test('keeps the selected filter and focus visible', async ({ page }) => {
    await gotoHome(page)
    await hydrated(page.locator('#highlights'))
    await page.getByRole('radio', { name: 'All', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    const photos = page.getByRole('radio', { name: 'Photos', exact: true })
    await expect(photos).toBeChecked()
    // The radio's input is hidden: the ring and the checked look are on its label.
    const label = await photos.evaluate((input) => {
      const style = getComputedStyle(input.closest('label')!)
      return { outline: style.outlineStyle, background: style.backgroundColor }
    })
    expect(label.outline).not.toBe('none')
    expect(label.background).not.toBe('rgba(0, 0, 0, 0)')
  })
})

// Every kind of page besides `/` (whose states are above), once its own code has run.
test.describe('axe finds no violations on every kind of page', () => {
  for (const path of OTHER_PAGE_KINDS) {
    test(`on ${path}, once hydrated`, async ({ page }) => {
      await page.goto(path)
      await pageHydrated(page)
      await expectNoAxeViolations(page, `on ${path}`)
    })
  }
})
