// One address of every kind of page besides `/`, whose own specs walk it: taken from the content,
// so an edition an organiser adds is walked too.
import type { Page } from '@playwright/test'
import { editions, featuredEdition } from '@content/editions.ts'
import { editionPath, eventPath, teamPath } from '@content/slug.ts'
import { upcomingEvents } from '@content/upcoming.ts'

export const OTHER_PAGE_KINDS = [
  '/editions',
  ...editions.map((edition) => editionPath(edition.slug)),
  teamPath(featuredEdition.slug, featuredEdition.teams[0]!),
  // An announced buildathon's page, while the content announces one.
  ...upcomingEvents.slice(0, 1).map((event) => eventPath(event.id)),
  '/privacy',
  // Any unknown address shows the 404 page.
  '/no-such-page',
  // The pages a mail links to, as a link without its token opens them.
  '/signup/confirm',
  '/signup/unsubscribe',
  '/signup/manage',
  // The application's confirm link, opened without its token.
  '/apply/confirm',
  // The builder's own page, opened without its token (apply-journey.spec.ts walks it with one).
  '/apply/manage',
]

/** Waits until the page's own code has hydrated it (the first screen, on a page of sections). */
export async function pageHydrated(page: Page) {
  await page.waitForFunction(() =>
    (document.documentElement.dataset.hydrated ?? '').split(' ').includes('page'),
  )
}
