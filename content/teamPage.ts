// The words of a team's own page (/teams/<slug>), its share button and the next-event line of the
// sign-up card. `{team}` and `{event}` stand for the team's and the event's names.
export const teamPageCopy = {
  backToTeams: 'All teams',
  homeLink: 'home',
  builtAt: 'Built at {event}',
  openProject: 'Open project',
  share: 'Share',
  shareText: '{team}, built at {event}',
  copied: 'Link copied',
  copiedAnnouncement: 'Link to this page copied',
  cardAlt: '{team}, built at {event}',
} as const

export const nextEventCopy = {
  next: 'Next:',
  addToCalendar: 'Add to calendar',
  icsLink: 'Calendar file (.ics)',
  googleLink: 'Google Calendar',
  calendarDescription: '{event}: details and sign-up at {url}',
  noEvent: 'No next buildathon is announced yet.',
} as const

export const signupCardCopy = {
  title: 'Be at the next one',
  text: 'Get news of the next buildathons first, and tell us which festival we should take over next.',
} as const

export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
