import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `count` items to render: when it grows, `firstChunk` more with the update and the
 * rest in a transition after a paint, so a tap that reveals many tiles is answered with one
 * screenful (docs/decisions/0022-reveals-and-filters-in-transitions.md).
 */
export function useRevealInChunks(count: number, firstChunk: number): number {
  const [rendered, setRendered] = useState(count)
  if (count < rendered) setRendered(count)
  const limit = Math.min(count, rendered + firstChunk)
  useEffect(() => {
    if (rendered < count) startTransition(() => setRendered(count))
  }, [rendered, count])
  return limit
}
