import type { Page } from '@playwright/test'
import { editions, featuredEdition } from '@content/editions.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { site } from '@content/site.ts'
import { fillIn, teamPageCopy } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { teamPath, teamSlug } from '@content/slug.ts'
import { test, expect, expectNoAxeViolations, gotoHome, isHydrated } from './fixtures'

// The first team of the featured edition whose description the card on `/` cuts.
const { teams } = featuredEdition
const team = teams.find((entry) => entry.description.length > 160)!
const path = teamPath(featuredEdition.slug, team)

test.describe('a team page', () => {
  test('opens from the team name on `/` @any-width', async ({ page }) => {
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

  test('copies its address and says so where the browser cannot share @any-width', async ({
    page,
    context,
  }) => {
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

  test("hands the page to the browser's share sheet where there is one @any-width", async ({ page }) => {
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

// The teams the content gives each part to; what they show, and how many, comes from the content.
const allTeams = editions.flatMap((edition) => edition.teams.map((entry) => ({ edition, team: entry })))
const showcase = allTeams.find(
  ({ team: entry }) => (entry.pictures?.length ?? 0) > 1 && entry.demoUrl && entry.codeUrl,
)!
const linkCases = [
  showcase,
  allTeams.find(({ team: entry }) => !entry.demoUrl !== !entry.codeUrl)!,
  allTeams.find(({ team: entry }) => !entry.demoUrl && !entry.codeUrl)!,
]
const showcasePath = teamPath(showcase.edition.slug, showcase.team)
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test.describe('a team page as a project page shows it', () => {
  test('shows each picture of the app from its own file, drawn differently, with its own alt @any-width', async ({
    page,
  }) => {
    await page.goto(showcasePath)
    const pictures = showcase.team.pictures!
    const sources: string[] = []
    for (const picture of pictures) {
      const image = region(page, teamPageCopy.pictures).getByRole('img', { name: picture.alt, exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      sources.push(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
    }
    // Two addresses can still serve one drawing: the files themselves must differ.
    const files = await Promise.all(
      sources.map(async (source) => (await page.request.get(source)).body().then(String)),
    )
    expect(new Set(files).size).toBe(pictures.length)
    expect(new Set(pictures.map((picture) => picture.alt)).size).toBe(pictures.length)
  })

  test('shows each member with a picture that has an alt @any-width', async ({ page }) => {
    await page.goto(showcasePath)
    const members = region(page, teamPageCopy.members).getByRole('listitem')
    await expect(members).toHaveCount(showcase.team.members!.length)
    for (const [index, member] of showcase.team.members!.entries()) {
      const image = members.nth(index).getByRole('img', { name: member.picture!.alt, exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test('lists what the app is built with @any-width', async ({ page }) => {
    await page.goto(showcasePath)
    await expect(region(page, teamPageCopy.builtWith).getByRole('listitem')).toHaveText(
      showcase.team.builtWith!,
    )
  })

  for (const { edition, team: entry } of linkCases)
    test(`links the demo and the code only where the content has them: ${entry.name} @any-width`, async ({
      page,
    }) => {
      await page.goto(teamPath(edition.slug, entry))
      for (const [label, href] of [
        [teamPageCopy.demo, entry.demoUrl],
        [teamPageCopy.code, entry.codeUrl],
      ] as const) {
        const link = page.getByRole('link', { name: new RegExp(`^${label} ${entry.name}`) })
        if (href) {
          await expect(link).toHaveAttribute('href', href)
          await expect(link).toHaveAttribute('target', '_blank')
        } else await expect(link).toHaveCount(0)
      }
      if (!entry.demoUrl && !entry.codeUrl)
        await expect(page.getByRole('heading', { name: teamPageCopy.links })).toHaveCount(0)
    })

  test('calls out the prize of a placed team, and no prize for a team without a placement @any-width', async ({
    page,
  }) => {
    const { edition, team: entry } = showcase
    await page.goto(showcasePath)
    const name = `${teamPageCopy.placement[entry.placement!]} ${fillIn(teamPageCopy.placedAt, { event: edition.event.name })}`
    const callout = region(page, name)
    await expect(callout.getByRole('heading', { level: 2 })).toHaveText(name)
    await expect(callout).toContainText(entry.prize!)
    const unplaced = allTeams.find(({ team: other }) => !other.placement)!
    await page.goto(teamPath(unplaced.edition.slug, unplaced.team))
    for (const placement of Object.values(teamPageCopy.placement))
      await expect(page.getByText(placement, { exact: true })).toHaveCount(0)
  })

  test('sets the story and pictures beside the team, the tools and the links, across most of the width @desktop-only', async ({
    page,
  }) => {
    await page.goto(showcasePath)
    const story = (await region(page, teamPageCopy.whatItDoes).boundingBox())!
    const pictures = (await region(page, teamPageCopy.pictures).boundingBox())!
    const facts = (await region(page, teamPageCopy.members).boundingBox())!
    const links = (await region(page, teamPageCopy.links).boundingBox())!
    expect(facts.x).toBeGreaterThanOrEqual(story.x + story.width)
    expect(facts.y).toBeLessThan(pictures.y)
    expect(Math.abs(facts.y - story.y)).toBeLessThan(8)
    const width = page.viewportSize()!.width
    expect(links.x + links.width - story.x).toBeGreaterThan(width * 0.7)
  })

  test('stacks the team, the tools and the links under the pictures on a phone @mobile-only', async ({
    page,
  }) => {
    await page.goto(showcasePath)
    const pictures = (await region(page, teamPageCopy.pictures).boundingBox())!
    const facts = (await region(page, teamPageCopy.members).boundingBox())!
    expect(facts.y).toBeGreaterThanOrEqual(pictures.y + pictures.height)
    expect(Math.abs(facts.x - pictures.x)).toBeLessThan(2)
  })

  test('reflows at 320 px without sideways scrolling @any-width', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto(showcasePath)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('reaches the project, share, demo and code in order from the keyboard', async ({ page }) => {
    await page.goto(showcasePath)
    await expect.poll(() => isHydrated(page.locator('h1'))).toBe(true)
    const { edition, team: entry } = showcase
    const expected = [
      teamPageCopy.backToTeams,
      fillIn(editionsPageCopy.editionName, {
        city: edition.event.city,
        year: edition.event.startDate.slice(0, 4),
      }),
      `${teamPageCopy.openProject} ${entry.name}`,
      teamPageCopy.share,
      `${teamPageCopy.demo} ${entry.name}`,
      `${teamPageCopy.code} ${entry.name}`,
    ]
    await page.getByRole('link', { name: teamPageCopy.backToTeams }).focus()
    const reached = [await focusedText(page)]
    for (let step = 1; step < expected.length; step++) {
      await page.keyboard.press('Tab')
      reached.push(await focusedText(page))
    }
    expect(reached).toEqual(expected)
    await expect(
      page.getByRole('link', { name: new RegExp(`^${teamPageCopy.code} ${entry.name}`) }),
    ).toBeFocused()
  })
})

/** The focused element's words, the hidden ones included, without the arrow back or the new-tab hint. */
const focusedText = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.textContent ?? '').replace('←', '').replace('(opens in a new tab)', '').trim(),
  )
