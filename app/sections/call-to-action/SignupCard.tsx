import { upcomingEvents } from '@content/upcoming.ts'
import { privacyNotice } from '@content/privacy.ts'
import { privacyLink } from '@content/sections.ts'
import { signupCardCopy } from '@content/teamPage.ts'
import { SignupForm } from '~/signup/SignupForm'
import { SIGNUP_SECTION_ID, type SignupOutcome } from '~/signup/outcome'
import { useEdition } from '~/lib/edition'
import { NextEvent } from './NextEvent'
import { CalendarSubscribe } from './CalendarSubscribe'
import * as styles from './callToAction.css'

/**
 * The sign-up card: on `/` beside the promo card, and on every edition's and team's page. It
 * invites to the next buildathon, and the sign-up records the edition whose page it was made on.
 */
export function SignupCard({
  signupOutcome,
  page,
  edition,
  compact = false,
  showsUpcoming = true,
}: {
  signupOutcome?: SignupOutcome
  /** The path of the page the card is on: a sign-up without JavaScript comes back to it. */
  page: string
  /** The edition to record, when the page is not one edition's (null: none). */
  edition?: string | null
  /** A smaller invitation below a page's own content, without the calendar subscription. */
  compact?: boolean
  /** False on a page that lists the coming events itself (the archive): the card names none. */
  showsUpcoming?: boolean
}) {
  const { slug } = useEdition()
  const recordedEdition = edition === undefined ? slug : (edition ?? undefined)
  const nextEvent = showsUpcoming ? upcomingEvents[0] : undefined
  return (
    // After a sign-up posted without JavaScript, the form's answer holds the id and takes focus.
    <div
      className={compact ? styles.compactCard : styles.card}
      id={signupOutcome ? undefined : SIGNUP_SECTION_ID}
    >
      <h2 className={compact ? styles.compactCardTitle : styles.cardTitle}>{signupCardCopy.title}</h2>
      <p className={styles.cardText}>{signupCardCopy.text}</p>
      {nextEvent && <NextEvent event={nextEvent} />}
      {nextEvent && !compact && <CalendarSubscribe />}
      <SignupForm outcome={signupOutcome} edition={recordedEdition} page={page} />
      <p className={styles.privacyNote}>
        {privacyNotice.signupNote.text} <a href={privacyLink.href}>{privacyNotice.signupNote.linkText}</a>
      </p>
    </div>
  )
}
