import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import { ExternalLink } from '~/ui/ExternalLink'
import { container } from '@styles/utilities.css'
import * as styles from './footer.css'

export function Footer() {
  return (
    <footer className={styles.root}>
      <div className={[container, styles.inner].join(' ')}>
        <ContentImage src={site.images.navbar.src} alt={site.name} className={styles.logo} />
        <p className={styles.credit}>
          Created and produced by{' '}
          <ExternalLink href={site.organiser.url} className={styles.strong}>
            {site.organiser.name}
          </ExternalLink>
          {' · '}© {new Date(site.event.startDate).getUTCFullYear()} {site.name}
        </p>
      </div>
    </footer>
  )
}
