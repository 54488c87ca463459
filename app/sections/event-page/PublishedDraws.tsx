import { eventPageCopy } from '@content/eventPage.ts'
import type { EventPageData } from './pageData'
import { drawsPath } from '@content/slug.ts'
import { fillIn } from '@content/teamPage.ts'
import * as styles from './eventPage.css'

/** The seat draws the organiser published: enough for anyone to re-run each (docs/applications-draw.md). */
export function PublishedDraws({ eventId, draws }: { eventId: string; draws: EventPageData['draws'] }) {
  return (
    <section aria-labelledby="draws-title" className={styles.part}>
      <h2 id="draws-title" className={styles.partHeading}>
        {eventPageCopy.drawsHeading}
      </h2>
      <p>{eventPageCopy.drawsLede}</p>
      <ul>
        {draws.map((draw) => (
          <li key={draw.seed}>
            {fillIn(eventPageCopy.drawLine, {
              seed: draw.seed,
              openSeats: String(draw.openSeats),
              count: String(draw.count),
            })}
          </li>
        ))}
      </ul>
      <a href={drawsPath(eventId)} className={styles.standaloneLink}>
        {eventPageCopy.drawsLink}
      </a>
    </section>
  )
}
