import { eventPageCopy } from '@content/eventPage.ts'
import { fillIn } from '@content/teamPage.ts'
import { SIGNUP_SECTION_ID } from '~/signup/outcome'
import type { EventPageData } from './pageData'
import * as styles from './eventPage.css'

/**
 * Where the event stands with its applications, in words. Unless they are open, the way on is the
 * updates list on `/`; after the day, the edition's page once it exists.
 */
export function ApplicationsState({
  state,
  seats,
  opens,
  closes,
  edition,
}: {
  state: EventPageData['state']
  seats?: number
  opens?: string
  closes?: string
  edition?: EventPageData['edition']
}) {
  const words = fillIn(eventPageCopy.state[state], {
    seats: String(seats ?? ''),
    opens: opens ?? '',
    closes: closes ?? '',
  })
  return (
    <section aria-labelledby="applications-title" className={styles.part}>
      <h2 id="applications-title" className={styles.partHeading}>
        {eventPageCopy.applicationsHeading}
      </h2>
      <p className={styles.state} data-state={state}>
        {words}
      </p>
      {edition && (
        <a href={edition.href} className={styles.standaloneLink}>
          {fillIn(eventPageCopy.editionLink, { edition: edition.name })}
        </a>
      )}
      {state !== 'open' && (
        <a href={`/#${SIGNUP_SECTION_ID}`} className={styles.standaloneLink}>
          {eventPageCopy.updatesLink}
        </a>
      )}
    </section>
  )
}
