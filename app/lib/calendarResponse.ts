import { site } from '@content/site.ts'
import type { UpcomingEvent } from '@content/schema.ts'
import { fillIn, nextEventCopy } from '@content/teamPage.ts'
import { calendarDescription, nextEventIcs } from './calendar'
import { calendarFeed } from './calendarFeed'
import { plainText } from '../http/httpRules'

const HOUR_SECONDS = 3600
const ICS_TYPE = 'text/calendar; charset=utf-8'

export function calendarResponse(event: UpcomingEvent, fileName: string): Response {
  const ics = nextEventIcs(event, {
    siteUrl: site.siteUrl,
    now: new Date(),
    description: calendarDescription(event),
  })
  return new Response(ics, {
    headers: {
      'content-type': ICS_TYPE,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': `public, max-age=${HOUR_SECONDS}`,
    },
  })
}

export function noCalendarResponse(why: 'none' | 'unknown'): Response {
  return plainText(404, `${why === 'none' ? nextEventCopy.noEvent : nextEventCopy.unknownEvent}\n`, {
    'cache-control': 'no-cache',
  })
}

// Served inline (no attachment): calendar apps fetch it as a subscription, not as a download.
export function calendarFeedResponse(events: readonly UpcomingEvent[]): Response {
  const feed = calendarFeed(events, {
    siteUrl: site.siteUrl,
    now: new Date(),
    name: nextEventCopy.feedName,
    calendarDescription: fillIn(nextEventCopy.feedDescription, { url: site.siteUrl }),
    describe: calendarDescription,
  })
  return new Response(feed, {
    headers: { 'content-type': ICS_TYPE, 'cache-control': `public, max-age=${HOUR_SECONDS}` },
  })
}
