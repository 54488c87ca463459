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

/** The visible stack of toasts; loaded with the first toast, so pages without one never pay for it. */
export default function ToastRegion({ label }: { label: string }) {
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
