// The words of the archive (/editions) and of each edition's page (/editions/<slug>), and of their
// social cards. `{city}`, `{year}`, `{festival}` and `{count}` are filled in.
export const editionsPageCopy = {
  title: 'Every edition',
  description:
    'Every Culture Coded buildathon so far, with its winner and teams, and the next ones to put in your calendar.',
  eyebrow: 'The series',
  heading: 'Every edition',
  lede: 'Each buildathon keeps its page: the story, the finalists, the teams and the people who made it happen.',
  pastHeading: 'Held so far',
  upcomingHeading: 'Coming up',
  noUpcoming: 'The next buildathon is not announced yet. Sign up to hear first.',
  winner: 'Winner:',
  teamCount: '{count} teams',
  festival: 'Live at {festival}',
  editionName: '{city} {year}',
  backToEditions: 'All editions',
  cardTagline: '{count} buildathons so far',
  signupHeading: 'Be at the next one',
} as const
