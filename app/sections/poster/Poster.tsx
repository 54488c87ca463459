import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import { container } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'
import * as styles from './poster.css'
import { brandImage } from '~/lib/brandImages'

/**
 * The event poster, eager and at full size as the spec asks, but at low priority: on a phone it
 * sits below the first screen and must not share bandwidth with the hero poster (the largest paint).
 */
export function Poster({ dates }: { dates: string }) {
  return (
    <section aria-label="Event poster" className={[container, styles.root].join(' ')}>
      <ContentImage
        image={brandImage(site.images.poster.src)}
        alt={`${site.images.poster.alt}, ${dates}`}
        loading="eager"
        fetchPriority="low"
        className={styles.frame}
        sizes={`${mediaQueries.desktopWidth} 40rem, 100vw`}
      />
    </section>
  )
}
