import type { GalleryItem } from '@content/schema.ts'
import { ContentImage } from '~/ui/ContentImage'
import { Dialog } from '~/ui/Dialog'
import { roleBadge } from './highlightsState'
import * as styles from './highlights.css'
import { resolveImage } from '~/lib/contentImages'

export interface HighlightDialogProps {
  item: GalleryItem
  onClose: () => void
}

/** A judge or mentor: image, role, name and bio. A photo: only the large image (spec §2). */
export default function HighlightDialog({ item, onClose }: HighlightDialogProps) {
  if (item.category === 'photos') {
    return (
      <Dialog isOpen onClose={onClose} aria-label={item.alt}>
        <ContentImage
          image={resolveImage(item.src)}
          alt={item.alt}
          loading="eager"
          imgClassName={styles.dialogImage}
          sizes="(min-width: 56rem) 34rem, 100vw"
        />
      </Dialog>
    )
  }
  // A few lines about a person: the panel is as large as they are, the portrait cropped beside them.
  return (
    <Dialog isOpen onClose={onClose} aria-labelledby="highlight-name" size="compact">
      <div className={styles.dialogBody}>
        <ContentImage
          image={resolveImage(item.src)}
          alt={item.alt}
          loading="eager"
          className={styles.portraitFrame}
          imgClassName={styles.portrait}
          sizes="(min-width: 48rem) 16rem, 100vw"
        />
        <div className={styles.dialogText}>
          <span className={styles.badge}>{roleBadge(item.category)}</span>
          <h3 id="highlight-name" className={styles.name}>
            {item.name}
          </h3>
          {item.bio && (
            <>
              <h4 className={styles.aboutHeading}>About</h4>
              <p className={styles.bio}>{item.bio}</p>
            </>
          )}
        </div>
      </div>
    </Dialog>
  )
}
