import { Hydrate } from '@tanstack/react-start'
import { visible } from '~/boot/visibleHydration'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { editionPath } from '@content/slug.ts'
import { fillIn } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { Eyebrow } from '~/ui/SectionHeader'
import { eventIcsPath } from '~/lib/calendar'
import { markHydrated } from '~/lib/hydrationMarks'
import { NextEvent } from '~/sections/call-to-action/NextEvent'
import { CalendarSubscribe } from '~/sections/call-to-action/CalendarSubscribe'
import { SignupCard } from '~/sections/call-to-action/SignupCard'
import { container, lede, section } from '@styles/utilities.css'
import type { SignupOutcome } from '~/signup/outcome'
import type { ArchiveCard } from './pageData'
import * as styles from './editionPage.css'

/** `/editions`: every edition newest first, and the ones coming up with their calendar links. */
export function EditionsArchive({
  cards,
  upcoming,
  signupOutcome,
}: {
  cards: ArchiveCard[]
  /** Each upcoming event's date and Google Calendar link, as the server wrote them. */
  upcoming: Record<string, { date: string; googleHref: string }>
  signupOutcome?: SignupOutcome
}) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <header className={[container, styles.intro].join(' ')}>
          <Eyebrow>{editionsPageCopy.eyebrow}</Eyebrow>
          <h1 className={styles.heading}>{editionsPageCopy.heading}</h1>
          <p className={lede}>{editionsPageCopy.lede}</p>
        </header>
        <section aria-labelledby="upcoming-title" className={section}>
          <div className={[container, styles.archivePart].join(' ')}>
            <h2 id="upcoming-title" className={styles.cardTitle}>
              {editionsPageCopy.upcomingHeading}
            </h2>
            {upcomingEvents.length === 0 ? (
              <p className={styles.cardText}>{editionsPageCopy.noUpcoming}</p>
            ) : (
              <ul className={styles.list}>
                {upcomingEvents.map((event, index) => (
                  <li key={event.id} className={styles.card}>
                    <NextEvent
                      event={event}
                      date={upcoming[event.id]?.date}
                      googleHref={upcoming[event.id]?.googleHref}
                      icsHref={eventIcsPath(event)}
                      isNext={index === 0}
                    />
                  </li>
                ))}
              </ul>
            )}
            <CalendarSubscribe />
          </div>
        </section>
        <section aria-labelledby="past-title" className={section}>
          <div className={[container, styles.archivePart].join(' ')}>
            <h2 id="past-title" className={styles.cardTitle}>
              {editionsPageCopy.pastHeading}
            </h2>
            <ul className={styles.list}>
              {cards.map((card) => (
                <li key={card.slug} className={styles.card}>
                  <ContentImage
                    image={card.picture.image}
                    alt={card.picture.alt}
                    className={styles.picture}
                    sizes="(min-width: 72rem) 34rem, 100vw"
                  />
                  <h3 className={styles.cardTitle}>
                    <a href={editionPath(card.slug)} className={styles.cardLink}>
                      {card.name}
                    </a>
                  </h3>
                  <p className={styles.cardText}>
                    {card.dates} · {fillIn(editionsPageCopy.festival, { festival: card.festival })}
                  </p>
                  <p className={styles.cardText}>
                    {editionsPageCopy.winner} {card.winner} ·{' '}
                    {fillIn(editionsPageCopy.teamCount, { count: String(card.teamCount) })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section id="join" aria-label={editionsPageCopy.signupHeading} className={section}>
          <div className={[container, styles.join].join(' ')}>
            {/* The archive is no edition's page: its sign-ups record none. Its own "Coming up" above
                already lists the dates, so the card does not repeat them. */}
            <Hydrate when={visible()} onHydrated={() => markHydrated('join')}>
              <SignupCard
                edition={null}
                page="/editions"
                signupOutcome={signupOutcome}
                showsUpcoming={false}
              />
            </Hydrate>
          </div>
        </section>
      </main>
    </>
  )
}
