import { site } from '@content/site.ts'
import { SiteHeader } from '~/ui/SiteHeader'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './navbar.css'

export function Navbar() {
  return (
    <SiteHeader
      siteName={site.name}
      logoSrc={site.images.navbar.src}
      homeLabel="home"
      className={styles.root}
    >
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
    </SiteHeader>
  )
}
