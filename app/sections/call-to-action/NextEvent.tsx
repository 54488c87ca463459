import type { NextEvent as NextEventEntry } from '@content/schema.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { ExternalLink } from '~/ui/ExternalLink'
import { NEXT_EVENT_ICS_PATH, calendarDescription, formatEventDate, googleCalendarUrl } from '~/lib/calendar'
import * as styles from './callToAction.css'

/** "Next: <event>, <date>" and two ways to keep the date: an .ics file and Google Calendar. */
export function NextEvent({ event }: { event: NextEventEntry }) {
  return (
    <div className={styles.nextEvent}>
      <p>
        <strong>{nextEventCopy.next}</strong> {event.name},{' '}
        <time dateTime={event.start}>{formatEventDate(event)}</time>
      </p>
      <p className={styles.cardText}>
        {event.venue}, {event.city}
      </p>
      <p className={styles.calendarLinks}>
        <span>{nextEventCopy.addToCalendar}:</span>{' '}
        <a href={NEXT_EVENT_ICS_PATH} download className={styles.calendarLink}>
          {nextEventCopy.icsLink}
        </a>{' '}
        <ExternalLink
          href={googleCalendarUrl(event, calendarDescription(event))}
          className={styles.calendarLink}
        >
          {nextEventCopy.googleLink}
        </ExternalLink>
      </p>
    </div>
  )
}
