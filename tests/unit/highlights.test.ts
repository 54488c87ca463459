import { describe, expect, it } from 'vitest'
import { galleryItems } from '@content/featured.ts'
import type { GalleryItem } from '@content/schema.ts'
import {
  filterAnnouncement,
  filterItems,
  roleBadge,
  shuffle,
  toggleTileLabel,
  visibleItems,
} from '~/sections/highlights/highlightsState'

describe('event highlights', () => {
  it('shows the first 10 of the filtered list when collapsed', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(visibleItems(twenty, false)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(visibleItems(twenty, true)).toEqual(twenty)
  })

  it('filters to the photos, the judges or the mentors, and to everyone under All', () => {
    const item = (id: number, category: GalleryItem['category']) =>
      ({ id, type: 'image', category, src: `/${id}.webp`, alt: `${id}` }) as GalleryItem
    const mixed = [
      item(1, 'photos'),
      item(2, 'judges'),
      item(3, 'mentors'),
      item(4, 'photos'),
      item(5, 'mentors'),
    ]
    const ids = (items: readonly GalleryItem[]) => items.map((each) => each.id)
    expect(ids(filterItems(mixed, 'photos'))).toEqual([1, 4])
    expect(ids(filterItems(mixed, 'judges'))).toEqual([2])
    expect(ids(filterItems(mixed, 'mentors'))).toEqual([3, 5])
    expect(ids(filterItems(mixed, 'all'))).toEqual([1, 2, 3, 4, 5])
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

  it('says how many tiles a filter change shows, of how many', () => {
    expect(filterAnnouncement('mentors', 21)).toBe('Showing 10 of 21 mentors')
    expect(filterAnnouncement('judges', 8)).toBe('Showing all 8 judges')
    expect(filterAnnouncement('all', 49)).toBe('Showing 10 of 49 highlights')
  })
})
