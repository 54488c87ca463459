import { archiveLink, navbarLinks, navbarSignupLink } from '@content/sections.ts'
import { site } from '@content/site.ts'
import { SiteHeader } from '~/ui/SiteHeader'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './navbar.css'
import { brandImage } from '~/lib/brandImages'

export function Navbar() {
  return (
    <SiteHeader
      siteName={site.name}
      logo={brandImage(site.images.navbar.src)}
      homeLabel="home"
      className={styles.root}
    >
      <ul className={styles.links}>
        {navbarLinks.map(({ label, sectionId }) => (
          <li key={sectionId} className={styles.linkItem}>
            <a className={styles.link} href={`#${sectionId}`}>
              {label}
            </a>
          </li>
        ))}
        <li className={styles.linkItem}>
          <a className={styles.link} href={archiveLink.href}>
            {archiveLink.label}
          </a>
        </li>
        <li>
          <a
            href={`#${navbarSignupLink.sectionId}`}
            className={[buttonStyles.root, buttonStyles.variant.primary, buttonStyles.size.sm].join(' ')}
          >
            {navbarSignupLink.label}
          </a>
        </li>
      </ul>
    </SiteHeader>
  )
}
