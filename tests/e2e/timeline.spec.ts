import type { Page } from '@playwright/test'
import { AUTOCYCLE_INTERVAL_MS } from '../../app/sections/timeline/timelineState.ts'
import { controls } from '../../content/controls.ts'
import { timelineSteps } from '../../content/featured.ts'
import { test, expect, gotoTimeline, holdRequests, isMobile, runClock, tabThroughScroller } from './fixtures'

/** The built files of a picture of the first step, whatever the content names it. */
const firstStepImageFiles = (index: number) => {
  const name = timelineSteps[0]!.galleryImages[index]!.src.replace(/^.*\//, '').replace(/\.\w+$/, '')
  return new RegExp(`/assets/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[^/]*\\.(svg|webp|avif)$`)
}

const lastStep = timelineSteps.length
// A step between the first and the last where there is one: the hash and click tests need one that is not step 1.
const middleStep = Math.max(2, Math.ceil((lastStep + 1) / 2))
const stepTab = (page: Page, n: number) => page.getByRole('tab', { name: new RegExp(`^Step ${n}:`) })
const imageCount = timelineSteps.flatMap((step) => step.galleryImages).length
const loadingBadge = new RegExp(`^Loading \\d+/${imageCount}$`)
/** The lightbox's counter on image `n` of step 1, where these tests open it. */
const ofFirstStep = (n: number) => `${n} of ${timelineSteps[0]!.galleryImages.length}`
const firstStepLast = timelineSteps[0]!.galleryImages.length

/**
 * The timeline in view with all its images settled, so nothing but the page's clock stands between
 * it and autocycling; then that clock is paused, for the test to run by hand.
 */
async function settleTimelineAndPauseClock(page: Page) {
  await page.clock.install()
  await gotoTimeline(page)
  await page.locator('#timeline').scrollIntoViewIfNeeded()
  await expect(page.locator('#timeline').getByText(loadingBadge)).toHaveCount(0, { timeout: 10_000 })
  // A little ahead: the page's time runs on while this call travels.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000))
}

const shownImage = (page: Page) => page.locator('#timeline [data-active] img')

test.describe('timeline', () => {
  test('starts on step 1 with a numbered button for each step @any-width', async ({ page }) => {
    await gotoTimeline(page)
    await expect(page.getByRole('tab')).toHaveCount(timelineSteps.length)
    await expect(stepTab(page, 1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(timelineSteps[0]!.title)
  })

  test('selects the last step from its hash on load @any-width', async ({ page }) => {
    await gotoTimeline(page, `/#step-${lastStep}`)
    await expect(stepTab(page, lastStep)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(timelineSteps[lastStep - 1]!.title)
  })

  test('brings the timeline into view for a link to a middle step, and selects it', async ({ page }) => {
    await page.goto(`/#step-${middleStep}`)
    await expect(page.locator('#timeline-title')).toBeInViewport({ ratio: 1 })
    await expect(stepTab(page, middleStep)).toHaveAttribute('aria-selected', 'true')
  })

  test('ignores a step past the last and stays on step 1 @any-width', async ({ page }) => {
    await gotoTimeline(page, `/#step-${lastStep + 1}`)
    await expect(stepTab(page, 1)).toHaveAttribute('aria-selected', 'true')
  })

  test('follows a hash change to #step-2 @any-width', async ({ page }) => {
    await gotoTimeline(page)
    await page.evaluate(() => {
      window.location.hash = '#step-2'
    })
    await expect(stepTab(page, 2)).toHaveAttribute('aria-selected', 'true')
  })

  test('sets the hash when a step is clicked @any-width', async ({ page }) => {
    await gotoTimeline(page)
    await stepTab(page, middleStep).click()
    await expect(page).toHaveURL(new RegExp(`#step-${middleStep}$`))
    await expect(stepTab(page, middleStep)).toHaveAttribute('aria-selected', 'true')
  })

  test('moves between steps with the arrow keys @any-width', async ({ page }) => {
    await gotoTimeline(page)
    await stepTab(page, 1).focus()
    await page.keyboard.press('ArrowRight')
    await expect(stepTab(page, 2)).toHaveAttribute('aria-selected', 'true')
    await expect(stepTab(page, 2)).toBeFocused()
  })

  test('puts the step buttons over the canvas on desktop and above it on mobile', async ({ page }) => {
    await gotoTimeline(page)
    const tabs = (await page.getByRole('tablist').boundingBox())!
    const canvas = (await page.locator('#timeline button[aria-label^="Open full screen"]').boundingBox())!
    expect(Math.abs(canvas.width / canvas.height - 16 / 9)).toBeLessThan(0.02)
    if (isMobile(page)) expect(tabs.y + tabs.height).toBeLessThanOrEqual(canvas.y)
    else expect(tabs.y).toBeGreaterThan(canvas.y)
  })

  test('shows the caption tray on desktop and lets it be hidden and shown @desktop-only', async ({
    page,
  }) => {
    await gotoTimeline(page)
    const tray = page.locator('#timeline-caption')
    await expect(tray).toBeVisible()
    await expect(tray.locator('p').last()).toHaveCSS('-webkit-line-clamp', '3')
    await page.getByRole('button', { name: 'Hide caption' }).click()
    await expect(tray).toBeHidden()
    await page.getByRole('button', { name: 'Show caption' }).click()
    await expect(tray).toBeVisible()
  })

  test('keeps the mobile description panel collapsed until asked, and collapses it on a step click @mobile-only', async ({
    page,
  }) => {
    await gotoTimeline(page)
    const trigger = page.getByRole('button', { name: 'Read the story' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await stepTab(page, 2).click()
    await expect(page.getByRole('button', { name: 'Read the story' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test("shows the next step's caption clamped again after the last one was read whole @desktop-only", async ({
    page,
  }) => {
    await gotoTimeline(page)
    const tray = page.locator('#timeline-caption')
    await tray.getByRole('button', { name: controls.wholeDescription.show }).click()
    await expect(tray.getByRole('button', { name: controls.wholeDescription.hide })).toBeVisible()
    await stepTab(page, 2).click()
    await expect(tray).toContainText(timelineSteps[1]!.title)
    await expect(tray.getByRole('button', { name: controls.wholeDescription.show })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('shows the next step story panel collapsed after a hash change to it @mobile-only', async ({
    page,
  }) => {
    await gotoTimeline(page)
    await page.getByRole('button', { name: 'Read the story' }).click()
    await expect(page.getByRole('button', { name: 'Read the story' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.evaluate(() => {
      window.location.hash = '#step-2'
    })
    await expect(stepTab(page, 2)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: 'Read the story' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('reports loading progress while an image is on its way, and clears it once all have settled', async ({
    page,
  }) => {
    const release = await holdRequests(page, firstStepImageFiles(1))
    await page.goto('/')
    await page.locator('#timeline').scrollIntoViewIfNeeded()
    await expect(page.locator('#timeline').getByText(loadingBadge)).toBeVisible({ timeout: 10_000 })
    release()
    // Then the section is visible, so cycling begins and the badge goes.
    await expect(
      page.locator('#timeline').getByText(new RegExp(`${loadingBadge.source}|^Ready to start$`)),
    ).toHaveCount(0, { timeout: 10_000 })
  })

  test('autocycles to the next image while visible', async ({ page }) => {
    await settleTimelineAndPauseClock(page)
    const first = await shownImage(page).getAttribute('src')
    await runClock(page, AUTOCYCLE_INTERVAL_MS)
    await expect(shownImage(page)).not.toHaveAttribute('src', first!)
  })

  test('pauses autocycling while the pointer rests on the canvas @desktop-only', async ({ page }) => {
    await settleTimelineAndPauseClock(page)
    await page.locator('#timeline button[aria-label^="Open full screen"]').hover()
    await expect(page.locator('#timeline').getByText('Ready to start')).toBeVisible()
    const shown = await shownImage(page).getAttribute('src')
    await runClock(page, AUTOCYCLE_INTERVAL_MS * 2)
    await expect(shownImage(page)).toHaveAttribute('src', shown!)
  })

  test('shows "Failed to load" for an image that cannot load', async ({ page }) => {
    await page.route(firstStepImageFiles(0), (route) => route.abort())
    await gotoTimeline(page)
    // The canvas image is lazy: it is asked for as the timeline comes near.
    await page.locator('#timeline').scrollIntoViewIfNeeded()
    await expect(page.locator('#timeline').getByText('Failed to load').first()).toBeVisible()
  })
})

test.describe('timeline under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('never autocycles @any-width', async ({ page }) => {
    await settleTimelineAndPauseClock(page)
    const first = await shownImage(page).getAttribute('src')
    await runClock(page, AUTOCYCLE_INTERVAL_MS * 2)
    await expect(shownImage(page)).toHaveAttribute('src', first!)
    await expect(page.locator('#timeline').getByText('Ready to start')).toHaveCount(0)
  })
})

test.describe('lightbox', () => {
  test('opens on the current step from the canvas and counts "N of M"', async ({ page }) => {
    await gotoTimeline(page, `/#step-${lastStep}`)
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`1 of ${timelineSteps[lastStep - 1]!.galleryImages.length}`)).toBeVisible()
  })

  test('wraps with the arrow keys and closes with Escape, returning focus to the canvas', async ({
    page,
  }) => {
    await gotoTimeline(page, '/#step-1')
    const canvas = page.locator('#timeline button[aria-label^="Open full screen"]')
    await canvas.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText(ofFirstStep(firstStepLast))).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(canvas).toBeFocused()
  })

  test('has previous and next buttons on desktop and thumbnails on mobile', async ({ page }) => {
    await gotoTimeline(page)
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    const dialog = page.getByRole('dialog')
    if (isMobile(page)) {
      await expect(dialog.getByRole('button', { name: 'Next image' })).toBeHidden()
      await dialog.getByRole('button', { name: new RegExp(`^Show image ${firstStepLast}:`) }).click()
      await expect(dialog.getByText(ofFirstStep(firstStepLast))).toBeVisible()
    } else {
      await dialog.getByRole('button', { name: 'Next image' }).click()
      await expect(dialog.getByText(ofFirstStep(2))).toBeVisible()
      await dialog.getByRole('button', { name: 'Previous image' }).click()
      await dialog.getByRole('button', { name: 'Previous image' }).click()
      await expect(dialog.getByText(ofFirstStep(firstStepLast))).toBeVisible()
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 844, height: 390 },
    { width: 390, height: 844 },
  ]) {
    test(`fits the screen at ${viewport.width}x${viewport.height}: nothing in it scrolls or is cut off`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await gotoTimeline(page)
      await page.locator('#timeline button[aria-label^="Open full screen"]').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
      await expect(dialog.getByRole('img').first()).toBeVisible()
      // Polled until it settles: read on the opening animation's first frame, the overlay holds the
      // modal's entering offset (12 px lower), which a loaded CI machine once caught.
      const outside = () =>
        dialog.evaluate((element) => {
          const found: string[] = []
          for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
            if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
              found.push(
                `${box.tagName}.${box.className} scrolls ${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}`,
              )
          }
          for (const item of element.querySelectorAll('img, p, button')) {
            const rect = item.getBoundingClientRect()
            if (item.closest('ul') || rect.width === 0) continue
            if (
              rect.left < 0 ||
              rect.top < 0 ||
              rect.right > window.innerWidth + 0.5 ||
              rect.bottom > window.innerHeight + 0.5
            )
              found.push(
                `${item.tagName} ${item.textContent || item.getAttribute('aria-label') || item.getAttribute('alt')} is cut off`,
              )
          }
          return found
        })
      await expect.poll(outside).toEqual([])
    })
  }

  test('keeps the focus ring of every thumbnail reached by Tab unclipped @mobile-only', async ({ page }) => {
    await gotoTimeline(page)
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
    const { reached, clipped } = await tabThroughScroller(
      page,
      dialog.getByRole('list', { name: 'Thumbnails' }),
    )
    expect(reached).toHaveLength(firstStepLast)
    expect(clipped).toEqual([])
  })

  test('swipes past 50 px to change image and ignores a shorter swipe @mobile-only', async ({ page }) => {
    await gotoTimeline(page)
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ({ fromX, toX }) => {
          const target = document.querySelector('[role="dialog"] figure')!
          const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 })
          target.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              changedTouches: [touch(fromX)],
              touches: [touch(fromX)],
            }),
          )
          target.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(toX)], touches: [] }),
          )
        },
        { fromX, toX },
      )
    await swipe(300, 260)
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
    await swipe(300, 240)
    await expect(dialog.getByText(ofFirstStep(2))).toBeVisible()
    await swipe(100, 200)
    await expect(dialog.getByText(ofFirstStep(1))).toBeVisible()
  })
})
