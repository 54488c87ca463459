import { lazy, Suspense, useEffect, useState } from 'react'
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components'
import type * as styles from './toast.css'

export interface ToastMessage {
  title: string
  description: string
  tone: keyof typeof styles.tone
}

// The spec leaves duration and stacking to the library's defaults (it saw 4000 ms and 3). We show
// at most 3 and keep each for 6 s: react-aria pauses the timer on hover and focus, and 5 s is the
// shortest it recommends for text a visitor must read.
export const TOAST_TIMEOUT_MS = 6000
export const MAX_VISIBLE_TOASTS = 3

export const toastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: MAX_VISIBLE_TOASTS })

export function showToast(message: ToastMessage) {
  return toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS })
}

/** The toast region's code, fetched ahead by the forms that will need it (useLoadWhenIdle). */
export const loadToastRegion = () => import('./ToastRegion')
const ToastRegion = lazy(loadToastRegion)

/** Mounts the toast region once something is queued; until then it costs the page nothing. */
export function Toaster() {
  const [hasToasts, setHasToasts] = useState(false)
  useEffect(() => {
    if (toastQueue.visibleToasts.length) setHasToasts(true)
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length) setHasToasts(true)
    })
  }, [])
  if (!hasToasts) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
