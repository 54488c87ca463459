/**
 * Scrolls down to show as much of `target` (below `focused`) as fits, but never so far that
 * `focused` goes up under the sticky navbar (WCAG 2.4.11): the html's scroll padding is its height.
 */
export function revealBelow(focused: Element, target: Element) {
  const topInset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const wanted = target.getBoundingClientRect().bottom - window.innerHeight
  const allowed = focused.getBoundingClientRect().top - topInset
  const by = Math.min(wanted, allowed)
  if (by > 0) window.scrollBy({ top: by })
}
