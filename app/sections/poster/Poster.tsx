import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import { container } from '@styles/utilities.css'
import * as styles from './poster.css'

/** The event poster: the spec asks for it eager and at full size, so it is not lazy-loaded. */
export function Poster() {
  return (
    <section aria-label="Event poster" className={[container, styles.root].join(' ')}>
      <ContentImage src={site.images.poster.src} alt={site.images.poster.alt} loading="eager" className={styles.frame} sizes="(min-width: 768px) 40rem, 100vw" />
    </section>
  )
}
