import { useState, useSyncExternalStore } from 'react'
import { lazyPart, useLazyPart } from '~/lib/lazyPart'
import { TOAST_TIMEOUT_MS, toastQueue, type ToastMessage } from './toastQueue'

export type { ToastMessage }

/**
 * Shows `message`; the same words, or an older answer of the same group, make way for it rather
 * than stack beside it ("Invalid Email" is no longer true once "Thanks for signing up!" shows).
 */
export function showToast(message: ToastMessage) {
  for (const { key, content } of toastQueue.visibleToasts)
    if (
      (message.group !== undefined && content.group === message.group) ||
      (content.title === message.title && content.description === message.description)
    )
      toastQueue.close(key)
  return toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS })
}

/** The toast region's code, fetched ahead by the forms that will need it (useLoadWhenIdle). */
export const toastRegion = lazyPart(() => import('./ToastRegion'))

const subscribeToToasts = (onChange: () => void) => toastQueue.subscribe(onChange)
const hasQueuedToasts = () => toastQueue.visibleToasts.length > 0

/** Mounts the toast region once something is queued; until then it costs the page nothing. */
export function Toaster({ label }: { label: string }) {
  const hasToasts = useSyncExternalStore(subscribeToToasts, hasQueuedToasts, () => false)
  // Once mounted, the region stays, so a toast's exit and the next one reuse it.
  const [isMounted, setIsMounted] = useState(false)
  if (hasToasts && !isMounted) setIsMounted(true)
  // Without its code no toast can show: they go, and the next asks again (the form says the same).
  const ToastRegion = useLazyPart(toastRegion, isMounted, () => {
    toastQueue.clear()
    setIsMounted(false)
  })?.default
  return ToastRegion ? <ToastRegion label={label} /> : null
}
