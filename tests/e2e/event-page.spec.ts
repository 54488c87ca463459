// Each announced buildathon's page, /events/<id>: what a visitor reads there, what its calendar
// link hands over, what search engines read in its JSON-LD, and that it works by keyboard alone.
import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import { applicationFormCopy } from '@content/applicationForm.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { eventPageCopy } from '@content/eventPage.ts'
import { notFoundCopy } from '@content/notFound.ts'
import { site } from '@content/site.ts'
import { drawsOf } from '@content/draws.ts'
import { drawsPath, eventPath } from '@content/slug.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import type { UpcomingEvent } from '@content/schema.ts'
import { applicationWindow } from '../../lib/applicationWindow.ts'
import { zonedTimeToUtc } from '../../lib/zonedTime.ts'
import { test, expect, expectNoAxeViolations } from './fixtures'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'

const AVAILABILITY = {
  not_yet_open: 'https://schema.org/PreOrder',
  open: 'https://schema.org/InStock',
  closed: 'https://schema.org/SoldOut',
  past: 'https://schema.org/Discontinued',
} as const

/** `17 April 2027` and `Pacific Daylight Time`: a local time's day and zone, as Intl says them there. */
function dayAndZone(localTime: string, timeZone: string) {
  const instant = zonedTimeToUtc(localTime, timeZone)
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(instant)
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value
  return { day, zone }
}

const fact = (page: import('@playwright/test').Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')

for (const event of upcomingEvents) {
  test.describe(`the page of ${event.id}`, () => {
    const path = eventPath(event.id)
    // The state as the server reads it now: the sample's windows are months wide.
    const state = () => applicationWindow(event, new Date())

    test('names the event and says when, where, how many seats and until when, in its own zone @any-width', async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.name)
      const { day, zone } = dayAndZone(event.start, event.timeZone)
      const when = fact(page, eventPageCopy.when)
      for (const part of [day, event.start.slice(11), event.end.slice(11), zone])
        await expect(when).toContainText(part)

      const where = fact(page, eventPageCopy.where)
      await expect(where).toContainText(`${event.venue}, ${event.city}`)
      const map = where.getByRole('link', { name: /OpenStreetMap/ })
      const mapUrl = new URL((await map.getAttribute('href'))!)
      expect(mapUrl.origin + mapUrl.pathname).toBe('https://www.openstreetmap.org/search')
      expect(mapUrl.searchParams.get('query')).toBe(`${event.venue}, ${event.city}`)
      await expect(map).toHaveAttribute('target', '_blank')

      for (const paragraph of event.expect)
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
      await expectApplications(page, event, state())
    })

    test('hands over a calendar file whose URL is this page @any-width', async ({ page }) => {
      await page.goto(path)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toBe(`${site.siteUrl}${path}`)
      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: nextEventCopy.icsLink }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(`${event.id}.ics`)
      const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')))
      const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      expect(vevent.summary).toBe(event.name)
      expect(vevent.component.getFirstPropertyValue('url')).toBe(canonical)
      await expect(page.getByRole('link', { name: nextEventCopy.webcalLink, exact: true })).toHaveAttribute(
        'href',
        `webcal://${new URL(site.siteUrl).host}/calendar.ics`,
      )
    })

    test('describes itself in JSON-LD as a scheduled Event with its seats’ availability @any-width', async ({
      page,
    }) => {
      await page.goto(path)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const graph = scripts.flatMap(
        (text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph'],
      )
      const node = graph.find((entry) => entry['@id'] === `${site.siteUrl}${path}#event`)
      expect(node).toMatchObject({
        '@type': 'Event',
        name: event.name,
        url: `${site.siteUrl}${path}`,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.venue, address: { addressLocality: event.city } },
        organizer: { '@id': `${site.siteUrl}/#organiser` },
      })
      expect(node!['startDate']).toMatch(new RegExp(`^${event.start}:00[+-]\\d{2}:\\d{2}$`))
      const current = state()
      if (current === 'none') expect(node!['offers']).toBeUndefined()
      else expect(node!['offers']).toMatchObject({ '@type': 'Offer', availability: AVAILABILITY[current] })
    })

    // a11y.spec.ts checks the pages every spec walks (pageKinds.ts) with axe; this, the others.
    if (!OTHER_PAGE_KINDS.includes(path))
      test('has no axe violations', async ({ page }) => {
        await page.goto(path)
        await pageHydrated(page)
        await expectNoAxeViolations(page, `on ${path}`)
      })

    test('reaches every link of the page by Tab, each with a visible focus ring', async ({ page }) => {
      await page.goto(path)
      await pageHydrated(page)
      const links = page.getByRole('main').getByRole('link')
      const count = await links.count()
      expect(count).toBeGreaterThan(0)
      const reached = new Set<string>()
      // Every stop of the page at most once, then the count must be whole.
      for (let step = 0; step < 80 && reached.size < count; step++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null
          if (!active?.closest('main') || active.tagName !== 'A') return null
          const style = getComputedStyle(active)
          return {
            key: `${active.getAttribute('href')} ${active.textContent}`,
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          }
        })
        if (!focused) continue
        expect(focused.ring, `focus ring on ${focused.key}`).toBe(true)
        reached.add(focused.key)
      }
      expect(reached.size).toBe(count)
    })
  })
}

async function expectApplications(
  page: import('@playwright/test').Page,
  event: UpcomingEvent,
  state: ReturnType<typeof applicationWindow>,
) {
  const section = page.getByRole('region', { name: eventPageCopy.applicationsHeading })
  const { applications } = event
  if (applications) {
    await expect(fact(page, eventPageCopy.seats)).toHaveText(`${applications.seats} builders`)
    const closes = dayAndZone(applications.closes, event.timeZone)
    for (const part of [closes.day, applications.closes.slice(11), closes.zone])
      await expect(fact(page, eventPageCopy.closes)).toContainText(part)
  }
  const words = {
    none: eventPageCopy.state.none,
    not_yet_open: /^Applications open on .+\. There are \d+ seats, and applications close on .+\.$/,
    open: /^Applications are open: \d+ seats, until .+\.$/,
    closed: eventPageCopy.state.closed,
    past: eventPageCopy.state.past,
  }[state]
  await expect(section.locator('p').first()).toHaveText(words)
  if (state === 'not_yet_open') {
    const opens = dayAndZone(applications!.opens, event.timeZone)
    await expect(section).toContainText(`${opens.day} at ${applications!.opens.slice(11)} ${opens.zone}`)
  }
  if (state === 'not_yet_open' || state === 'open')
    await expect(section).toContainText(`${applications!.seats} seats`)
  const updates = section.getByRole('link', { name: eventPageCopy.updatesLink })
  if (state === 'open') await expect(updates).toHaveCount(0)
  else await expect(updates).toHaveAttribute('href', '/#signup')
  // The form while applications are open (the e2e server's embedded store takes them), else none.
  await expect(section.getByRole('form', { name: applicationFormCopy.heading })).toHaveCount(
    state === 'open' ? 1 : 0,
  )
}

test('is linked by name from the archive’s Coming up list and from the next-event card on `/` @any-width', async ({
  page,
}) => {
  await page.goto('/editions')
  const upcoming = page.getByRole('region', { name: editionsPageCopy.upcomingHeading })
  for (const event of upcomingEvents)
    await expect(upcoming.getByRole('link', { name: event.name, exact: true })).toHaveAttribute(
      'href',
      eventPath(event.id),
    )
  await page.goto('/')
  const next = upcomingEvents[0]!
  await expect(page.locator('#signup').getByRole('link', { name: next.name, exact: true })).toHaveAttribute(
    'href',
    eventPath(next.id),
  )
})

test(
  'gives each page its own title, description, canonical URL and Open Graph tags',
  { tag: '@http' },
  async ({ request }) => {
    for (const event of upcomingEvents) {
      const html = await (await request.get(eventPath(event.id))).text()
      const url = `${site.siteUrl}${eventPath(event.id)}`
      const title = `${event.name}: ${site.name}`.replace(/&/g, '&amp;')
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`)
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`)
      expect(html).toContain(`<meta property="og:title" content="${title}"/>`)
      expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*${event.venue}, ${event.city}`))
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/)
      // One title only: the page's own, not the root's beside it.
      expect(html.match(/<title>/g)).toHaveLength(1)
    }
  },
)

test('lists every announced buildathon’s page in sitemap.xml', { tag: '@http' }, async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const event of upcomingEvents)
    expect(sitemap).toContain(`<loc>${site.siteUrl}${eventPath(event.id)}</loc>`)
})

test('answers an unknown event with the site’s 404 page @any-width', async ({ page }) => {
  const response = await page.goto(eventPath('no-such-buildathon'))
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading)
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
})

test(
  'serves each event’s published draws as JSON, and says plainly where none is published',
  { tag: '@http' },
  async ({ request }) => {
    for (const event of upcomingEvents) {
      const response = await request.get(drawsPath(event.id))
      const draws = drawsOf(event.id)
      if (draws.length === 0) {
        expect(response.status(), event.id).toBe(404)
        expect(await response.text()).toBe('This buildathon has published no draw.\n')
        continue
      }
      expect(await response.json()).toEqual({ event: event.id, draws })
    }
  },
)
