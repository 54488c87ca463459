import { createFileRoute } from '@tanstack/react-router'
import { teamPageData } from '~/sections/edition-page/pageData'
import { findTeam } from '~/sections/team-page/teamPage'
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
  const { edition, team } = Route.useParams()
  const { signup } = Route.useSearch()
  const found = findTeam(edition, team)
  return found ? <TeamPage edition={found.edition} team={found.team} signupOutcome={signup} /> : null
}
