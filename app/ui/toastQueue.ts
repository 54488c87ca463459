// The one queue of toasts, shared by the forms that add them and the region that shows them.
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
