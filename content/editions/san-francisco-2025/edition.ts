import type { Edition } from '../../schema.ts'
import { featuredProjects } from './projects.ts'
import { galleryItems } from './gallery.ts'
import { sponsors } from './sponsors.ts'
import { teams } from './teams.ts'
import { timelineSteps } from './timeline.ts'

// The first edition: San Francisco, ending at Outside Lands. Its lists live in the files beside
// this one; content/editions.ts lists the editions, content/featuredSlug.ts names the one `/` shows.
export const sanFrancisco2025: Edition = {
  slug: 'san-francisco-2025',
  event: {
    name: 'Culture Coded: AI × Music Buildathon',
    city: 'San Francisco',
    startDate: '2025-07-19',
    endDate: '2025-08-10',
    festival: 'Outside Lands',
    venue: 'The Foundry SF',
  },
  summary:
    'The first edition: over 100 first-time builders, 36 teams and seven finalists whose apps went live inside the Outside Lands festival app.',
  picture: {
    src: 'timeline/outside-lands-1.svg',
    alt: 'Finalists demoing their apps to festival fans at Outside Lands',
  },
  quote: {
    text: 'Watching people who had never written code ship apps that thousands of festival fans used within a week was the moment vibe-coding stopped being a demo and became culture.',
    author: 'Priya Raman',
    role: 'Mentor and Developer Advocate at Vibeloom',
  },
  sectionHeaders: {
    timeline: {
      eyebrow: 'The story in five steps',
      heading: 'Culture Coded, Live at Outside Lands',
      lede: "Here's how AI vibe-coding hit the main stage:",
    },
    projects: {
      eyebrow: 'Finalists',
      heading: 'Featured Projects',
      lede: 'Seven apps made it to the festival. Choose one, with a tap, a click or the arrow keys, to read its story.',
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
  },
  // A '\n' in a label is where the card breaks the line.
  stats: [
    { number: '100+', label: 'dreamers\nteamed up', gradient: 'sunset' },
    { number: '38', label: 'projects\nin one day', gradient: 'ultraviolet' },
    { number: '9', label: 'high profile\njudges', gradient: 'lagoon' },
    { number: '200K+', label: 'festival\nfans', gradient: 'ember' },
    { number: '1', label: 'culture building\nmoment', gradient: 'citrus' },
  ],
  timelineSteps,
  featuredProjects,
  galleryItems,
  teams,
  sponsors,
}
