import { createFileRoute } from '@tanstack/react-router'
import { absoluteUrl, eventJsonLd } from '~/lib/seo'
import { parseSignupOutcome, type SignupOutcome } from '~/signup/outcome'
import { Navbar } from '~/sections/navbar/Navbar'
import { Hero } from '~/sections/hero/Hero'
import { Poster } from '~/sections/poster/Poster'
import { Timeline } from '~/sections/timeline/Timeline'
import { FeaturedProjects } from '~/sections/featured-projects/FeaturedProjects'
import { Highlights } from '~/sections/highlights/Highlights'
import { ByTheNumbers } from '~/sections/numbers/ByTheNumbers'
import { MeetTheTeams } from '~/sections/teams/MeetTheTeams'
import { Sponsors } from '~/sections/sponsors/Sponsors'
import { CallToAction } from '~/sections/call-to-action/CallToAction'
import { Footer } from '~/sections/footer/Footer'

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { signup?: SignupOutcome } => ({ signup: parseSignupOutcome(search.signup) }),
  // One seed per page load, made on the server and sent with the page, so the highlights are
  // shuffled once and the browser hydrates the very same order.
  loader: () => ({ shuffleSeed: Math.floor(Math.random() * 2 ** 31) }),
  staleTime: Infinity,
  head: () => ({
    links: [{ rel: 'canonical', href: absoluteUrl('/') }],
    meta: [{ property: 'og:url', content: absoluteUrl('/') }],
    scripts: [{ type: 'application/ld+json', children: JSON.stringify(eventJsonLd()) }],
  }),
  component: LandingPage,
})

function LandingPage() {
  const { shuffleSeed } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  return (
    <>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Poster />
        <Timeline />
        <FeaturedProjects />
        <Highlights shuffleSeed={shuffleSeed} />
        <ByTheNumbers />
        <MeetTheTeams />
        <Sponsors />
        <CallToAction signupOutcome={signup} />
      </main>
      <Footer />
    </>
  )
}

