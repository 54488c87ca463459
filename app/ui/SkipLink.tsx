import * as styles from './skipLink.css'

/** The first stop for keyboard users: straight past the header to the page's content. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      Skip to main content
    </a>
  )
}
