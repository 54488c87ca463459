import type { UpcomingEvent } from './schema.ts'

// Announced buildathons, soonest first. Calendars know an event by its `id`, so keep it for the
// event's life, and take a change only if `sequence` rises: raise it by one whenever the time,
// place or name changes (docs/decisions/0034-calendar-feed-sequence.md).
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
