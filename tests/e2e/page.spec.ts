import {
  test,
  expect,
  gotoHome,
  holdRequests,
  hydrated,
  isHydrated,
  pageIdle,
  SCRIPT_REQUESTS,
  watchScripts,
} from './fixtures'
import { timelineSteps, teams, stats, sponsors, sectionHeaders } from '../../content/featured.ts'
import { site } from '@content/site.ts'
import { mailPageCopy } from '@content/mail.ts'
import { privacyNotice } from '@content/privacy.ts'
import { editions } from '@content/editions.ts'
import { editionPath, teamPath } from '@content/slug.ts'
import { initialScripts } from '~/boot/deferEntryScript'
import { signupToasts } from '~/signup/schema'
import { TEAMS_COLLAPSED_COUNT } from '~/sections/teams/teamsList'

const SECTIONS_IN_ORDER = [
  ['navbar', 'header >> nth=0'],
  ['hero', 'section[aria-labelledby="hero-title"]'],
  ['poster', 'section[aria-label="Event poster"]'],
  ['timeline', '#timeline'],
  ['featured projects', '#projects'],
  ['event highlights', '#highlights'],
  ['by the numbers', '#numbers'],
  ['meet the teams', '#teams'],
  ['sponsors', '#sponsors'],
  ['call to action', '#join'],
  ['footer', 'body > footer, footer >> nth=-1'],
] as const

test.describe('the landing page', () => {
  test('shows the ten sections of spec §2 top to bottom', async ({ page }) => {
    await gotoHome(page)
    const tops: number[] = []
    for (const [name, selector] of SECTIONS_IN_ORDER) {
      const box = await page.locator(selector).first().boundingBox()
      expect(box, `${name} is rendered`).not.toBeNull()
      tops.push(box!.y)
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
  })

  test('has the banner, main and contentinfo landmarks and one h1 @any-width', async ({ page }) => {
    await gotoHome(page)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveCount(1)
  })

  // The edition's own headings come from its content, which content.test.ts holds to the spec.
  test('uses the spec texts verbatim @any-width', async ({ page }) => {
    await gotoHome(page)
    await expect(page.getByRole('heading', { name: sectionHeaders.timeline.heading })).toBeVisible()
    if (sectionHeaders.timeline.lede) await expect(page.getByText(sectionHeaders.timeline.lede)).toBeVisible()
    await expect(page.getByRole('heading', { name: sectionHeaders.sponsors.heading })).toBeVisible()
    await expect(page.getByText('We stand on the shoulders of Giants:')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Start vibe-coding' })).toBeVisible()
    await expect(page.getByLabel('Your Email')).toBeVisible()
    await expect(page.getByLabel('Suggest a Festival (optional)')).toBeVisible()
  })

  test('credits the organiser as creator and producer in the footer @any-width', async ({ page }) => {
    await gotoHome(page)
    await expect(page.getByRole('contentinfo')).toContainText(/Created and produced by/)
  })

  test('logs no console errors and no hydration warnings', async ({ page, consoleLog }) => {
    await gotoHome(page)
    // Every section below the first screen hydrates as it comes near: visit each one.
    for (const id of ['projects', 'highlights', 'numbers', 'teams', 'sponsors', 'join'])
      await hydrated(page.locator(`#${id}`))
    expect(consoleLog.errors()).toEqual([])
  })

  test('hydrates the first screen at load, and every other section only as it comes near', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await gotoHome(page)
    expect(await isHydrated(page.locator('#hero-title'))).toBe(true)
    // Settled first, so a section that hydrated at load, only late, would show it here.
    await pageIdle(page)
    expect(await isHydrated(page.locator('#teams'))).toBe(false)
    expect(await isHydrated(page.getByRole('contentinfo'))).toBe(false)
    const before = scripts.length
    await hydrated(page.locator('#teams'))
    expect(scripts.length).toBeGreaterThan(before)
    await page.getByRole('button', { name: 'Show All Projects' }).click()
    await expect(page.locator('#teams article')).toHaveCount(teams.length)
    await hydrated(page.getByRole('contentinfo'))
  })

  test("loads the timeline's images in their phases from page load, before the timeline's code arrives @mobile-only", async ({
    page,
  }) => {
    const images: string[] = []
    page.on(
      'request',
      (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname),
    )
    const asked = (src: string) =>
      images.some((path) => path.startsWith(`/assets/${src.replace(/^.*\//, '').replace(/\.\w+$/, '')}-`))
    await gotoHome(page)
    for (const step of timelineSteps)
      await expect.poll(() => asked(step.galleryImages[0]!.src), step.title).toBe(true)
    const later = timelineSteps.flatMap((step) => step.galleryImages.slice(1))
    await expect.poll(() => later.every((image) => asked(image.src)), { timeout: 10_000 }).toBe(true)
    expect(await isHydrated(page.locator('#timeline'))).toBe(false)
  })

  test('asks for its code only once the hero poster has loaded (app/boot/deferEntryScript.ts)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html, 'no entry tag left for the browser to fetch at once').not.toMatch(/<script type="module"/)
    expect(html).not.toContain('rel="modulepreload"')
    const scripts = initialScripts(html)
    expect(scripts.length, 'the files the loader names').toBeGreaterThan(1)
    const events: string[] = []
    page.on('requestfinished', (done) => {
      if (done.resourceType() === 'image') events.push(`image ${new URL(done.url()).pathname}`)
    })
    page.on('request', (asked) => {
      if (scripts.includes(new URL(asked.url()).pathname)) events.push('script')
    })
    await gotoHome(page)
    const poster = new URL(
      await page.locator('img[fetchpriority=high]').evaluate((image: HTMLImageElement) => image.currentSrc),
    ).pathname
    expect(events.indexOf(`image ${poster}`)).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('script')).toBeGreaterThan(events.indexOf(`image ${poster}`))
  })

  test('keeps the visitor where they scrolled before the page script arrived', async ({ page }) => {
    // Hold every script back until the visitor has scrolled.
    const release = await holdRequests(page, SCRIPT_REQUESTS)
    const asked = page.waitForRequest(SCRIPT_REQUESTS)
    // Not 'load': a script the loader adds before the load event delays it, and the scripts are held.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await asked
    await page.locator('#timeline').scrollIntoViewIfNeeded()
    const scrolledTo = await page.evaluate(() => window.scrollY)
    expect(scrolledTo).toBeGreaterThan(0)
    expect(await isHydrated(page.locator('#timeline'))).toBe(false)
    release()
    await hydrated(page.locator('#timeline'), { scroll: false })
    await pageIdle(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)
  })

  test('has a title, description, canonical URL, Open Graph, Twitter card and JSON-LD @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    await expect(page).toHaveTitle(/Culture Coded/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\//)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    const types = jsonLd['@graph'].map((node: { '@type': string }) => node['@type'])
    expect(types).toEqual(expect.arrayContaining(['Event', 'Organization']))
  })

  test('offers raster icons only, so no icon is drawn as an SVG document on the main thread @any-width', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const iconLinks = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href') ?? '', type: link.getAttribute('type') })),
      )
    expect(iconLinks.length).toBeGreaterThan(0)
    for (const { href, type } of iconLinks) {
      expect(href, href).not.toMatch(/\.svg$/)
      expect(type ?? '', href).not.toContain('svg')
    }
    const manifest = await (await request.get('/site.webmanifest')).json()
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.type, icon.src).toBe('image/png')
      const png = Buffer.from(await (await request.get(icon.src)).body())
      // A PNG's IHDR chunk holds the width and height at bytes 16 and 20.
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG')
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })

  test('serves the favicon, Open Graph image, robots.txt and sitemap.xml @any-width', async ({ request }) => {
    for (const path of [
      '/favicon.svg',
      '/favicon.ico',
      '/og-image.png',
      '/apple-touch-icon.png',
      '/site.webmanifest',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('xml')
    expect(await sitemap.text()).toContain('<loc>')
  })
})

test.describe('the first screen of `/`, the archive, an edition page and a team page', () => {
  // What a first screen's scripts must not carry: any edition's pictures or teams' words, which
  // the sections below it bring as they come near, or the server sends with the page; nor the
  // sign-up rules and their messages, which come with the form; nor the pages mails link to, nor
  // the privacy notice, whose page's own code brings it.
  const editionContent = [
    ...editions.flatMap((edition) => [
      ...edition.galleryItems.map((item) => item.src),
      ...edition.teams.map((team) => team.description),
    ]),
    ...Object.values(signupToasts).map((toast) => toast.description),
    mailPageCopy.confirm.lede,
    mailPageCopy.unsubscribe.lede,
    mailPageCopy.manage.requestLede,
    mailPageCopy.manage.eraseLede,
    privacyNotice.description,
    ...Object.values(privacyNotice.parts).flatMap((part) => part.paragraphs),
  ]
  const firstScreens = [
    '/',
    '/editions',
    ...editions.map((edition) => editionPath(edition.slug)),
    ...editions.map((edition) => teamPath(edition.slug, edition.teams[0]!)),
  ]
  test("starts with no edition's content or list of pictures, nor the sign-up rules, the mail pages' or the privacy notice's words @http", async ({
    request,
  }) => {
    for (const path of firstScreens) {
      const scripts = initialScripts(await (await request.get(path)).text())
      expect(scripts.length, `the files the loader of ${path} names`).toBeGreaterThan(1)
      for (const script of scripts) {
        const code = await (await request.get(script)).text()
        // As written, or escaped into a JSON string.
        const named = editionContent.filter(
          (text) => code.includes(text) || code.includes(JSON.stringify(text)),
        )
        expect(named, `what ${script}, which ${path} starts with, names`).toEqual([])
      }
    }
  })

  test('names only files that are served: every src, srcset and href to a file answers 200 @http', async ({
    request,
  }) => {
    // The server build names its pictures and scripts on its own; a name the client build did not
    // emit would be a broken picture for every visitor.
    const named = new Set<string>()
    for (const path of [...firstScreens, '/privacy']) {
      const html = await (await request.get(path)).text()
      for (const [, attribute, value] of html.matchAll(/\b(src|srcset|imagesrcset|href)="([^"]+)"/gi)) {
        const urls = /srcset/i.test(attribute!)
          ? value!.split(',').map((part) => part.trim().split(' ')[0]!)
          : [value!]
        for (const url of urls) if (/^\/[^/].*\.[a-z0-9]+$/i.test(url)) named.add(url)
      }
    }
    expect(named.size, 'files named across the pages').toBeGreaterThan(firstScreens.length)
    for (const url of named) expect((await request.get(url)).status(), url).toBe(200)
  })
})

test.describe("every kind of page's first screen", () => {
  const firstScreens = [
    '/',
    '/editions',
    '/privacy',
    ...editions.map((edition) => editionPath(edition.slug)),
    teamPath(editions[0]!.slug, editions[0]!.teams[0]!),
  ]
  for (const path of firstScreens) {
    test(`${path}: makes no Intl formatter while it loads and hydrates`, async ({ page }) => {
      // The first one loads ICU's locale data, a long task on a phone (docs/decisions/0054), so
      // first screens get dates from the server.
      await page.addInitScript(() => {
        const made: string[] = []
        Object.assign(window, { intlFormattersMade: made })
        for (const name of [
          'DateTimeFormat',
          'NumberFormat',
          'PluralRules',
          'ListFormat',
          'RelativeTimeFormat',
        ] as const) {
          const Formatter = Intl[name] as unknown as new (...args: unknown[]) => object
          Object.defineProperty(Intl, name, {
            value: new Proxy(Formatter, {
              construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
              apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
            }),
          })
        }
      })
      // After every script the page asks for at load: on a wide screen an edition page hydrates its timeline too.
      const settled = watchScripts(page)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /\bpage\b/)
      await settled()
      expect(
        await page.evaluate(() => (window as unknown as { intlFormattersMade: string[] }).intlFormattersMade),
      ).toEqual([])
    })
  }
})

test.describe('an unknown path', () => {
  test('answers 404 with "Oops! Page not found" and a link home @any-width', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('takes the visitor home to the whole page, every section filled', async ({ page, consoleLog }) => {
    await page.goto('/no/such/page')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForFunction(() => document.readyState === 'complete' && location.pathname === '/')
    await expect(page.locator('#teams article')).toHaveCount(Math.min(TEAMS_COLLAPSED_COUNT, teams.length))
    await expect(page.locator('#numbers li')).toHaveCount(stats.length)
    expect(consoleLog.messages.map((m) => m.text())).not.toContain('404: no page at /')
  })

  test('logs the missing path to the console @any-width', async ({ page, consoleLog }) => {
    await page.goto('/no/such/page')
    await expect.poll(() => consoleLog.messages.map((m) => m.text()).join('\n')).toContain('/no/such/page')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('still shows every heading, the stats, the first teams, the sponsors, the form and the promo code', async ({
    page,
  }) => {
    await page.goto('/')
    for (const heading of [
      ...Object.values(sectionHeaders).map((header) => header.heading),
      'Start vibe-coding',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    const cards = page.locator('#numbers li')
    await expect(cards).toHaveCount(stats.length)
    for (const [index, stat] of stats.entries()) {
      await expect(cards.nth(index)).toContainText(stat.number)
      await expect(cards.nth(index)).toContainText(stat.label.replace(/\s+/g, ' '))
    }
    await expect(page.locator('#teams article')).toHaveCount(Math.min(TEAMS_COLLAPSED_COUNT, teams.length))
    await expect(page.locator('#sponsors a[target="_blank"]')).toHaveCount(sponsors.length)
    await expect(page.getByLabel('Your Email')).toBeVisible()
    await expect(page.locator('code')).toHaveText(/^[A-Z0-9-]{4,}$/)
  })
})
