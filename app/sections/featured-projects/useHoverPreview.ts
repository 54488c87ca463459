import { useCallback, useEffect, useRef, useState } from 'react'
import { HOVER_PREVIEW_DELAY_MS } from '@styles/tokens'

/**
 * Which item a resting pointer previews (WCAG 1.4.13): only after a moment's rest, so crossing a
 * card on the way to the details does not swap them. It never selects; `clear` drops it, showing the
 * chosen item again, on a choice, on Escape, or when the pointer leaves the cards and the details.
 */
export function useHoverPreview<K>() {
  const [previewed, setPreviewed] = useState<K | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    setPreviewed(null)
  }, [])
  // Escape dismisses a preview where the pointer rests, without moving it (WCAG 1.4.13).
  useEffect(() => {
    if (previewed === null) return
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') clear()
    }
    document.addEventListener('keydown', dismiss)
    return () => document.removeEventListener('keydown', dismiss)
  }, [previewed, clear])
  return {
    previewed,
    hoverChanged: (key: K, isHovering: boolean) => {
      clearTimeout(timer.current)
      if (isHovering) timer.current = setTimeout(() => setPreviewed(key), HOVER_PREVIEW_DELAY_MS)
    },
    clear,
  }
}
