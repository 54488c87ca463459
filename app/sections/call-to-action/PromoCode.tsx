import { Button } from '~/ui/Button'
import { CheckIcon, CopyIcon } from '~/ui/icons'
import { visuallyHidden } from '@styles/utilities.css'
import { useCopyToClipboard } from './useCopyToClipboard'
import * as styles from './callToAction.css'

export function PromoCode({ code }: { code: string }) {
  const { isCopied, copy } = useCopyToClipboard()
  return (
    <div className={styles.promo}>
      <span className={styles.promoLabel}>Promo code</span>
      <div className={styles.promoRow}>
        <code className={styles.code}>{code}</code>
        <Button
          variant="icon"
          aria-label={isCopied ? 'Promo code copied' : 'Copy promo code'}
          onPress={() => copy(code)}
          data-copied={isCopied || undefined}
        >
          {isCopied ? <CheckIcon /> : <CopyIcon />}
        </Button>
      </div>
      <span role="status" className={visuallyHidden}>
        {isCopied ? 'Copied' : ''}
      </span>
    </div>
  )
}
