import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import * as buttonStyles from '~/ui/button.css'
import { container } from '@styles/utilities.css'
import * as styles from './navbar.css'

export function Navbar() {
  return (
    <header className={styles.root}>
      <nav aria-label="Main" className={[container, styles.inner].join(' ')}>
        <a href="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <ContentImage src={site.images.navbar.src} alt="" loading="eager" className={styles.logo} />
        </a>
        <ul className={styles.links}>
          <li className={styles.linkItem}>
            <a className={styles.link} href="#timeline">
              The story
            </a>
          </li>
          <li className={styles.linkItem}>
            <a className={styles.link} href="#teams">
              Teams
            </a>
          </li>
          <li className={styles.linkItem}>
            <a className={styles.link} href="#sponsors">
              Sponsors
            </a>
          </li>
          <li>
            <a
              href="#signup"
              className={[buttonStyles.root, buttonStyles.variant.primary, buttonStyles.size.sm].join(' ')}
            >
              Get updates
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
