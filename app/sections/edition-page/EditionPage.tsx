import { Hydrate } from '@tanstack/react-start'
import { TIMELINE_HYDRATION_MARGIN, visible } from '~/boot/visibleHydration'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { fillIn } from '@content/teamPage.ts'
import { editionPath } from '@content/slug.ts'
import { EditionProvider } from '~/lib/editionSlug'
import { markHydrated } from '~/lib/hydrationMarks'
import { Eyebrow } from '~/ui/SectionHeader'
import { TimelineImageLoading } from '~/sections/timeline/TimelineImageLoading'
import type { TimelineStepImages } from '~/sections/timeline/timelineState'
import { Timeline } from '~/sections/timeline/Timeline'
import { FeaturedProjects } from '~/sections/featured-projects/FeaturedProjects'
import { Highlights } from '~/sections/highlights/Highlights'
import { ByTheNumbers } from '~/sections/numbers/ByTheNumbers'
import { MeetTheTeams } from '~/sections/teams/MeetTheTeams'
import { Sponsors } from '~/sections/sponsors/Sponsors'
import { SignupCard } from '~/sections/call-to-action/SignupCard'
import { backLink, container, section } from '@styles/utilities.css'
import type { SignupOutcome } from '~/signup/outcome'
import * as styles from './editionPage.css'
import type { ResolvedImage } from '~/lib/images'
import type { EditionFacts } from './pageData'

/**
 * One edition's page: the sections of `/` drawn from that edition and the sign-up card for the
 * next one. It opens on its numbers, so its story hydrates as the visitor comes near; each
 * <Hydrate> is written out, as on `/` (docs/decisions/0063, 0015).
 */
export function EditionPage({
  edition,
  dates,
  shuffleSeed,
  stepImages,
  timelineFiles,
  signupOutcome,
}: {
  edition: EditionFacts
  dates: string
  shuffleSeed: number
  stepImages: TimelineStepImages[]
  timelineFiles: Record<string, ResolvedImage>
  signupOutcome?: SignupOutcome
}) {
  const { event } = edition
  return (
    <EditionProvider slug={edition.slug}>
      <main id="main" tabIndex={-1}>
        <p className={[container, styles.back].join(' ')}>
          <a href="/editions" className={backLink}>
            <span aria-hidden="true">←</span>
            {editionsPageCopy.backToEditions}
          </a>
        </p>
        <header className={[container, styles.intro].join(' ')}>
          <Eyebrow>{fillIn(editionsPageCopy.festival, { festival: event.festival })}</Eyebrow>
          <h1 className={styles.heading}>{event.name}</h1>
          <p className={styles.facts}>
            {event.city}, {event.venue} · {dates}
          </p>
          <p className={styles.facts}>{edition.summary}</p>
        </header>
        <Hydrate when={visible()} onHydrated={() => markHydrated('numbers')}>
          <ByTheNumbers />
        </Hydrate>
        <TimelineImageLoading stepImages={stepImages} files={timelineFiles} />
        <Hydrate
          when={visible({ rootMargin: TIMELINE_HYDRATION_MARGIN })}
          onHydrated={() => markHydrated('timeline')}
        >
          <Timeline />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('projects')}>
          <FeaturedProjects />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('highlights')}>
          <Highlights shuffleSeed={shuffleSeed} />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('teams')}>
          <MeetTheTeams />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('sponsors')}>
          <Sponsors />
        </Hydrate>
        <section id="join" aria-label={editionsPageCopy.signupHeading} className={section}>
          <div className={[container, styles.join].join(' ')}>
            <Hydrate when={visible()} onHydrated={() => markHydrated('join')}>
              <SignupCard page={editionPath(edition.slug)} signupOutcome={signupOutcome} />
            </Hydrate>
          </div>
        </section>
      </main>
    </EditionProvider>
  )
}
