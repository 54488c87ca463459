import type { ReactNode } from 'react'
import { eventPageCopy } from '@content/eventPage.ts'
import { fillIn, nextEventCopy } from '@content/teamPage.ts'
import { Eyebrow } from '~/ui/SectionHeader'
import { ExternalLink } from '~/ui/ExternalLink'
import { eventIcsPath } from '~/lib/calendar'
import { CalendarSubscribe } from '~/sections/call-to-action/CalendarSubscribe'
import { backLink, container } from '@styles/utilities.css'
import { ApplicationsState } from './ApplicationsState'
import { PublishedDraws } from './PublishedDraws'
import type { EventPageData } from './pageData'
import type { ApplicationResult } from '~/applications/outcome'
import * as styles from './eventPage.css'

/** `/events/<id>`: an announced buildathon, whole in the server's HTML, words from the content. */
export function EventPage({ data, posted }: { data: EventPageData; posted?: ApplicationResult }) {
  const { event, when, closes, mapHref, googleHref } = data
  const { applications } = event
  return (
    <main id="main" tabIndex={-1} className={styles.root}>
      <p className={[container, styles.back].join(' ')}>
        <a href="/editions" className={backLink}>
          <span aria-hidden="true">←</span>
          {eventPageCopy.allEditions}
        </a>
      </p>
      <div className={container}>
        <header className={styles.intro}>
          <Eyebrow>{eventPageCopy.eyebrow}</Eyebrow>
          <h1 className={styles.heading}>{event.name}</h1>
          <dl className={styles.facts}>
            <Fact name={eventPageCopy.when}>
              <time dateTime={event.start}>{when}</time>
            </Fact>
            <Fact name={eventPageCopy.where}>
              {event.venue}, {event.city}
              <br />
              <ExternalLink href={mapHref} className={styles.standaloneLink}>
                {fillIn(eventPageCopy.mapLink, { venue: event.venue, city: event.city })}
              </ExternalLink>
            </Fact>
            {applications && (
              <Fact name={eventPageCopy.seats}>
                {fillIn(eventPageCopy.seatCount, { seats: String(applications.seats) })}
              </Fact>
            )}
            {applications && (
              <Fact name={eventPageCopy.closes}>
                <time dateTime={applications.closes}>{closes}</time>
              </Fact>
            )}
          </dl>
        </header>
        <section aria-labelledby="expect-title" className={styles.part}>
          <h2 id="expect-title" className={styles.partHeading}>
            {eventPageCopy.expectHeading}
          </h2>
          {event.expect.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <ApplicationsState
          state={data.state}
          seats={applications?.seats}
          opens={data.opens}
          closes={closes}
          edition={data.edition}
          eventId={event.id}
          takesApplications={data.takesApplications}
          isFull={data.isFull}
          posted={posted}
        />
        {data.draws.length > 0 && <PublishedDraws eventId={event.id} draws={data.draws} />}
        <section aria-labelledby="calendar-title" className={styles.part}>
          <h2 id="calendar-title" className={styles.partHeading}>
            {eventPageCopy.calendarHeading}
          </h2>
          <p>
            <a href={eventIcsPath(event)} download className={styles.standaloneLink}>
              {nextEventCopy.icsLink}
            </a>{' '}
            <ExternalLink href={googleHref} className={styles.standaloneLink}>
              {nextEventCopy.googleLink}
            </ExternalLink>
          </p>
          <CalendarSubscribe />
        </section>
      </div>
    </main>
  )
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  )
}
