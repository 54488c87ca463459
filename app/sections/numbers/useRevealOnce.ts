import { useEffect, useState, type RefObject } from 'react'
import { mediaQueries } from '@styles/tokens'

/** `static`: shown without animation (server render, no JS, reduced motion). */
export type RevealState = 'static' | 'hidden' | 'revealed'

export function nextRevealState(state: RevealState, intersectionRatio: number, threshold: number): RevealState {
  if (state !== 'hidden') return state
  return intersectionRatio >= threshold ? 'revealed' : 'hidden'
}

/** Hidden until the element first reaches `threshold` visibility, then revealed for good. */
export function useRevealOnce(ref: RefObject<Element | null>, threshold: number): RevealState {
  const [state, setState] = useState<RevealState>('static')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia(mediaQueries.reducedMotion).matches) return
    let current: RevealState = 'hidden'
    setState(current)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          current = nextRevealState(current, entry.intersectionRatio, threshold)
          if (current === 'revealed') {
            setState('revealed')
            observer.disconnect()
          }
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return state
}
