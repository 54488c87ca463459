import { createFileRoute } from '@tanstack/react-router'
import { upcomingEvents } from '@content/upcoming.ts'
import { calendarResponse, noCalendarResponse } from '~/lib/calendarResponse'

// The soonest upcoming event, at the address shared before there were several.
export const Route = createFileRoute('/next-event.ics')({
  server: {
    handlers: {
      GET: () => {
        const event = upcomingEvents[0]
        return event ? calendarResponse(event, 'next-buildathon.ics') : noCalendarResponse('none')
      },
    },
  },
})
