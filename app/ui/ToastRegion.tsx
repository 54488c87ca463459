import { useEffect } from 'react'
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components'
import { Button } from './Button'
import { CloseIcon } from './icons'
import { toastQueue } from './toastQueue'
import * as styles from './toast.css'

/**
 * Escape anywhere closes every toast, queued ones too, unless something else (a dialog) has
 * answered it or it ends an input method's composition.
 */
function closeToastsOnEscape(event: KeyboardEvent) {
  if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) toastQueue.clear()
}

/** The visible stack of toasts; loaded with the first toast, so pages without one never pay for it. */
export default function ToastRegion({ label }: { label: string }) {
  // A toast can hide the control that has focus (a link below the form, a field under large text):
  // Escape reveals it without moving focus (WCAG 2.4.11). react-aria's own Escape needs focus in the region.
  useEffect(() => {
    window.addEventListener('keydown', closeToastsOnEscape)
    return () => window.removeEventListener('keydown', closeToastsOnEscape)
  }, [])
  // Named by the caller, not by react-aria's counted default, whose plural rules set up number
  // formats during the first toast's tap (docs/decisions/0025-toast-region-named-from-content.md).
  return (
    <AriaToastRegion queue={toastQueue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={[styles.toast, styles.tone[toast.content.tone]].join(' ')}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            <Text slot="description" className={styles.description}>
              {toast.content.description}
            </Text>
          </AriaToastContent>
          <Button slot="close" variant="icon" size="sm" aria-label="Dismiss">
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  )
}
