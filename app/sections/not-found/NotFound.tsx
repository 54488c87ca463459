import { useEffect } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './notFound.css'

export function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <main id="main" className={styles.root}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <Link to="/" className={[buttonStyles.root, buttonStyles.variant.primary].join(' ')}>
        Return to Home
      </Link>
    </main>
  )
}
