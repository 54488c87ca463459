import type { FocusEvent } from 'react'

/**
 * For a sideways scroller's `onFocus`. Chrome does not scroll a focused element that already
 * shows more than 32 px in a horizontal scroller, so a tile reached by Tab could stay mostly
 * hidden past the edge. This brings the focused item wholly into view, moving as little as it
 * can. Only for keyboard focus: a tap or click must not move the tile from under the pointer.
 */
export function keepFocusedInView(event: FocusEvent<HTMLElement>) {
  const target = event.target
  if (!target.matches(':focus-visible')) return
  let item: Element = target
  while (item.parentElement && item.parentElement !== event.currentTarget) item = item.parentElement
  item.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}
