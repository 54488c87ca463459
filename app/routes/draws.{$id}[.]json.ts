import { createFileRoute } from '@tanstack/react-router'
import { upcomingEvents } from '@content/upcoming.ts'
import { drawsResponse } from '~/lib/drawsResponse'

// The seat draws an event's page publishes, by the event's id.
export const Route = createFileRoute('/draws/{$id}.json')({
  server: {
    handlers: {
      GET: ({ params }) => drawsResponse(upcomingEvents.find((candidate) => candidate.id === params.id)),
    },
  },
})
