import { createFileRoute } from '@tanstack/react-router'
import { upcomingEvents } from '@content/upcoming.ts'
import { calendarResponse, noCalendarResponse } from '~/lib/calendarResponse'

// Each upcoming event's own file, by the id its calendar entry keeps.
export const Route = createFileRoute('/calendar/{$id}.ics')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const event = upcomingEvents.find((candidate) => candidate.id === params.id)
        return event ? calendarResponse(event, `${event.id}.ics`) : noCalendarResponse('unknown')
      },
    },
  },
})
