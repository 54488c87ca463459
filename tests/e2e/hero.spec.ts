import { test, expect, gotoHome, pageIdle } from './fixtures'

test.describe('hero video facade', () => {
  test('shows the poster first and adds the muted, looping, control-less privacy-enhanced embed after load @any-width', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain('<iframe')
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i)
    await gotoHome(page)
    const frame = page.locator('iframe[title]')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/)
    const src = new URL((await frame.getAttribute('src'))!)
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      controls: '0',
    })
  })

  test('keeps the poster in view when the video cannot load', async ({ page }) => {
    // The blocked embed still fires `load` (on the browser's error page): count it as the page sees it.
    await page.addInitScript(() => {
      const seen = { frameLoads: 0 }
      Object.assign(window, { seen })
      document.addEventListener(
        'load',
        (event) => event.target instanceof HTMLIFrameElement && seen.frameLoads++,
        true,
      )
    })
    await gotoHome(page)
    await expect(page.locator('iframe[title]')).toBeAttached()
    await page.waitForFunction(
      () => (window as unknown as { seen: { frameLoads: number } }).seen.frameLoads > 0,
    )
    await pageIdle(page)
    await expect(page.locator('iframe[title]')).not.toHaveAttribute('data-loaded')
    await expect(page.locator('iframe[title]')).toHaveCSS('opacity', '0')
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible()
  })
})

test.describe('hero under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('never adds the video @any-width', async ({ page }) => {
    await gotoHome(page)
    // The hero decides at hydration; what it decided has rendered once the page is idle.
    await pageIdle(page)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0)
  })
})

test.describe('first screen loading order', () => {
  test('asks for the page script only once the hero poster has arrived', async ({ page }) => {
    await gotoHome(page)
    const timing = await page.evaluate(() => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        heroArrived: resources.find((entry) => entry.name === hero)!.responseEnd,
        firstScriptAsked: Math.min(
          ...resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        ),
      }
    })
    expect(timing.firstScriptAsked).toBeGreaterThanOrEqual(timing.heroArrived)
  })

  test('loads the event poster eagerly, at low priority so the hero poster comes first', async ({ page }) => {
    await gotoHome(page)
    const poster = page.locator('section[aria-label="Event poster"] img')
    await expect(poster).toHaveAttribute('loading', 'eager')
    await expect(poster).toHaveAttribute('fetchpriority', 'low')
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
  })
})
