import { createServerOnlyFn } from '@tanstack/react-start'
import { editions, editionsNewestFirst } from '@content/editions.ts'
import { editionPath } from '@content/slug.ts'
import { privacyNotice } from '@content/privacy.ts'
import { formatYear } from '~/lib/dates'
import { editionName } from '~/sections/edition-page/editionPage'

// What the header and footer of every page read from the editions, made on the server so no
// page's first screen loads every edition's content (docs/decisions/0033).
export const chromeData = createServerOnlyFn(() => ({
  editionLinks: editionsNewestFirst.map((edition) => ({
    label: editionName(edition),
    href: editionPath(edition.slug),
  })),
  // The newest date the site's content carries, so the line moves on with the content.
  copyrightYear: formatYear(
    [privacyNotice.version, ...editions.map((edition) => edition.event.startDate)].sort().at(-1)!,
  ),
}))

export type ChromeData = ReturnType<typeof chromeData>
