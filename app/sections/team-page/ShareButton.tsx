import { useSyncExternalStore } from 'react'
import { teamPageCopy } from '@content/teamPage.ts'
import { Button } from '~/ui/Button'
import { CheckIcon } from '~/ui/icons'
import { visuallyHidden } from '@styles/utilities.css'
import { useCopyToClipboard } from '~/sections/call-to-action/useCopyToClipboard'
import { shareWithBrowser } from './share'
import * as styles from './teamPage.css'

const subscribeNever = () => () => {}

/**
 * Shares the page through the browser, or copies its address and says so. It needs JavaScript, so
 * the server leaves it out: without it the address bar is the way to share.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const isHydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const { isCopied, copy } = useCopyToClipboard()

  async function share() {
    const url = window.location.href
    const outcome = await shareWithBrowser(navigator, { title, text, url })
    if (outcome === 'copy') await copy(url)
  }

  return (
    <>
      {isHydrated && (
        <Button variant="secondary" onPress={() => void share()} data-copied={isCopied || undefined}>
          {isCopied ? (
            <>
              <CheckIcon /> <span className={styles.shareStatus}>{teamPageCopy.copied}</span>
            </>
          ) : (
            teamPageCopy.share
          )}
        </Button>
      )}
      <span role="status" className={visuallyHidden}>
        {isCopied ? teamPageCopy.copiedAnnouncement : ''}
      </span>
    </>
  )
}
