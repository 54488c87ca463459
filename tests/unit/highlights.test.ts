import { describe, expect, it } from 'vitest'
import { galleryItems } from '@content/featured.ts'
import {
  GALLERY_COLLAPSED_COUNT,
  filterItems,
  roleBadge,
  shuffle,
  toggleTileLabel,
  visibleItems,
} from '~/sections/highlights/highlightsState'

describe('event highlights', () => {
  it('shows the first 10 of the filtered list when collapsed', () => {
    expect(visibleItems(galleryItems, false)).toEqual(galleryItems.slice(0, GALLERY_COLLAPSED_COUNT))
    expect(visibleItems(galleryItems, true)).toEqual(galleryItems)
  })

  it('filters to the photos, the judges or the mentors, and to everyone under All', () => {
    for (const category of ['photos', 'judges', 'mentors'] as const)
      expect(filterItems(galleryItems, category)).toEqual(
        galleryItems.filter((item) => item.category === category),
      )
    expect(filterItems(galleryItems, 'all')).toEqual(galleryItems)
  })

  it('offers "Show All 49" collapsed and "Show Less" expanded', () => {
    expect(toggleTileLabel(49, false)).toBe('Show All 49')
    expect(toggleTileLabel(49, true)).toBe('Show Less')
  })

  it('has no toggle tile when there are 10 items or fewer (8 judges)', () => {
    expect(toggleTileLabel(8, false)).toBeNull()
    expect(toggleTileLabel(10, false)).toBeNull()
    expect(toggleTileLabel(11, false)).toBe('Show All 11')
  })

  it('names the role without the trailing s', () => {
    expect(roleBadge('judges')).toBe('Judge')
    expect(roleBadge('mentors')).toBe('Mentor')
  })

  it('shuffles the same way for the same seed, so the server and browser agree', () => {
    expect(shuffle(galleryItems, 42).map((item) => item.id)).toEqual(
      shuffle(galleryItems, 42).map((item) => item.id),
    )
  })

  it('shuffles differently for another seed and keeps every item', () => {
    const a = shuffle(galleryItems, 1).map((item) => item.id)
    const b = shuffle(galleryItems, 2).map((item) => item.id)
    expect(a).not.toEqual(b)
    expect([...a].sort((x, y) => x - y)).toEqual(galleryItems.map((item) => item.id).sort((x, y) => x - y))
  })
})
