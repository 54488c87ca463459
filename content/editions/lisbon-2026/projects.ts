import type { FeaturedProject } from '../../schema.ts'

// Sample: a fictional, smaller second edition. The winner comes first.
export const featuredProjects: FeaturedProject[] = [
  {
    id: 1,
    name: 'Fado Finder',
    tagline: 'The right fado house for tonight',
    description:
      'Tell it your mood and your street, and Fado Finder picks a fado house within walking distance, with who is singing tonight and a short playlist to get you in the mood.',
    addedInfo: 'Winner of the Lisbon edition, now in the festival’s own app.',
    image: { src: 'projects/fado-finder.svg', alt: 'Fado Finder logo' },
    isWinner: true,
  },
  {
    id: 2,
    name: 'Tram Tunes',
    tagline: 'A soundtrack for every tram line',
    description:
      'Tram Tunes plays a local artist’s track for each stop of the line you ride, so a commute across town becomes a tour of the city’s music.',
    image: { src: 'projects/tram-tunes.svg', alt: 'Tram Tunes logo' },
  },
  {
    id: 3,
    name: 'Stage Swap',
    tagline: 'Trade set times with friends',
    description:
      'Stage Swap lines up your festival plan with your friends’ plans and suggests where to meet between sets, so nobody misses the band they came for.',
    image: { src: 'projects/stage-swap.svg', alt: 'Stage Swap logo' },
  },
]
