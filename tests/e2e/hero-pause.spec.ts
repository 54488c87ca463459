import type { Page } from '@playwright/test'
import { test, expect, gotoHome, isMobile } from './fixtures'

// A stand-in for the YouTube player: it answers the 'listening' handshake (at once, or when the
// test calls `playerReady`) and records every command the page sends it through the iframe API.
async function fakePlayer(page: Page, { answersAtOnce = true } = {}) {
  await page.route(/youtube-nocookie\.com\/embed\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><script>
        window.commands = [];
        addEventListener('message', (event) => {
          const data = JSON.parse(event.data);
          window.ready = () => parent.postMessage(JSON.stringify({ event: 'onReady' }), '*');
          if (data.event === 'listening' && ${answersAtOnce}) window.ready();
          if (data.event === 'command') window.commands.push(data.func);
        });
      </script></body>`,
    }),
  )
}

const playerCommands = async (page: Page) =>
  (await playerFrame(page)).evaluate(() => (window as unknown as { commands: string[] }).commands)

const playerFrame = async (page: Page) => {
  await expect.poll(() => page.frame({ url: /youtube-nocookie/ }) !== null).toBe(true)
  return page.frame({ url: /youtube-nocookie/ })!
}
const playerReady = async (page: Page) =>
  (await playerFrame(page)).evaluate(() => (window as unknown as { ready: () => void }).ready())

const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause background video' })
const playButton = (page: Page) => page.getByRole('button', { name: 'Play background video' })
const video = (page: Page) => page.locator('iframe[title]')

test.describe('hero video pause control (WCAG 2.2.2)', () => {
  test('is visible, at least 24 px, and says what it will do', async ({ page }) => {
    await fakePlayer(page)
    await gotoHome(page)
    await expect(pauseButton(page)).toBeVisible()
    const box = (await pauseButton(page).boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  })

  test('pauses and plays the video through the player API, by keyboard @any-width', async ({ page }) => {
    await fakePlayer(page)
    await gotoHome(page)
    await expect(video(page)).toHaveCSS('opacity', '1')
    await pauseButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(playButton(page)).toBeFocused()
    await expect.poll(() => playerCommands(page)).toContain('pauseVideo')
    await page.keyboard.press('Space')
    await expect(pauseButton(page)).toBeVisible()
    await expect.poll(() => playerCommands(page)).toEqual(expect.arrayContaining(['pauseVideo', 'playVideo']))
  })

  test('pauses with a tap on a phone @mobile-only', async ({ page }) => {
    await fakePlayer(page)
    await gotoHome(page)
    expect(isMobile(page)).toBe(true)
    await pauseButton(page).tap()
    await expect(playButton(page)).toBeVisible()
    await expect.poll(() => playerCommands(page)).toContain('pauseVideo')
  })

  test('remembers the choice for the rest of the visit @any-width', async ({ page }) => {
    await fakePlayer(page)
    await gotoHome(page)
    await pauseButton(page).click()
    await page.reload()
    await page.waitForFunction(() => document.readyState === 'complete')
    await expect(playButton(page)).toBeVisible()
    const src = new URL((await video(page).getAttribute('src'))!)
    expect(src.searchParams.get('autoplay')).toBe('0')
    await expect.poll(() => playerCommands(page)).toContain('pauseVideo')
    await expect(video(page)).toHaveCSS('opacity', '0')
  })

  test('keeps the poster when paused before the player is ready @any-width', async ({ page }) => {
    await fakePlayer(page, { answersAtOnce: false })
    await gotoHome(page)
    await pauseButton(page).click()
    await expect(video(page)).toHaveCSS('opacity', '0')
    await playerReady(page)
    await expect.poll(() => playerCommands(page)).toContain('pauseVideo')
    await expect(video(page)).toHaveCSS('opacity', '0')
    await expect(page.locator('section[aria-labelledby="hero-title"] img').first()).toBeVisible()
  })
})
