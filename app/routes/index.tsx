import { useEffect } from 'react'
import { createFileRoute, ScriptOnce } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { TIMELINE_HYDRATION_MARGIN, visible } from '~/boot/visibleHydration'
import { absoluteUrl } from '~/lib/seo'
import { landingPageData } from '~/lib/landingPage'
import { markHydrated } from '~/lib/hydrationMarks'
import { earlyInputScript, replayEarlyInput } from '~/lib/earlyInput'
import { signupOutcomeSearch } from '~/signup/outcome'
import { Hero } from '~/sections/hero/Hero'
import { Poster } from '~/sections/poster/Poster'
import { Timeline } from '~/sections/timeline/Timeline'
import { TimelineImageLoading } from '~/sections/timeline/TimelineImageLoading'
import { FeaturedProjects } from '~/sections/featured-projects/FeaturedProjects'
import { Highlights } from '~/sections/highlights/Highlights'
import { ByTheNumbers } from '~/sections/numbers/ByTheNumbers'
import { MeetTheTeams } from '~/sections/teams/MeetTheTeams'
import { Sponsors } from '~/sections/sponsors/Sponsors'
import { CallToAction } from '~/sections/call-to-action/CallToAction'

export const Route = createFileRoute('/')({
  validateSearch: signupOutcomeSearch,
  loader: () => landingPageData(),
  staleTime: Infinity,
  head: ({ loaderData }) => ({
    links: [{ rel: 'canonical', href: absoluteUrl('/') }],
    meta: [{ property: 'og:url', content: absoluteUrl('/') }],
    scripts: loaderData ? [{ type: 'application/ld+json', children: loaderData.eventJsonLd }] : [],
  }),
  component: LandingPage,
})

// Sections below the first screen hydrate as they come near; each <Hydrate> is written out because
// TanStack Start splits code per <Hydrate> in the source
// (docs/decisions/0015-sections-hydrate-as-they-come-near.md).
function LandingPage() {
  const { shuffleSeed, posterDates, timelineImages, timelineFiles } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  useEffect(replayEarlyInput, [])
  return (
    <>
      {/* Before the sections: holds a press on one not yet hydrated, for the page to replay (app/lib/earlyInput.ts). */}
      <ScriptOnce>{earlyInputScript}</ScriptOnce>
      <main id="main" tabIndex={-1}>
        <Hero />
        <Poster dates={posterDates} />
        <TimelineImageLoading stepImages={timelineImages} files={timelineFiles} />
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
        <Hydrate when={visible()} onHydrated={() => markHydrated('numbers')}>
          <ByTheNumbers />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('teams')}>
          <MeetTheTeams />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('sponsors')}>
          <Sponsors />
        </Hydrate>
        <Hydrate when={visible()} onHydrated={() => markHydrated('join')}>
          <CallToAction signupOutcome={signup} />
        </Hydrate>
      </main>
    </>
  )
}
