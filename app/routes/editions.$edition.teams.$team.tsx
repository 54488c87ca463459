import { createFileRoute, notFound } from '@tanstack/react-router'
import { findTeam, teamPageHead } from '~/sections/team-page/teamPage'
import { TeamPage } from '~/sections/team-page/TeamPage'

export const Route = createFileRoute('/editions/$edition/teams/$team')({
  loader: ({ params }) => {
    if (!findTeam(params.edition, params.team)) throw notFound()
  },
  head: ({ params }) => teamPageHead(params.edition, params.team),
  component: TeamRoute,
})

function TeamRoute() {
  const { edition, team } = Route.useParams()
  const found = findTeam(edition, team)
  return found ? <TeamPage edition={found.edition} team={found.team} /> : null
}
