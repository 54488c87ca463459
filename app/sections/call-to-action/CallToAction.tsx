import { site } from '@content/site.ts'
import { ExternalLink } from '~/ui/ExternalLink'
import type { SignupOutcome } from '~/signup/outcome'
import { container, section, visuallyHidden } from '@styles/utilities.css'
import { PromoCode } from './PromoCode'
import { SignupCard } from './SignupCard'
import * as styles from './callToAction.css'

export function CallToAction({ signupOutcome }: { signupOutcome?: SignupOutcome }) {
  return (
    <section id="join" aria-label="Get involved" className={section}>
      <div className={[container, styles.grid].join(' ')}>
        <div className={styles.highlightCard}>
          <h2 className={styles.cardTitle}>Start vibe-coding</h2>
          <p className={styles.cardText}>
            Build your first app tonight with {site.promo.toolName}, the tool our teams used on the day. Use
            the code below for a discount.
          </p>
          <PromoCode code={site.promo.code} />
          <ExternalLink href={site.promo.toolUrl} appearance="primary" className={styles.tryLink}>
            Try<span className={visuallyHidden}> {site.promo.toolName}</span>
          </ExternalLink>
        </div>
        <SignupCard signupOutcome={signupOutcome} page="/" />
      </div>
    </section>
  )
}
