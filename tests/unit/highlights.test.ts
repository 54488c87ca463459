import { describe, expect, it } from 'vitest'
import { galleryItems } from '@content/gallery.ts'
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
    expect(GALLERY_COLLAPSED_COUNT).toBe(10)
    expect(visibleItems(galleryItems, false)).toHaveLength(10)
    expect(visibleItems(galleryItems, true)).toHaveLength(galleryItems.length)
  })

  it('filters to 20 photos, 8 judges and 21 mentors', () => {
    expect(filterItems(galleryItems, 'photos')).toHaveLength(20)
    expect(filterItems(galleryItems, 'judges')).toHaveLength(8)
    expect(filterItems(galleryItems, 'mentors')).toHaveLength(21)
    expect(filterItems(galleryItems, 'all')).toHaveLength(49)
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
