import type { Page } from '@playwright/test'
import { test, expect, gotoHome, scrollSettled } from './fixtures'

// Every jump must land on its target, below the sticky header: these would fail if a jump were
// computed before the sections above it had their real heights.

test.describe('in-page links', () => {
  test('land each visible link of the header and the hero on its section, below the sticky header', async ({
    page,
  }) => {
    await gotoHome(page)
    const targets = await page
      .locator('header a[href^="#"], #main a[href^="#"]')
      .evaluateAll((links) =>
        links
          .filter((link) => (link as HTMLElement).offsetParent !== null)
          .map((link) => link.getAttribute('href')!.slice(1)),
      )
    expect(targets).toContain('signup')
    for (const id of new Set(targets)) {
      await gotoHome(page)
      await page
        .locator(`header a[href="#${id}"], #main a[href="#${id}"]`)
        .locator('visible=true')
        .first()
        .click()
      await expectLandedOn(page, id)
    }
  })

  test('land a link far down the page under reduced motion too', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page)
    await page.locator('a[href="#signup"]').locator('visible=true').first().click()
    await expectLandedOn(page, 'signup')
  })

  test('land a fragment set in the address bar after load on its section', async ({ page }) => {
    await gotoHome(page)
    await page.evaluate(() => (window.location.hash = '#sponsors'))
    await expectLandedOn(page, 'sponsors')
  })
})

test.describe('arriving at a fragment', () => {
  test('lands /#sponsors on the sponsors', async ({ page }) => {
    await page.goto('/#sponsors')
    await expectLandedOn(page, 'sponsors')
  })

  test('keeps the visitor on the same section through a reload', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page)
    await page.locator('a[href="#signup"]').locator('visible=true').first().click()
    await expectLandedOn(page, 'signup')
    await page.evaluate(() =>
      window.scrollTo({
        top: document.getElementById('sponsors')!.getBoundingClientRect().top + window.scrollY,
        behavior: 'instant',
      }),
    )
    await page.evaluate(() => history.replaceState(history.state, '', '/'))
    const before = await topOf(page, 'sponsors')
    await page.reload()
    await page.waitForFunction(() => document.readyState === 'complete')
    await scrollSettled(page)
    expect(Math.abs((await topOf(page, 'sponsors')) - before)).toBeLessThanOrEqual(2)
  })
})

test.describe('arriving at a fragment without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('lands /#teams on the teams', async ({ page }) => {
    await page.goto('/#teams')
    await expectLandedOn(page, 'teams')
  })
})

async function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)
}

/**
 * The section sits where the browser puts a fragment: scroll padding plus its scroll margin below
 * the top, or lower at the page's end. Polled (a smooth scroll starts after load), then read again
 * once scrolling stops, so it must also stay there.
 */
async function expectLandedOn(page: Page, id: string) {
  const message = `px between #${id} and where it should land`
  await expect.poll(() => offLanding(page, id), { message, timeout: 15_000 }).toBeLessThanOrEqual(2)
  await scrollSettled(page)
  expect(await offLanding(page, id), message).toBeLessThanOrEqual(2)
}

/** 0 once the section has landed; otherwise how far it is from where it should land. */
function offLanding(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => {
    const wanted =
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
      parseFloat(getComputedStyle(document.getElementById(id)!).scrollMarginTop)
    const top = document.getElementById(id)!.getBoundingClientRect().top
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1
    return atEnd && top > wanted && top < window.innerHeight ? 0 : Math.abs(top - wanted)
  }, id)
}
