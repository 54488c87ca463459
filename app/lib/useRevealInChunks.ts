import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `count` items to render. When `count` grows, `firstChunk` more render with the
 * update that asked for them and the rest in a following transition, after the browser has
 * painted: a tap that reveals many tiles is answered with one screenful.
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
