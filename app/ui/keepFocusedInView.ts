import type { FocusEvent } from 'react'

/**
 * For a sideways scroller's `onFocus`: Chrome leaves a partly shown focused element where it is, so
 * a tile reached by Tab could stay mostly hidden. Keyboard focus only: a tap or click must not move
 * the tile from under the pointer.
 */
export function keepFocusedInView(event: FocusEvent<HTMLElement>) {
  const target = event.target
  if (!target.matches(':focus-visible')) return
  let item: Element = target
  while (item.parentElement && item.parentElement !== event.currentTarget) item = item.parentElement
  item.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}
