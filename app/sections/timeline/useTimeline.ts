import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import type { TimelineStep } from '@content/schema.ts'
import { preloadImage } from '~/lib/images'
import { mediaQueries } from '@styles/tokens'
import {
  AUTOCYCLE_INTERVAL_MS,
  postLoadDelayRemaining,
  TIMELINE_VISIBILITY_THRESHOLD,
  badgeText,
  canAutocycle,
  createTimelineReducer,
  initialTimelineState,
  requestedImages,
  stepHash,
} from './timelineState'

/** How wide the canvas is drawn: the page's content width, or the whole screen below it. */
export const TIMELINE_IMAGE_SIZES = '(min-width: 72rem) 72rem, 100vw'

/** Wires the pure timeline rules to the browser: the hash, image loading, visibility and the clock. */
export function useTimeline(steps: readonly TimelineStep[]) {
  const stepImages = useMemo(() => steps.map((step) => ({ images: step.galleryImages.map((image) => image.src) })), [steps])
  const reducer = useMemo(() => createTimelineReducer(stepImages), [stepImages])
  const [state, dispatch] = useReducer(reducer, initialTimelineState)
  const sectionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const onHashChange = () => dispatch({ type: 'hashChanged', hash: window.location.hash })
    onHashChange()
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The section's code comes in a file of its own, so it may hydrate after the load event: the
    // delay is counted from the load event itself, not from now.
    const startRest = () => {
      const loadEnd = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      const delay = postLoadDelayRemaining(performance.now(), loadEnd?.loadEventEnd)
      timer = setTimeout(() => dispatch({ type: 'restRequested' }), delay)
    }
    if (document.readyState === 'complete') startRest()
    else window.addEventListener('load', startRest, { once: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('load', startRest)
    }
  }, [])

  const requested = requestedImages(state, stepImages)
  const requestedKey = requested.join('\n')
  const started = useRef(new Set<string>())
  useEffect(() => {
    for (const src of requestedKey.split('\n')) {
      if (started.current.has(src)) continue
      started.current.add(src)
      preloadImage(src, TIMELINE_IMAGE_SIZES, () => dispatch({ type: 'imageSettled', src }))
    }
  }, [requestedKey])

  useEffect(() => {
    const element = sectionRef.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) dispatch({ type: 'visibilityChanged', isVisible: entry.intersectionRatio >= TIMELINE_VISIBILITY_THRESHOLD })
      },
      { threshold: [0, TIMELINE_VISIBILITY_THRESHOLD] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const query = window.matchMedia(mediaQueries.reducedMotion)
    const update = () => dispatch({ type: 'reducedMotionChanged', prefersReducedMotion: query.matches })
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const isCycling = canAutocycle(state, stepImages)
  useEffect(() => {
    if (!isCycling) return
    // One timeout per shown image: a manual step change restarts the full interval.
    const timer = setTimeout(() => dispatch({ type: 'tick' }), AUTOCYCLE_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [isCycling, state.step, state.imageIndex])

  const selectStep = useCallback((step: number) => {
    dispatch({ type: 'stepSelected', step })
    // Keep the router's history entry: only the fragment changes, and no scroll jump.
    window.history.replaceState(window.history.state, '', stepHash(step))
  }, [])

  return {
    state,
    sectionRef,
    badge: badgeText(state, stepImages),
    isCycling,
    isRequested: (src: string) => requested.includes(src),
    selectStep,
    setPaused: useCallback((isPaused: boolean) => dispatch({ type: 'pauseChanged', isPaused }), []),
    toggleCaption: useCallback(() => dispatch({ type: 'captionToggled' }), []),
    setPanelExpanded: useCallback((isExpanded: boolean) => dispatch({ type: 'panelToggled', isExpanded }), []),
  }
}
