import { site } from '@content/site.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { ExternalLink } from '~/ui/ExternalLink'
import { googleSubscribeUrl, webcalUrl } from '~/lib/calendarFeed'
import * as styles from './callToAction.css'

/** Every upcoming buildathon as a calendar to subscribe to, and a plain word on how often it updates. */
export function CalendarSubscribe() {
  return (
    <div className={styles.nextEvent}>
      <p className={styles.calendarLinks}>
        <span>{nextEventCopy.subscribe}</span>{' '}
        <a href={webcalUrl(site.siteUrl)} className={styles.calendarLink}>
          {nextEventCopy.webcalLink}
        </a>{' '}
        <ExternalLink href={googleSubscribeUrl(site.siteUrl)} className={styles.calendarLink}>
          {nextEventCopy.googleSubscribeLink}
        </ExternalLink>
      </p>
      <p className={styles.cardText}>{nextEventCopy.refreshNote}</p>
    </div>
  )
}
