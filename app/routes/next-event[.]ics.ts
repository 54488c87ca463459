import { createFileRoute } from '@tanstack/react-router'
import { site } from '@content/site.ts'
import { nextEventCopy } from '@content/teamPage.ts'
import { calendarDescription, nextEventIcs } from '~/lib/calendar'

const HOUR_SECONDS = 3600

export const Route = createFileRoute('/next-event.ics')({
  server: {
    handlers: {
      GET: () => {
        const event = site.nextEvent
        if (!event)
          return new Response(`${nextEventCopy.noEvent}\n`, {
            status: 404,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
          })
        const ics = nextEventIcs(event, {
          siteUrl: site.siteUrl,
          now: new Date(),
          description: calendarDescription(event),
        })
        return new Response(ics, {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': 'attachment; filename="next-buildathon.ics"',
            'cache-control': `public, max-age=${HOUR_SECONDS}`,
          },
        })
      },
    },
  },
})
