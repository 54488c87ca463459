import type { UpcomingEvent } from '@content/schema.ts'
import { eventPath } from '@content/slug.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { ExternalLink } from '~/ui/ExternalLink'
import { NEXT_EVENT_ICS_PATH, calendarDescription, formatEventDate, googleCalendarUrl } from '~/lib/calendar'
import * as styles from './callToAction.css'

/**
 * "Next: <event>, <date>", the event linking its page, and two ways to keep the date: an .ics file and Google Calendar. The
 * sign-up card links the soonest event's stable address; the archive gives each event its own.
 */
export function NextEvent({
  event,
  date = formatEventDate(event),
  googleHref = googleCalendarUrl(event, calendarDescription(event)),
  icsHref = NEXT_EVENT_ICS_PATH,
  isNext = true,
}: {
  event: UpcomingEvent
  /** The date and the Google Calendar link as the server wrote them, where Intl should not run in
   * the browser. */
  date?: string
  googleHref?: string
  icsHref?: string
  /** Whether to say "Next:" before it: the archive lists later events too. */
  isNext?: boolean
}) {
  return (
    <div className={styles.nextEvent}>
      <p>
        {isNext && <strong>{nextEventCopy.next} </strong>}
        <a href={eventPath(event.id)}>{event.name}</a>, <time dateTime={event.start}>{date}</time>
      </p>
      <p className={styles.cardText}>
        {event.venue}, {event.city}
      </p>
      <p className={styles.calendarLinks}>
        <span>{nextEventCopy.addToCalendar}:</span>{' '}
        <a href={icsHref} download className={styles.calendarLink}>
          {nextEventCopy.icsLink}
        </a>{' '}
        <ExternalLink href={googleHref} className={styles.calendarLink}>
          {nextEventCopy.googleLink}
        </ExternalLink>
      </p>
    </div>
  )
}
