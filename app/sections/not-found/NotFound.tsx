import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { notFoundCopy } from '@content/notFound.ts'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './notFound.css'

export function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <main id="main" className={styles.root}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{notFoundCopy.heading}</h1>
      {/* A full page load: the landing page is sent whole by the server and hydrates section by
          section, which a client-side render would skip, leaving the lower sections empty. */}
      <a href="/" className={[buttonStyles.root, buttonStyles.variant.primary].join(' ')}>
        {notFoundCopy.homeLink}
      </a>
    </main>
  )
}
