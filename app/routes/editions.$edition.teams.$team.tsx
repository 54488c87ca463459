import { createFileRoute } from '@tanstack/react-router'
import { teamPageData } from '~/sections/edition-page/pageData'
import { TeamPage } from '~/sections/team-page/TeamPage'
import { signupOutcomeSearch } from '~/signup/outcome'

export const Route = createFileRoute('/editions/$edition/teams/$team')({
  validateSearch: signupOutcomeSearch,
  loader: ({ params }) => teamPageData(params.edition, params.team),
  staleTime: Infinity,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TeamRoute,
})

function TeamRoute() {
  const { edition, team, images } = Route.useLoaderData()
  const { signup } = Route.useSearch()
  return <TeamPage edition={edition} team={team} images={images} signupOutcome={signup} />
}
