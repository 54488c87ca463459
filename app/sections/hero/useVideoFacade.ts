import { useEffect, useState } from 'react'
import { mediaQueries } from '@styles/tokens'

interface NetworkInformationLike {
  saveData?: boolean
}

/** The poster stays alone under reduced motion, with Save-Data on, or offline. */
export function prefersStillHero(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return (
    win.matchMedia(mediaQueries.reducedMotion).matches ||
    connection?.saveData === true ||
    win.navigator.onLine === false
  )
}

/**
 * The hero shows its poster first; the third-party player is added only once the page has fully
 * loaded, so it never competes with the page's own first paint.
 */
export function useVideoFacade(): boolean {
  const [isVideoWanted, setIsVideoWanted] = useState(false)
  useEffect(() => {
    if (prefersStillHero(window)) return
    const start = () => setIsVideoWanted(true)
    if (document.readyState === 'complete') {
      start()
      return
    }
    window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [])
  return isVideoWanted
}
