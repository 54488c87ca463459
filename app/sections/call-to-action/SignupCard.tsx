import { site } from '@content/site.ts'
import { privacyNotice } from '@content/privacy.ts'
import { signupCardCopy } from '@content/teamPage.ts'
import { SignupForm } from '~/signup/SignupForm'
import type { SignupOutcome } from '~/signup/outcome'
import { NextEvent } from './NextEvent'
import * as styles from './callToAction.css'

/** The sign-up card: on `/` beside the promo card, and on every team page. */
export function SignupCard({ signupOutcome }: { signupOutcome?: SignupOutcome }) {
  return (
    <div className={styles.card} id="signup">
      <h2 className={styles.cardTitle}>{signupCardCopy.title}</h2>
      <p className={styles.cardText}>{signupCardCopy.text}</p>
      {site.nextEvent && <NextEvent event={site.nextEvent} />}
      <SignupForm outcome={signupOutcome} />
      <p className={styles.privacyNote}>
        {privacyNotice.signupNote.text} <a href="/privacy">{privacyNotice.signupNote.linkText}</a>
      </p>
    </div>
  )
}
