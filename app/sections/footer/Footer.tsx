import { site } from '@content/site.ts'
import { archiveLink, privacyLink } from '@content/sections.ts'
import { ContentImage } from '~/ui/ContentImage'
import { ExternalLink } from '~/ui/ExternalLink'
import { container } from '@styles/utilities.css'
import * as styles from './footer.css'
import { brandImage } from '~/lib/brandImages'

/** The footer of every page; the year is the newest the content carries (`chromeData`). */
export function Footer({ copyrightYear }: { copyrightYear: string }) {
  return (
    <footer className={styles.root}>
      <div className={[container, styles.inner].join(' ')}>
        <ContentImage image={brandImage(site.images.navbar.src)} alt={site.name} className={styles.logo} />
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {[archiveLink, privacyLink].map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.credit}>
          Created and produced by{' '}
          <ExternalLink href={site.organiser.url} className={styles.strong}>
            {site.organiser.name}
          </ExternalLink>
          {' · '}© {copyrightYear} {site.name}
        </p>
      </div>
    </footer>
  )
}
