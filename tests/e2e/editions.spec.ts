import type { Page } from '@playwright/test'
import { editions, editionsNewestFirst, featuredEdition } from '@content/editions.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { notFoundCopy } from '@content/notFound.ts'
import { archiveLink } from '@content/sections.ts'
import { site } from '@content/site.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { editionPath, teamPath, teamSlug } from '@content/slug.ts'
import { TEAMS_COLLAPSED_COUNT } from '~/sections/teams/teamsList'
import { signupToasts } from '~/signup/schema'
import { openEmbeddedConnection } from '../../cli/source'
import { embeddedSource } from '../../cli/sources'
import { E2E_DATA_DIR } from '../../playwright.config'
import { test, expect, expectNoAxeViolations, gotoHome, hydrated, isHydrated, pageIdle } from './fixtures'
import { OTHER_PAGE_KINDS } from './pageKinds'

// An edition `/` does not show, or the featured one when it is the only one: each has its own page.
const pastEdition = editions.find((edition) => edition !== featuredEdition) ?? featuredEdition
const pastTeam = pastEdition.teams[0]!
const editionName = (edition: (typeof editions)[number]) =>
  `${edition.event.city} ${edition.event.startDate.slice(0, 4)}`

const newPages = [
  '/editions',
  ...editions.map((edition) => editionPath(edition.slug)),
  teamPath(pastEdition.slug, pastTeam),
]

test.describe('the archive of editions @any-width', () => {
  test('lists every edition newest first, with its dates, festival, winner, teams and picture', async ({
    page,
  }) => {
    await page.goto('/editions')
    await expect(page.getByRole('heading', { level: 1, name: editionsPageCopy.heading })).toBeVisible()
    const cards = page.getByRole('region', { name: editionsPageCopy.pastHeading }).getByRole('listitem')
    await expect(cards).toHaveCount(editions.length)
    for (const [index, edition] of editionsNewestFirst.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(editionName(edition))
      await expect(card).toContainText(edition.event.startDate.slice(0, 4))
      await expect(card).toContainText(edition.event.festival)
      await expect(card).toContainText(`${editionsPageCopy.winner} ${edition.featuredProjects[0]!.name}`)
      await expect(card).toContainText(`${edition.teams.length} teams`)
      await expect(card.getByRole('img', { name: edition.picture.alt })).toBeVisible()
    }
  })

  test('opens each edition from its name', async ({ page }) => {
    for (const edition of editions) {
      await page.goto('/editions')
      await page.getByRole('link', { name: editionName(edition), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${editionPath(edition.slug)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.event.name)
      await expect(page.locator('#teams article')).toHaveCount(
        Math.min(edition.teams.length, TEAMS_COLLAPSED_COUNT),
      )
      await expect(page.getByRole('heading', { name: edition.sectionHeaders.timeline.heading })).toBeVisible()
    }
  })

  test('offers every upcoming event with its own calendar file and Google Calendar link, and the feed to subscribe to', async ({
    page,
    request,
  }) => {
    await page.goto('/editions')
    const upcoming = page.getByRole('region', { name: editionsPageCopy.upcomingHeading })
    for (const event of upcomingEvents) {
      await expect(upcoming).toContainText(event.name)
      const item = upcoming.getByRole('listitem').filter({ hasText: event.name })
      const google = new URL(
        (await item
          .getByRole('link', { name: new RegExp(`^${nextEventCopy.googleLink}`) })
          .getAttribute('href'))!,
      )
      expect(google.searchParams.get('action'), event.id).toBe('TEMPLATE')
      expect(google.searchParams.get('text'), event.id).toBe(event.name)
      const href = await item.getByRole('link', { name: nextEventCopy.icsLink }).getAttribute('href')
      const ics = await request.get(href!)
      expect(ics.status(), href!).toBe(200)
      expect(await ics.text()).toContain(`\r\nUID:${event.id}@`)
    }
    await expect(upcoming.getByRole('link', { name: nextEventCopy.webcalLink, exact: true })).toHaveAttribute(
      'href',
      `webcal://${new URL(site.siteUrl).host}/calendar.ics`,
    )
    await expect(
      upcoming.getByRole('link', { name: new RegExp(`^${nextEventCopy.googleSubscribeLink}`) }),
    ).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/)
    await expect(upcoming).toContainText(nextEventCopy.refreshNote)
  })
})

test.describe("an edition's page", () => {
  test("opens a past edition's team page from its teams @any-width", async ({ page }) => {
    await page.goto(editionPath(pastEdition.slug))
    const card = page.locator('#teams article').filter({ hasText: pastTeam.name })
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('link', { name: pastTeam.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${teamPath(pastEdition.slug, pastTeam)}$`))
    await expect(page.getByRole('heading', { level: 1, name: pastTeam.name })).toBeVisible()
    await expect(page.getByText(`Built at ${pastEdition.event.name}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'All teams' })).toHaveAttribute(
      'href',
      `${editionPath(pastEdition.slug)}#teams`,
    )
  })

  test('invites to the next edition on its sign-up card, and records its own @any-width', async ({
    page,
  }) => {
    await page.goto(editionPath(pastEdition.slug))
    const card = page.locator('#signup')
    const next = upcomingEvents[0]
    if (next) await expect(card).toContainText(`${nextEventCopy.next} ${next.name}`)
    else await expect(card).not.toContainText(nextEventCopy.next)
    await expect(card.locator('input[name="edition"]')).toHaveValue(pastEdition.slug)
  })

  // A phone's first screen holds the edition's facts and numbers; its story waits, as on `/`
  // (docs/decisions/0063-edition-page-opens-on-its-numbers.md).
  test('opens on its numbers, and hydrates its story and projects only as they come near @mobile-only', async ({
    page,
  }) => {
    for (const edition of editions) {
      await page.goto(editionPath(edition.slug))
      await hydrated(page.locator('#numbers'), { scroll: false })
      await pageIdle(page)
      expect(await isHydrated(page.locator('#timeline')), edition.slug).toBe(false)
      expect(await isHydrated(page.locator('#projects')), edition.slug).toBe(false)
      await hydrated(page.locator('#timeline'))
      await page.getByRole('tab', { name: /^Step 2:/ }).click()
      await expect(page.getByRole('tab', { name: /^Step 2:/ })).toHaveAttribute('aria-selected', 'true')
    }
  })

  test('answers an unknown edition and an unknown team with the 404 page and status 404 @any-width', async ({
    page,
  }) => {
    for (const path of ['/editions/atlantis-2031', `${editionPath(pastEdition.slug)}/teams/no-such-team`]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading)
      await expect(page).toHaveTitle(`${notFoundCopy.title}: ${site.name}`)
    }
  })
})

test.describe('old team links @any-width', () => {
  test('answer 301 with the team page in its edition', { tag: '@http' }, async ({ request }) => {
    for (const [edition, team] of [
      [featuredEdition, featuredEdition.teams[0]!],
      [pastEdition, pastTeam],
    ] as const) {
      const response = await request.get(`/teams/${teamSlug(team)}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(teamPath(edition.slug, team))
    }
    expect((await request.get('/teams/no-such-team', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('land on the right page', async ({ page }) => {
    await page.goto(`/teams/${teamSlug(pastTeam)}`)
    await expect(page).toHaveURL(new RegExp(`${teamPath(pastEdition.slug, pastTeam)}$`))
    await expect(page.getByRole('heading', { level: 1, name: pastTeam.name })).toBeVisible()
  })
})

test.describe('each new page', () => {
  test('has its own title, description, canonical URL and 1200x630 social card @any-width', async ({
    page,
    request,
  }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of newPages) {
      await page.goto(path)
      const title = await page.title()
      expect(titles.has(title), `${path}: ${title}`).toBe(false)
      titles.add(title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}${path}`)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${site.siteUrl}${path}`,
      )
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description, path).toBeTruthy()
      expect(descriptions.has(description!), `${path}: ${description}`).toBe(false)
      descriptions.add(description!)
      const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
      expect(card.origin).toBe(site.siteUrl)
      expect(card.pathname, path).toMatch(/^\/assets\/.+\.png$/)
      const png = await (await request.get(card.pathname)).body()
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630])
    }
  })

  test('is listed in sitemap.xml', { tag: '@http' }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      ...newPages,
      ...editions.flatMap((edition) => edition.teams.map((team) => teamPath(edition.slug, team))),
    ])
      expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`)
  })

  test('has the same security headers as `/`', { tag: '@http' }, async ({ request }) => {
    const home = await request.get('/')
    const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '')
    for (const path of newPages) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      for (const name of [
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'x-frame-options',
      ])
        expect(response.headers()[name], `${path} ${name}`).toBe(home.headers()[name])
      expect(withoutHashes(response.headers()['content-security-policy']!), path).toBe(
        withoutHashes(home.headers()['content-security-policy']!),
      )
    }
  })

  // a11y.spec.ts checks every kind of page at both widths; this checks the pages it does not walk.
  for (const path of newPages.filter((path) => !OTHER_PAGE_KINDS.includes(path)))
    test(`has no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect.poll(() => isHydrated(page.locator('h1'))).toBe(true)
      await expectNoAxeViolations(page, `on ${path}`)
    })
})

test.describe('each new page without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('is whole: its heading, its content, its pictures and the sign-up form', async ({ page }) => {
    await page.goto('/editions')
    await expect(page.getByRole('heading', { level: 1, name: editionsPageCopy.heading })).toBeVisible()
    for (const edition of editions)
      await expect(page.getByRole('link', { name: editionName(edition), exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeVisible()

    for (const edition of editions) {
      await page.goto(editionPath(edition.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.event.name)
      for (const heading of ['timeline', 'projects', 'highlights', 'numbers', 'teams', 'sponsors'] as const)
        await expect(
          page.getByRole('heading', { name: edition.sectionHeaders[heading].heading }),
        ).toBeAttached()
      await expect(page.locator('#teams article').first()).toContainText(edition.teams[0]!.name)
      await expect(page.locator('#signup input[name="edition"]')).toHaveValue(edition.slug)
      await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeAttached()
    }

    await page.goto(teamPath(pastEdition.slug, pastTeam))
    await expect(page.getByRole('heading', { level: 1, name: pastTeam.name })).toBeVisible()
    await expect(page.getByText(pastTeam.description, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeVisible()
  })

  test('brings a sign-up back to the edition or team page it was made on, with its outcome, and records the edition', async ({
    page,
  }) => {
    const email = `edition-nojs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    const signUpOn = async (path: string) => {
      await page.goto(path)
      await page.getByLabel('Your Email').fill(email)
      await page.getByRole('button', { name: 'Sign Me Up' }).click()
    }

    const edition = editionPath(pastEdition.slug)
    await signUpOn(edition)
    await expect(page).toHaveURL(`${edition}?signup=ok#signup`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pastEdition.event.name)
    await expect(page.getByRole('status').filter({ hasText: signupToasts.ok.title })).toBeVisible()
    expect(await storedEdition(email)).toBe(pastEdition.slug)

    const team = teamPath(pastEdition.slug, pastTeam)
    await signUpOn(team)
    await expect(page).toHaveURL(`${team}?signup=already_signed_up#signup`)
    await expect(
      page.getByRole('status').filter({ hasText: signupToasts.already_signed_up.title }),
    ).toBeVisible()
  })
})

/** The edition the running server stored with `email`'s sign-up, read over its socket as the CLI reads it. */
async function storedEdition(email: string): Promise<string | null | undefined> {
  const connection = await openEmbeddedConnection(E2E_DATA_DIR)
  try {
    for await (const rows of embeddedSource(connection.calls, connection.description).pages()) {
      const row = rows.find((candidate) => candidate.email === email)
      if (row) return row.edition
    }
    return undefined
  } finally {
    await connection.close()
  }
}

/** Presses Tab until the focused element is a link to `href`, at most `maxPresses` times. */
async function tabTo(page: Page, href: string, maxPresses: number): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === href) return presses
  }
  throw new Error(`no link to ${href} within ${maxPresses} presses of Tab`)
}

test.describe('the keyboard', () => {
  test('reaches the archive from the navbar of `/` and opens it @desktop-only', async ({ page }) => {
    await gotoHome(page)
    // Within the navbar's first links: tabTo throws past 10 presses.
    await tabTo(page, archiveLink.href, 10)
    await expect(page.locator(':focus')).toHaveText(archiveLink.label)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/editions$/)
    await expect(page.getByRole('heading', { level: 1, name: editionsPageCopy.heading })).toBeVisible()
  })

  test('reaches the archive from the footer of `/` on a phone @mobile-only', async ({ page }) => {
    test.slow()
    await gotoHome(page)
    await tabTo(page, archiveLink.href, 400)
    await expect(page.locator('footer :focus')).toHaveText(archiveLink.label)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/editions$/)
  })
})

test.describe('`/` @any-width', () => {
  test('describes the series in its JSON-LD: every past edition and every upcoming event', async ({
    page,
  }) => {
    await gotoHome(page)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    type Node = { '@type': string; '@id': string; startDate?: string; subEvent?: { '@id': string }[] }
    const graph = jsonLd['@graph'] as Node[]
    const series = graph.find((node) => node['@type'] === 'EventSeries')!
    expect(series.subEvent).toHaveLength(editions.length + upcomingEvents.length)
    const subEvents = series.subEvent!.map(({ '@id': id }) => graph.find((node) => node['@id'] === id))
    for (const event of subEvents) expect(event?.['@type'], event?.['@id']).toBe('Event')
    const startDays = subEvents.map((event) => event?.startDate?.slice(0, 10))
    expect(startDays.toSorted()).toEqual(
      [
        ...editions.map((edition) => edition.event.startDate),
        ...upcomingEvents.map((event) => event.start.slice(0, 10)),
      ].toSorted(),
    )
  })
})
