import { useEffect, useState, type RefObject } from 'react'
import { mediaQueries } from '@styles/tokens'

/** `static`: shown without animation (server render, no JS, reduced motion). */
export type RevealState = 'static' | 'hidden' | 'revealed'

/** Of an element too tall for `threshold` of it to fit on screen, this share of what fits will do. */
export const TALL_ELEMENT_FIT_SHARE = 0.9

// Every whole per cent, so the observer also reports a share a tall element tops out at.
const RATIO_STEPS = Array.from({ length: 101 }, (_, i) => i / 100)

export function nextRevealState(
  state: RevealState,
  intersectionRatio: number,
  threshold: number,
): RevealState {
  if (state !== 'hidden') return state
  return intersectionRatio >= threshold ? 'revealed' : 'hidden'
}

/**
 * The share of an element that must show: `threshold`, or, when the element is so tall that
 * share could never fit on the screen at once (a short landscape phone), most of what fits.
 */
export function reachableThreshold(threshold: number, elementHeight: number, viewportHeight: number): number {
  if (elementHeight <= 0 || viewportHeight <= 0) return threshold
  return Math.min(threshold, (TALL_ELEMENT_FIT_SHARE * viewportHeight) / elementHeight)
}

/** The share of an element between `top` and `bottom` that a screen `viewportHeight` tall shows. */
export function visibleShare(top: number, bottom: number, viewportHeight: number): number {
  if (bottom <= top) return 0
  return Math.max(0, Math.min(bottom, viewportHeight) - Math.max(top, 0)) / (bottom - top)
}

/** Hidden until the element first reaches `threshold` visibility, then revealed for good. */
export function useRevealOnce(ref: RefObject<Element | null>, threshold: number): RevealState {
  const [state, setState] = useState<RevealState>('static')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia(mediaQueries.reducedMotion).matches) return
    // Already shown enough when this code runs: hiding it now would flash it out and back in.
    const { top, bottom, height } = element.getBoundingClientRect()
    const needed = reachableThreshold(threshold, height, window.innerHeight)
    if (visibleShare(top, bottom, window.innerHeight) >= needed) return
    let current: RevealState = 'hidden'
    // Hidden only from here on: the server's render and hydration must both be 'static'.
    setState(current)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const needed = reachableThreshold(
            threshold,
            entry.boundingClientRect.height,
            entry.rootBounds?.height ?? 0,
          )
          current = nextRevealState(current, entry.intersectionRatio, needed)
          if (current === 'revealed') {
            setState('revealed')
            observer.disconnect()
          }
        }
      },
      { threshold: RATIO_STEPS },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return state
}
