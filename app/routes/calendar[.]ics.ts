import { createFileRoute } from '@tanstack/react-router'
import { upcomingEvents } from '@content/upcoming.ts'
import { calendarFeedResponse } from '~/lib/calendarResponse'

// Every upcoming event, for calendars that subscribe; an empty calendar while none is announced.
export const Route = createFileRoute('/calendar.ics')({
  server: { handlers: { GET: () => calendarFeedResponse(upcomingEvents) } },
})
