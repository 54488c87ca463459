import { startTransition, useCallback, useEffect, useMemo, useReducer, type RefObject } from 'react'
import type { TimelineStep } from '@content/schema.ts'
import { mediaQueries } from '@styles/tokens'
import {
  AUTOCYCLE_INTERVAL_MS,
  TIMELINE_VISIBILITY_THRESHOLD,
  badgeText,
  canAutocycle,
  createTimelineReducer,
  initialTimelineState,
  requestedImages,
  stepHash,
} from './timelineState'
import { afterNextPaint } from '~/lib/afterNextPaint'
import { resolveImage } from '~/lib/contentImages'
import { timelineImagesOf, timelineStepImages as stepImagesOf } from './timelineImages'

/**
 * Wires the pure timeline rules to the browser: the hash, image loading, visibility (of the
 * section `sectionRef` holds) and the clock, for an edition's `steps`.
 */
export function useTimeline(sectionRef: RefObject<HTMLElement | null>, steps: readonly TimelineStep[]) {
  const { stepImages: timelineStepImages, loader: timelineImages } = timelineImagesOf(
    useMemo(() => stepImagesOf(steps), [steps]),
    resolveImage,
  )
  const reducer = useMemo(() => createTimelineReducer(timelineStepImages), [timelineStepImages])
  const [state, dispatch] = useReducer(reducer, initialTimelineState)

  useEffect(() => {
    dispatch({ type: 'hashChanged', hash: window.location.hash })
    const onHashChange = () => dispatch({ type: 'hashChanged', hash: window.location.hash, announce: true })
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  useEffect(() => {
    timelineImages.start()
    // Images settle while the visitor may be tapping: the badge and slides follow in a transition.
    return timelineImages.subscribe((event) => startTransition(() => dispatch(event)))
  }, [timelineImages])

  const requested = requestedImages(state, timelineStepImages)

  useEffect(() => {
    const element = sectionRef.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry)
          dispatch({
            type: 'visibilityChanged',
            isVisible: entry.intersectionRatio >= TIMELINE_VISIBILITY_THRESHOLD,
          })
      },
      { threshold: [0, TIMELINE_VISIBILITY_THRESHOLD] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sectionRef])

  useEffect(() => {
    const query = window.matchMedia(mediaQueries.reducedMotion)
    const update = () => dispatch({ type: 'reducedMotionChanged', prefersReducedMotion: query.matches })
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const isCycling = canAutocycle(state, timelineStepImages)
  useEffect(() => {
    if (!isCycling) return
    // One timeout per shown image: a manual step change restarts the full interval.
    const timer = setTimeout(() => startTransition(() => dispatch({ type: 'tick' })), AUTOCYCLE_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [isCycling, state.step, state.imageIndex])

  const selectStep = useCallback((step: number) => {
    // The pressed step answers at once; the new step's pictures and caption render in a transition.
    startTransition(() => dispatch({ type: 'stepSelected', step }))
    // Keep the router's history entry: only the fragment changes, and no scroll jump. The router
    // hears of every history change and redraws its head, so this waits for the tap's paint.
    afterNextPaint(() => window.history.replaceState(window.history.state, '', stepHash(step)))
  }, [])

  return {
    state,
    badge: badgeText(state, timelineStepImages),
    isCycling,
    isRequested: (src: string) => requested.includes(src),
    selectStep,
    // Holding only stops the clock, which nobody sees in the same frame.
    setPointerHold: useCallback(
      (isHeld: boolean) => startTransition(() => dispatch({ type: 'held', by: 'pointer', isHeld })),
      [],
    ),
    setFocusHold: useCallback(
      (isHeld: boolean) => startTransition(() => dispatch({ type: 'held', by: 'focus', isHeld })),
      [],
    ),
    toggleCyclePaused: useCallback(() => dispatch({ type: 'cyclePauseToggled' }), []),
    toggleCaption: useCallback(() => dispatch({ type: 'captionToggled' }), []),
  }
}
