import { privacyNotice } from '@content/privacy.ts'
import type { PrivacyNotice as Notice } from '@content/schema.ts'
import { container } from '@styles/utilities.css'
import { formatDay } from '~/lib/dates'
import * as styles from './privacyNotice.css'

const PART_ORDER = ['collected', 'purpose', 'retention', 'applications', 'erasure'] as const

/**
 * The version, a calendar date, as the notice says it; the route's loader calls this on the server,
 * since Intl's first use in a browser costs a long task (docs/decisions/0054).
 */
export function noticeUpdatedOn(): string {
  return formatDay(privacyNotice.version)
}

/** The privacy notice, whole in the server's HTML: words from content/privacy.ts. */
export function PrivacyNotice({ updatedOn }: { updatedOn: string }) {
  return (
    <main id="main" tabIndex={-1} className={styles.root}>
      <div className={[container, styles.prose].join(' ')}>
        <p>
          {/* A full page load: the landing page hydrates section by section from the server's HTML. */}
          <a href="/">{privacyNotice.backLinkText}</a>
        </p>
        <h1 className={styles.title}>{privacyNotice.title}</h1>
        <p className={styles.updated}>
          {privacyNotice.updatedLabel}: <time dateTime={privacyNotice.version}>{updatedOn}</time>
        </p>
        <p>{privacyNotice.intro}</p>
        {PART_ORDER.map((key) => (
          <NoticePart key={key} id={`privacy-${key}`} part={privacyNotice.parts[key]} />
        ))}
        <p>
          <a href={`mailto:${privacyNotice.contactEmail}`}>{privacyNotice.contactEmail}</a>
        </p>
      </div>
    </main>
  )
}

function NoticePart({ id, part }: { id: string; part: Notice['parts']['collected'] }) {
  return (
    <section aria-labelledby={id} className={styles.part}>
      <h2 id={id} className={styles.partHeading}>
        {part.heading}
      </h2>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  )
}
