import { createFileRoute, notFound } from '@tanstack/react-router'
import { findTeam, teamPageHead } from '~/sections/team-page/teamPage'
import { TeamPage } from '~/sections/team-page/TeamPage'

export const Route = createFileRoute('/teams/$slug')({
  loader: ({ params }) => {
    if (!findTeam(params.slug)) throw notFound()
  },
  head: ({ params }) => teamPageHead(params.slug),
  component: TeamRoute,
})

function TeamRoute() {
  const { slug } = Route.useParams()
  const team = findTeam(slug)
  return team ? <TeamPage team={team} /> : null
}
