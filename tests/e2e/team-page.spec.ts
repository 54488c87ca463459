import { featuredEdition } from '@content/editions.ts'
import { site } from '@content/site.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { test, expect, expectNoAxeViolations, gotoHome, isHydrated } from './fixtures'

// The first team of the featured edition whose description the card on `/` cuts.
const { teams } = featuredEdition
const team = teams.find((entry) => entry.description.length > 160)!
const path = teamPath(featuredEdition.slug, team)

test.describe('a team page', () => {
  test('opens from the team name on `/`', async ({ page }) => {
    await gotoHome(page)
    const card = page.locator('#teams article').filter({ hasText: team.name })
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('link', { name: team.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible()
  })

  test('shows the whole description that the card on `/` cuts at 160 characters @any-width', async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByText(team.description, { exact: true })).toBeVisible()
    await gotoHome(page)
    const card = page.locator('#teams article').filter({ hasText: team.name })
    expect((await card.locator('p').textContent())!.endsWith('...')).toBe(true)
  })

  test('opens the project in a new tab @any-width', async ({ page, context }) => {
    const projectUrl = new URL(team.projectUrl).href
    await context.route(
      (url) => url.href.startsWith(projectUrl),
      (route) => route.fulfill({ body: 'the project' }),
    )
    await page.goto(path)
    const link = page.getByRole('link', { name: new RegExp(`^Open project ${team.name}`) })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(projectUrl)
    expect(page.url()).toMatch(new RegExp(`${path}$`))
  })

  test('leads back to the teams on `/` and to the sign-up form @any-width', async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'All teams' })).toHaveAttribute('href', '/#teams')
    await expect(page.getByRole('heading', { name: 'Be at the next one' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Your Email' })).toBeVisible()
  })

  test('copies its address and says so where the browser cannot share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
    await page.goto(path)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
      'Link to this page copied',
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test("hands the page to the browser's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
        },
      })
    })
    await page.goto(path)
    await page.getByRole('button', { name: 'Share' }).click()
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared)
    expect(await shared.jsonValue()).toMatchObject({ title: team.name, url: page.url() })
    await expect(page.getByRole('button', { name: 'Link copied' })).toHaveCount(0)
  })

  test('answers an unknown team with the 404 page and status 404 @any-width', async ({ page }) => {
    const response = await page.goto(`/editions/${featuredEdition.slug}/teams/no-such-team`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  test('has the same security headers as `/`', { tag: '@http' }, async ({ request }) => {
    const home = await request.get('/')
    const teamPage = await request.get(path)
    expect(teamPage.status()).toBe(200)
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ])
      expect(teamPage.headers()[name], name).toBe(home.headers()[name])
    // The same policy; only the hashes of each page's own inline scripts differ.
    const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '')
    expect(withoutHashes(teamPage.headers()['content-security-policy']!)).toBe(
      withoutHashes(home.headers()['content-security-policy']!),
    )
  })

  test('names its own 1200x630 social card with an absolute URL @any-width', async ({ page, request }) => {
    await page.goto(path)
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute('content')
    expect(twitterImage).toBe(ogImage)
    const url = new URL(ogImage!)
    expect(url.origin).toBe(site.siteUrl)
    expect(url.pathname).toMatch(new RegExp(`^/assets/cards/${teamSlug(team)}-.+\\.png$`))
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.siteUrl}${path}`)

    const card = await request.get(url.pathname)
    expect(card.headers()['content-type']).toBe('image/png')
    expect(card.headers()['cache-control']).toContain('immutable')
    const png = await card.body()
    // A PNG's IHDR chunk holds the width and height right after the signature.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('is listed in sitemap.xml, every team', { tag: '@http' }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const entry of teams)
      expect(sitemap).toContain(`<loc>${site.siteUrl}${teamPath(featuredEdition.slug, entry)}</loc>`)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto(path)
    await expect.poll(() => isHydrated(page.locator('h1'))).toBe(true)
    await expectNoAxeViolations(page, `on ${path}`)
  })
})

test.describe('a team page without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('is whole: logo, name, description, project link, the way back and the sign-up form', async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible()
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true)
    await expect(page.getByText(team.description, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(`^Open project ${team.name}`) })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(page.getByRole('link', { name: 'All teams' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeVisible()
    // A share button that cannot work without a script is left out.
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0)
  })
})

test.describe('the next buildathon @any-width', () => {
  test('shows on the sign-up card of `/` with a calendar file the site serves', async ({ page, request }) => {
    await page.goto('/')
    const card = page.locator('#signup')
    await expect(card).toContainText(`Next: ${upcomingEvents[0]!.name}, Sat, April 17, 2027`)
    const href = await card.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')
    const ics = await request.get(href!)
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(ics.headers()['content-security-policy']).toBeTruthy()
    const text = await ics.text()
    expect(text).toContain('\r\nDTSTART:20270417T170000Z\r\n')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
