import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components'
import { Button } from './Button'
import { CloseIcon } from './icons'
import * as styles from './toast.css'

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

export function Toaster() {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={[styles.toast, styles.tone[toast.content.tone]].join(' ')}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>{toast.content.title}</Text>
            <Text slot="description" className={styles.description}>{toast.content.description}</Text>
          </AriaToastContent>
          <Button slot="close" variant="icon" size="sm" aria-label="Dismiss">
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  )
}
