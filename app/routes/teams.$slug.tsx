import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { movedTeamPath } from '~/sections/team-page/teamPage'

// Team pages moved into their edition; links shared before keep working, permanently redirected.
export const Route = createFileRoute('/teams/$slug')({
  beforeLoad: ({ params }) => {
    const path = movedTeamPath(params.slug)
    if (!path) throw notFound()
    throw redirect({ href: path, statusCode: 301 })
  },
})
