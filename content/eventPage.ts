// The words of an announced buildathon's page (/events/<id>). `{seats}`, `{opens}`, `{closes}`,
// `{venue}`, `{city}`, `{when}` and `{edition}` are filled in; the event itself is in content/upcoming.ts.
export const eventPageCopy = {
  eyebrow: 'Coming up',
  description: '{when}, at {venue}, {city}. What to expect, seats and applications.',
  when: 'When',
  where: 'Where',
  mapLink: 'Map of {venue}, {city} on OpenStreetMap',
  seats: 'Seats',
  seatCount: '{seats} builders',
  closes: 'Applications close',
  expectHeading: 'What to expect',
  applicationsHeading: 'Applications',
  state: {
    none: 'This buildathon takes no applications here yet.',
    not_yet_open:
      'Applications open on {opens}. There are {seats} seats, and applications close on {closes}.',
    open: 'Applications are open: {seats} seats, until {closes}.',
    closed: 'Applications are closed.',
    past: 'This buildathon has taken place.',
  },
  // While open, once every seat is held: the form stays, for the waitlist.
  full: 'All {seats} seats are taken for now. You can still apply, for the waitlist: when a seat frees, the next in line is offered it.',
  updatesLink: 'Get news of the next buildathons',
  // A published draw of seats (content/draws.ts; docs/applications-draw.md).
  drawsHeading: 'How the seats were drawn',
  drawsLede:
    'Each draw ran on the ids of the applications waiting for a decision, sorted, and a seed announced before it. Anyone can re-run it: shuffle the sorted ids by Fisher-Yates from the last place down, taking each place from the SHA-256 of the seed, a colon and a counter from 0 (the first 6 bytes as a number, skipping any value that would favour a place). The first ids take the open seats; the rest join the waitlist in that order.',
  drawLine: 'Seed “{seed}”: {openSeats} open seats, drawn from {count} applications.',
  drawsLink: 'The ids each draw ran on (JSON)',
  editionLink: 'See what was built at {edition}',
  calendarHeading: 'In your calendar',
  allEditions: 'All editions',
} as const
