import type { SectionHeaders } from './schema.ts'
import { teams } from './teams.ts'

// The small label, the heading and the sentence under it that open each section of the page.
export const sectionHeaders: SectionHeaders = {
  timeline: {
    eyebrow: 'The story in five steps',
    heading: 'Culture Coded, Live at Outside Lands',
    lede: "Here's how AI vibe-coding hit the main stage:",
  },
  projects: {
    eyebrow: 'Finalists',
    heading: 'Featured Projects',
    lede: 'Seven apps made it to the festival. Point at one, or select it, to read its story.',
  },
  highlights: {
    eyebrow: 'Photos, judges and mentors',
    heading: 'Event Highlights',
  },
  numbers: {
    eyebrow: 'The impact',
    heading: 'By The Numbers',
  },
  teams: {
    eyebrow: `${teams.length} teams, one day`,
    heading: 'Meet The Teams',
    lede: 'Every app below was prompted into being by people who had never shipped code before.',
  },
  sponsors: {
    eyebrow: 'Sponsors',
    heading: 'Backed by Builders, Powered by Legends',
    lede: 'Thank you to the companies and people who fed, mentored, judged and cheered on every team, and who put first-time builders on a festival stage.',
  },
}

// The navbar's links to sections of `/`, by the section's id; phones show only "Get updates".
export const navbarLinks = [
  { label: 'The story', sectionId: 'timeline' },
  { label: 'Teams', sectionId: 'teams' },
  { label: 'Sponsors', sectionId: 'sponsors' },
] as const

export const navbarSignupLink = { label: 'Get updates', sectionId: 'signup' } as const
