import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react'
import type { GalleryItem } from '@content/schema.ts'
import {
  filterAnnouncement,
  filterItems,
  shuffle,
  toggleTileLabel,
  visibleItems,
  type GalleryFilter,
} from './highlightsState'

export function useHighlights(items: readonly GalleryItem[], shuffleSeed: number) {
  const shuffled = useMemo(() => shuffle(items, shuffleSeed), [items, shuffleSeed])
  const [filter, setFilterState] = useState<GalleryFilter>('all')
  const [isExpanded, setIsExpanded] = useState(false)
  // Empty until the visitor changes the filter: nothing is announced at load.
  const [announcement, setAnnouncement] = useState('')
  const [selected, setSelected] = useState<GalleryItem | null>(null)
  const filtered = useMemo(() => filterItems(shuffled, filter), [shuffled, filter])
  // The pressed control answers in the same frame; the grid of tiles follows in a transition.
  const listFilter = useDeferredValue(filter)
  const isListExpanded = useDeferredValue(isExpanded)
  const listed = useMemo(() => filterItems(shuffled, listFilter), [shuffled, listFilter])
  const shown = useMemo(() => visibleItems(listed, isListExpanded), [listed, isListExpanded])
  // The dialog's first render measures the page (react-aria's modal): a transition lets the tap's
  // own frame paint first (docs/decisions/0080-lazy-parts-drawn-once-their-code-is-in.md).
  const select = useCallback((item: GalleryItem) => startTransition(() => setSelected(item)), [])

  return {
    filter,
    setFilter(next: GalleryFilter) {
      setFilterState(next)
      setIsExpanded(false)
      setAnnouncement(filterAnnouncement(next, filterItems(shuffled, next).length))
    },
    /** For a polite live region: a filter change moves nothing, so say what it did. */
    announcement,
    isExpanded,
    toggleExpanded: () => setIsExpanded((expanded) => !expanded),
    isListExpanded,
    /** The filter the tiles show, a frame behind the one the radios show. */
    listFilter,
    shown,
    toggleLabel: toggleTileLabel(filtered.length, isExpanded),
    selected,
    select,
    clearSelection: () => setSelected(null),
  }
}
