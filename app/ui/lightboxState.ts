export const SWIPE_THRESHOLD_PX = 50

/** Wraps at both ends: one before the first is the last, one after the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** A horizontal swipe of more than 50 px: left shows the next image, right the previous. */
export function swipeDirection(
  startX: number,
  endX: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'next' | 'previous' | null {
  const distance = endX - startX
  if (Math.abs(distance) <= threshold) return null
  return distance < 0 ? 'next' : 'previous'
}

export function lightboxCounter(index: number, count: number): string {
  return `${index + 1} of ${count}`
}
