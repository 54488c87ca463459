import type { Edition } from '../../schema.ts'
import { featuredProjects } from './projects.ts'
import { galleryItems } from './gallery.ts'
import { sponsors } from './sponsors.ts'
import { teams } from './teams.ts'
import { timelineSteps } from './timeline.ts'

// Sample: a fictional, smaller second edition, so that the archive has more than one entry
// (content/README.md). Replace it with a real edition or delete its folder and its line in
// content/editions.ts.
export const lisbon2026: Edition = {
  slug: 'lisbon-2026',
  event: {
    name: 'Culture Coded Lisbon: AI × Music Buildathon',
    city: 'Lisbon',
    startDate: '2026-05-16',
    endDate: '2026-05-30',
    festival: 'Tejo Sound Festival',
    venue: 'Armazém 16',
  },
  summary:
    'The second edition, smaller and by the river: forty first-time builders, six teams and three finalists on the Tejo Sound Festival stage.',
  picture: {
    src: 'timeline/awards-3.svg',
    alt: 'Confetti bursting over the riverside stage as the Lisbon winner is announced',
  },
  quote: {
    text: 'Lisbon proved the format travels: a new city, a new festival, and the same look on people’s faces when their first app went live.',
    author: 'Priya Raman',
    role: 'Mentor and Developer Advocate at Vibeloom',
  },
  sectionHeaders: {
    timeline: {
      eyebrow: 'The story in three steps',
      heading: 'Culture Coded, Live at Tejo Sound',
      lede: 'How the buildathon came to Lisbon:',
    },
    projects: {
      eyebrow: 'Finalists',
      heading: 'Featured Projects',
      lede: 'Three apps made it to the festival stage. Select one to read its story.',
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
      eyebrow: `${teams.length} teams, one evening`,
      heading: 'Meet The Teams',
      lede: 'Every app below was prompted into being by people who had never shipped code before.',
    },
    sponsors: {
      eyebrow: 'Sponsors',
      heading: 'Backed by Builders',
      lede: 'Thank you to the companies who brought the buildathon to Lisbon and put its finalists on stage.',
    },
  },
  stats: [
    { number: '40', label: 'first-time\nbuilders', gradient: 'sunset' },
    { number: '6', label: 'apps in\none evening', gradient: 'lagoon' },
    { number: '3', label: 'finalists\non stage', gradient: 'citrus' },
  ],
  timelineSteps,
  featuredProjects,
  galleryItems,
  teams,
  sponsors,
}
