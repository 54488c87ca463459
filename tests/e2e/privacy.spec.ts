import { createHash } from 'node:crypto'
import { privacyNotice } from '../../content/privacy.ts'
import { privacyLink } from '../../content/sections.ts'
import { test, expect, expectNoAxeViolations, gotoHome, hydrated } from './fixtures'
import { editions, featuredEdition } from '@content/editions.ts'
import { editionPath, teamPath } from '@content/slug.ts'

/** The pages of the series that end on the site's footer; the notice and the mail pages stand alone. */
const PAGES_WITH_FOOTER = [
  '/',
  '/editions',
  ...editions.map((edition) => editionPath(edition.slug)),
  teamPath(featuredEdition.slug, featuredEdition.teams[0]!),
]

const partHeadings = Object.values(privacyNotice.parts).map((part) => part.heading)

test.describe('privacy', () => {
  test('says under the sign-up form what the address is used for, and links the privacy notice', async ({
    page,
  }) => {
    await gotoHome(page)
    await hydrated(page.locator('#join'))
    const card = page.locator('#signup')
    const note = card.getByText(privacyNotice.signupNote.text)
    await expect(note).toBeVisible()
    const formBottom = await card.locator('form').evaluate((form) => form.getBoundingClientRect().bottom)
    expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(formBottom)
    await card.getByRole('link', { name: privacyNotice.signupNote.linkText }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNotice.title)
  })

  test(
    'serves the notice with the head tags and headers of the landing page',
    { tag: '@http' },
    async ({ request }) => {
      const [home, privacy] = await Promise.all([request.get('/'), request.get('/privacy')])
      expect(privacy.status()).toBe(200)
      const html = await privacy.text()
      expect(html).toContain(`<title>${privacyNotice.title}: Culture Coded</title>`)
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/privacy"/)
      expect(html).toContain(`<meta name="description" content="${privacyNotice.description}"`)
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/)

      // Every header of the landing page but those that frame or name one particular answer.
      const perAnswer = ['date', 'etag', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']
      const pageHeaders = (response: typeof home) =>
        Object.keys(response.headers())
          .filter((name) => !perAnswer.includes(name))
          .sort()
      expect(pageHeaders(privacy)).toEqual(pageHeaders(home))
      // The policy allows exactly this page's own inline scripts, by hash.
      const csp = privacy.headers()['content-security-policy']!
      const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      )
      for (const script of inline)
        expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    },
  )

  test('is linked from the footer of every page that has one (WCAG 2.4.5) @any-width', async ({ page }) => {
    for (const path of PAGES_WITH_FOOTER) {
      await page.goto(path)
      const footer = page.getByRole('navigation', { name: 'Footer' })
      await expect(footer.getByRole('link', { name: privacyLink.label }), path).toHaveAttribute(
        'href',
        privacyLink.href,
      )
    }
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: privacyLink.label })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNotice.title)
  })

  test('lists the notice in sitemap.xml', { tag: '@http' }, async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>https:\/\/[^<]+\/privacy<\/loc>/)
  })

  test('finds no axe violations on the notice', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, 'on /privacy')
  })
})

test.describe('privacy without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('renders the whole notice: what is kept, why, how long, and whom to ask for erasure', async ({
    page,
  }) => {
    await page.goto('/')
    await page.locator('#signup').getByRole('link', { name: privacyNotice.signupNote.linkText }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNotice.title)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(partHeadings)
    for (const paragraph of Object.values(privacyNotice.parts).flatMap((part) => part.paragraphs))
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: privacyNotice.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${privacyNotice.contactEmail}`,
    )
  })
})
