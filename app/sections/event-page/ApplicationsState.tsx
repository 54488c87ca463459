import { eventPageCopy } from '@content/eventPage.ts'
import { fillIn } from '@content/teamPage.ts'
import { applicationFormCopy } from '@content/applicationForm.ts'
import { SIGNUP_SECTION_ID } from '~/signup/outcome'
import { ApplicationForm } from '~/applications/ApplicationForm'
import { APPLY_HEADING_ID, type ApplicationResult } from '~/applications/outcome'
import type { EventPageData } from './pageData'
import * as styles from './eventPage.css'

/**
 * Where the event stands with its applications, in words, and the form while they are open and this
 * server takes them. Otherwise the way on is the updates list on `/`; after the day, the edition's
 * page once it exists.
 */
export function ApplicationsState({
  state,
  seats,
  opens,
  closes,
  edition,
  eventId,
  takesApplications,
  isFull = false,
  posted,
}: {
  state: EventPageData['state']
  seats?: number
  opens?: string
  closes?: string
  edition?: EventPageData['edition']
  eventId: string
  takesApplications: boolean
  /** Every seat held while open: the form stays, for the waitlist. */
  isFull?: boolean
  posted?: ApplicationResult
}) {
  const isFormShown = state === 'open' && takesApplications
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
      {state === 'open' && !takesApplications && <p>{applicationFormCopy.notTakenHere}</p>}
      {isFormShown && isFull && (
        <p className={styles.state} data-state="full">
          {fillIn(eventPageCopy.full, { seats: String(seats ?? '') })}
        </p>
      )}
      {isFormShown && (
        <>
          <h3 id={APPLY_HEADING_ID} className={styles.formHeading}>
            {applicationFormCopy.heading}
          </h3>
          <ApplicationForm eventId={eventId} posted={posted} />
        </>
      )}
      {!isFormShown && (
        <a href={`/#${SIGNUP_SECTION_ID}`} className={styles.standaloneLink}>
          {eventPageCopy.updatesLink}
        </a>
      )}
    </section>
  )
}
