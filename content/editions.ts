import type { Edition } from './schema.ts'
import { FEATURED_EDITION_SLUG } from './featuredSlug.ts'
import { sanFrancisco2025 } from './editions/san-francisco-2025/edition.ts'
import { lisbon2026 } from './editions/lisbon-2026/edition.ts'

// Every edition, each in its own folder under content/editions/<slug>/ (content/README.md says
// how to add one). The archive at /editions lists them newest first, whatever the order here.
export const editions: Edition[] = [sanFrancisco2025, lisbon2026]

// The edition `/` shows is named in content/featuredSlug.ts: one line, kept apart so the first
// screen of `/` can know it without loading every edition.
export { FEATURED_EDITION_SLUG }

export const featuredEdition: Edition =
  editions.find((edition) => edition.slug === FEATURED_EDITION_SLUG) ?? editions[0]!

/** The editions newest first, as the archive lists them. */
export const editionsNewestFirst: Edition[] = [...editions].sort((a, b) =>
  b.event.startDate.localeCompare(a.event.startDate),
)

export function findEdition(slug: string): Edition | undefined {
  return editions.find((edition) => edition.slug === slug)
}
