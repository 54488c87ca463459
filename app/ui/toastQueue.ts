// The one queue of toasts, shared by the forms that add them and the region that shows them.
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components'
import type * as styles from './toast.css'

export interface ToastMessage {
  title: string
  description: string
  tone: keyof typeof styles.tone
  /** Toasts of one group (one form's answers) replace each other rather than stack. */
  group?: string
}

// The spec leaves duration and stacking to the library's defaults. Each toast stays long enough
// to read (react-aria's advice for text a visitor must read), and react-aria pauses it on hover
// and focus.
export const TOAST_TIMEOUT_MS = 6000
export const MAX_VISIBLE_TOASTS = 3

export const toastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: MAX_VISIBLE_TOASTS })
