import type { UpcomingEvent } from './schema.ts'

// Announced buildathons, soonest first, each with its page at /events/<id>. Calendars know an
// event by its `id`, so keep it for the event's life, and take a change only if `sequence` rises:
// raise it by one whenever the time, place, name or page address changes
// (docs/decisions/0034-calendar-feed-sequence.md). `applications` says when the page takes them
// (local times in `timeZone`, as `start`); set `edition` once the event's edition page exists.
export const upcomingEvents: UpcomingEvent[] = [
  // Sample: fictional (content/README.md). Replace or delete.
  {
    id: 'los-angeles-2027',
    sequence: 1,
    name: 'Culture Coded Los Angeles: AI × Music Buildathon',
    city: 'Los Angeles',
    venue: 'The Palm Lot, Echo Park',
    start: '2027-04-17T10:00',
    end: '2027-04-17T19:00',
    timeZone: 'America/Los_Angeles',
    expect: [
      'A day of building with AI tools, from the first idea to a working app, in teams of three to five.',
      'No coding experience needed: mentors from the sponsors help every team, and lunch and dinner are on us.',
      'At 17:00 each team shows its app to the jury; the winner plays its set at the festival.',
    ],
    applications: {
      opens: '2026-12-01T09:00',
      closes: '2027-03-01T23:59',
      seats: 120,
      confirmDays: 7,
      overbook: 30,
    },
  },
  // Sample: fictional (content/README.md). Replace or delete.
  {
    id: 'berlin-2027',
    sequence: 1,
    name: 'Culture Coded Berlin: AI × Music Buildathon',
    city: 'Berlin',
    venue: 'Halle am Wasser, Friedrichshain',
    start: '2027-09-11T11:00',
    end: '2027-09-11T20:00',
    timeZone: 'Europe/Berlin',
    expect: [
      'Bring a laptop and an idea for music: you build it with AI tools in a team, with mentors beside you.',
      'Doors open at 10:30, building starts at 11:00, and the teams show their apps from 18:00.',
    ],
    applications: {
      opens: '2027-05-03T10:00',
      closes: '2027-07-31T23:59',
      seats: 80,
      confirmDays: 5,
    },
  },
]
