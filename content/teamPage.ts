import { editionsPageCopy } from './editionsPage.ts'

// The words of a team's own page (/editions/<edition>/teams/<slug>), its share button, the
// next-event line of the sign-up card and the calendar feed. `{team}` and `{event}` stand for the team's and the event's names.
export const teamPageCopy = {
  backToTeams: 'All teams',
  builtAt: 'Built at {event}',
  openProject: 'Open project',
  share: 'Share',
  shareText: '{team}, built at {event}',
  copied: 'Link copied',
  copiedAnnouncement: 'Link to this page copied',
  whatItDoes: 'What it does',
  howTheyBuiltIt: 'How they built it with AI',
  whatsNext: 'What’s next',
  members: 'The team',
  pictures: 'Pictures of the app',
  builtWith: 'Built with',
  links: 'Try it',
  demo: 'Watch the demo',
  code: 'Read the code',
  /** After the placement badge in the prize callout's heading: "Winner at Culture Coded SF". */
  placedAt: 'at {event}',
  placement: { winner: 'Winner', finalist: 'Finalist' },
  /** The placement as the badge and the social card say it, e.g. "Winner, San Francisco 2025". */
  placementAt: '{placement} at {event}',
  fromEdition: 'From',
} as const

export const nextEventCopy = {
  next: 'Next:',
  addToCalendar: 'Add to calendar',
  icsLink: 'Calendar file (.ics)',
  googleLink: 'Google Calendar',
  calendarDescription: '{event}: details and applications at {url}',
  noEvent: 'No next buildathon is announced yet.',
  unknownEvent: 'No upcoming buildathon has this address.',
  subscribe: 'Every upcoming buildathon in your calendar:',
  webcalLink: 'Subscribe',
  googleSubscribeLink: 'Subscribe in Google Calendar',
  refreshNote:
    'Some calendar apps check a subscription only every few hours, so a new date can take that long to show.',
  feedName: 'Culture Coded buildathons',
  feedDescription: 'Every upcoming Culture Coded buildathon. Details and sign-up at {url}',
} as const

export const signupCardCopy = {
  title: 'Be at the next one',
  text: 'Get news of the next buildathons first, and tell us which festival we should take over next.',
} as const

/** A team's social card tagline, and its alt text's end: the placement leads when there is one. */
export function teamCardTagline(placement: 'winner' | 'finalist' | undefined, event: string): string {
  return placement
    ? fillIn(teamPageCopy.placementAt, { placement: teamPageCopy.placement[placement], event })
    : fillIn(teamPageCopy.builtAt, { event })
}

export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The social card's big line and tagline: an edition's, or the archive's when `event` is null. */
export function editionCardText(
  event: { city: string; startDate: string; festival: string } | null,
  editionCount = 0,
): { name: string; tagline: string } {
  if (event === null)
    return {
      name: editionsPageCopy.title,
      tagline: fillIn(editionsPageCopy.cardTagline, { count: String(editionCount) }),
    }
  return {
    name: fillIn(editionsPageCopy.editionName, { city: event.city, year: event.startDate.slice(0, 4) }),
    tagline: fillIn(editionsPageCopy.festival, { festival: event.festival }),
  }
}
