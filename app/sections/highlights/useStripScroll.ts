import { useCallback, useEffect, useRef, useState } from 'react'
import { mediaQueries } from '@styles/tokens'

/**
 * A sideways strip's place: whether it can scroll back or on, and a step of about its width, for
 * buttons a mouse can use (a wheel scrolls a strip only sideways with Shift). `contentKey` changes
 * whenever the tiles do, as the strip's own size may not; a new `startKey` (a filter) starts it over.
 */
export function useStripScroll<T extends HTMLElement>(contentKey: unknown, startKey: unknown) {
  const ref = useRef<T>(null)
  const shownStartKey = useRef(startKey)
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false })
  const measure = useCallback(() => {
    const strip = ref.current
    if (!strip) return
    // A pixel of slack: a zoomed page scrolls by fractions.
    const isAtStart = strip.scrollLeft <= 1
    const isAtEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1
    setEdges((old) => (old.isAtStart === isAtStart && old.isAtEnd === isAtEnd ? old : { isAtStart, isAtEnd }))
  }, [])
  useEffect(() => {
    const strip = ref.current
    if (!strip) return
    strip.addEventListener('scroll', measure, { passive: true })
    const resizes = new ResizeObserver(measure)
    resizes.observe(strip)
    return () => {
      strip.removeEventListener('scroll', measure)
      resizes.disconnect()
    }
  }, [measure])
  // Scroll snapping keeps the tile it had snapped to, wherever a new filter puts it.
  useEffect(() => {
    if (shownStartKey.current === startKey) return
    shownStartKey.current = startKey
    ref.current?.scrollTo({ left: 0 })
  }, [startKey])
  useEffect(measure, [measure, contentKey])
  // Most of a strip's width: the tile cut at its edge comes to the front, where the snap aligns it.
  const step = useCallback((direction: 1 | -1) => {
    const strip = ref.current
    if (!strip) return
    const isReduced = window.matchMedia(mediaQueries.reducedMotion).matches
    strip.scrollBy({ left: direction * strip.clientWidth * 0.8, behavior: isReduced ? 'instant' : 'smooth' })
  }, [])
  return { stripRef: ref, ...edges, step }
}
