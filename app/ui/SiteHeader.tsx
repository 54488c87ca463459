import type { ReactNode } from 'react'
import { container } from '@styles/utilities.css'
import type { ResolvedImage } from '~/lib/images'
import { ContentImage } from './ContentImage'
import * as styles from './siteHeader.css'

export interface SiteHeaderProps {
  /** The site's name, which the logo link says first. */
  siteName: string
  /** The wordmark's picture. */
  logo: ResolvedImage
  /** What the logo link says it does, after the site's name: "home", say. */
  homeLabel: string
  /** The bar's own look on top of the shared one (the navbar sticks to the top). */
  className?: string
  /** The links on the right of the logo. */
  children: ReactNode
}

/** The bar at the top of every page: the logo linking home, and the page's own links. */
export function SiteHeader({ siteName, logo, homeLabel, className, children }: SiteHeaderProps) {
  return (
    <header className={[styles.bar, className].filter(Boolean).join(' ')}>
      <nav aria-label="Main" className={[container, styles.barInner].join(' ')}>
        <a href="/" className={styles.brand} aria-label={`${siteName}, ${homeLabel}`}>
          <ContentImage image={logo} alt="" loading="eager" className={styles.wordmark} />
        </a>
        {children}
      </nav>
    </header>
  )
}
