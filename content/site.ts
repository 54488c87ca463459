import type { Site } from './schema.ts'

// Checked by content/check.ts, including the rules that point into other files (the promo tool,
// the quote's author).
export const site: Site = {
  name: 'Culture Coded',
  siteUrl: 'https://culturecoded.example.com',
  description:
    'Culture Coded is the AI and music buildathon where 100+ people went from idea to festival-ready app with no code.',
  claim: 'Over 100 people went from idea to festival-ready app without writing a line of code.',
  promo: {
    code: 'CULTURECODED',
    toolName: 'Vibeloom',
    toolUrl: 'https://vibeloom.example.com',
  },
  discordUrl: 'https://discord.example.com/invite/culturecoded',
  organiser: { name: 'Signal & Sound Studio', url: 'https://signalandsound.example.com' },
  heroVideo: {
    provider: 'youtube',
    id: 'cUltUr3C0d3',
    title: 'Culture Coded at Outside Lands: the buildathon recap',
  },
  event: {
    name: 'Culture Coded: AI × Music Buildathon',
    city: 'San Francisco',
    startDate: '2025-07-19',
    endDate: '2025-08-10',
    festival: 'Outside Lands',
    venue: 'The Foundry SF',
  },
  // Sample: a fictional next event (content/README.md). Delete the entry to hide it everywhere.
  nextEvent: {
    name: 'Culture Coded Los Angeles: AI × Music Buildathon',
    city: 'Los Angeles',
    venue: 'The Palm Lot, Echo Park',
    start: '2027-04-17T10:00',
    end: '2027-04-17T19:00',
    timeZone: 'America/Los_Angeles',
    url: 'https://culturecoded.example.com/#signup',
  },
  quote: {
    text: 'Watching people who had never written code ship apps that thousands of festival fans used within a week was the moment vibe-coding stopped being a demo and became culture.',
    author: 'Priya Raman',
    role: 'Mentor and Developer Advocate at Vibeloom',
  },
  images: {
    navbar: { src: 'brand/navbar.svg', alt: 'Culture Coded' },
    heroBanner: { src: 'brand/hero-banner.svg', alt: 'Culture Coded: AI × Music Buildathon' },
    poster: {
      src: 'brand/poster.svg',
      alt: 'Culture Coded event poster: AI Music Buildathon, San Francisco, live at Outside Lands',
    },
    heroPoster: {
      src: 'brand/hero-poster.svg',
      alt: 'The festival main stage at dusk with light beams sweeping over the crowd',
    },
  },
}
