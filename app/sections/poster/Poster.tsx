import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import { container } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'
import * as styles from './poster.css'

/**
 * The event poster: the spec asks for it eager and at full size, so it is not lazy-loaded. It sits
 * below the first screen on a phone, so it waits behind the hero poster (the largest paint) for
 * bandwidth rather than sharing it: low priority, but still fetched at once.
 */
export function Poster({ dates }: { dates: string }) {
  return (
    <section aria-label="Event poster" className={[container, styles.root].join(' ')}>
      <ContentImage
        src={site.images.poster.src}
        alt={`${site.images.poster.alt}, ${dates}`}
        loading="eager"
        fetchPriority="low"
        className={styles.frame}
        sizes={`${mediaQueries.desktopWidth} 40rem, 100vw`}
      />
    </section>
  )
}
