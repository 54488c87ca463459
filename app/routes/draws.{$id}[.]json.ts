import { createFileRoute } from '@tanstack/react-router'
import { drawsOf } from '@content/draws.ts'
import { drawsResponse } from '~/lib/drawsResponse'

// The seat draws an event's page names, by the event's id (content/draws.ts).
export const Route = createFileRoute('/draws/{$id}.json')({
  server: {
    handlers: {
      GET: ({ params }) => drawsResponse(params.id, drawsOf(params.id)),
    },
  },
})
