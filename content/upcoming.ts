import type { UpcomingEvent } from './schema.ts'

// The buildathons announced but not held yet, soonest first; zero or more. Each one is in the
// calendar feed (/calendar.ics) and has its own .ics file. Keep `id` for the event's whole life:
// calendars know it by that. Raise `sequence` by one whenever its time, place or name changes,
// so that subscribed calendars take the change (docs/decisions/0034-calendar-feed-sequence.md).
export const upcomingEvents: UpcomingEvent[] = [
  // Sample: fictional (content/README.md). Replace or delete.
  {
    id: 'los-angeles-2027',
    sequence: 0,
    name: 'Culture Coded Los Angeles: AI × Music Buildathon',
    city: 'Los Angeles',
    venue: 'The Palm Lot, Echo Park',
    start: '2027-04-17T10:00',
    end: '2027-04-17T19:00',
    timeZone: 'America/Los_Angeles',
    url: 'https://culturecoded.example.com/#signup',
  },
  // Sample: fictional (content/README.md). Replace or delete.
  {
    id: 'berlin-2027',
    sequence: 0,
    name: 'Culture Coded Berlin: AI × Music Buildathon',
    city: 'Berlin',
    venue: 'Halle am Wasser, Friedrichshain',
    start: '2027-09-11T11:00',
    end: '2027-09-11T20:00',
    timeZone: 'Europe/Berlin',
    url: 'https://culturecoded.example.com/#signup',
  },
]
