import type { GalleryCategory, GalleryItem } from '@content/schema.ts'

export const GALLERY_COLLAPSED_COUNT = 10
export type GalleryFilter = 'all' | GalleryCategory
export const GALLERY_FILTERS: readonly { id: GalleryFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'photos', label: 'Photos' },
  { id: 'judges', label: 'Judges' },
  { id: 'mentors', label: 'Mentors' },
]

/** A small seeded generator, so the server and the browser shuffle the same way for one page load. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed)
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j]!, result[i]!]
  }
  return result
}

export function filterItems(items: readonly GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter)
}

export function visibleItems<T>(items: readonly T[], isExpanded: boolean): readonly T[] {
  return isExpanded ? items : items.slice(0, GALLERY_COLLAPSED_COUNT)
}

/** What a filter change announces: how many tiles the grid now shows, of how many. */
export function filterAnnouncement(filter: GalleryFilter, total: number): string {
  const noun = filter === 'all' ? 'highlights' : filter
  const shown = Math.min(total, GALLERY_COLLAPSED_COUNT)
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`
}

/** The final tile exists only when there is more than one screenful of ten. */
export function toggleTileLabel(total: number, isExpanded: boolean): string | null {
  if (total <= GALLERY_COLLAPSED_COUNT) return null
  return isExpanded ? 'Show Less' : `Show All ${total}`
}

/** 'judges' → 'Judge': the category name without its trailing s. */
export function roleBadge(category: GalleryCategory): string {
  const singular = category.replace(/s$/, '')
  return singular.charAt(0).toUpperCase() + singular.slice(1)
}
