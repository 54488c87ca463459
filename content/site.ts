import type { Site } from './schema.ts'

// Checked by content/check.ts, including the rule that points into another file (the promo tool is
// a primary sponsor of the featured edition). Each edition's own facts are in content/editions/.
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
