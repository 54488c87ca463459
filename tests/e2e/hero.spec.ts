import { test, expect, gotoHome } from './fixtures'

test.describe('hero video facade', () => {
  test('shows the poster first and adds the muted, looping, control-less privacy-enhanced embed after load', async ({ page }) => {
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain('<iframe')
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i)
    await gotoHome(page)
    const frame = page.locator('iframe[title]')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/)
    const src = new URL((await frame.getAttribute('src'))!)
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', controls: '0' })
  })

  test('keeps the poster in view when the video cannot load', async ({ page }) => {
    await gotoHome(page)
    await expect(page.locator('iframe[title]')).toBeAttached()
    await page.waitForTimeout(1000)
    await expect(page.locator('iframe[title]')).toHaveCSS('opacity', '0')
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible()
  })
})

test.describe('hero under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('never adds the video', async ({ page }) => {
    await gotoHome(page)
    await page.waitForTimeout(500)
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})
