import { useEffect } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './notFound.css'

export function ErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Unexpected application error:', error)
  }, [error])
  return (
    <main id="main" className={styles.root}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.detail}>
        Something broke on our side. Reloading usually helps; if it does not, the home page is a safe place to
        start again.
      </p>
      {/* A full page load, not a client navigation: the router itself may be what failed. */}
      <a href="/" className={[buttonStyles.root, buttonStyles.variant.primary].join(' ')}>
        Return to Home
      </a>
    </main>
  )
}
