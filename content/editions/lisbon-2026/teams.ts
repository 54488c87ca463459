import type { Team } from '../../schema.ts'

// Sample: a fictional, smaller second edition. Teams without a logo yet use image: 'placeholder'.
export const teams: Team[] = [
  {
    id: 1,
    name: 'Fado Finder',
    description:
      'Picks a fado house within walking distance for your mood tonight, with who is singing and a short playlist to get you there in the right frame of mind.',
    image: 'teams/fado-finder.svg',
    projectUrl: 'https://fado-finder.example.com',
    contact: { email: 'fado-finder@example.com' },
  },
  {
    id: 2,
    name: 'Tram Tunes',
    description: 'A local artist’s track for every stop of the tram line you ride.',
    image: 'teams/tram-tunes.svg',
    projectUrl: 'https://tram-tunes.example.com',
    contact: { email: 'tram-tunes@example.com' },
  },
  {
    id: 3,
    name: 'Stage Swap',
    description:
      'Lines up your festival plan with your friends’ plans and suggests where to meet between sets, so nobody misses the band they came for and everybody still gets a drink together.',
    image: 'teams/stage-swap.svg',
    projectUrl: 'https://stage-swap.example.com',
    contact: { email: 'stage-swap@example.com' },
  },
  {
    id: 4,
    name: 'Azulejo Beats',
    description: 'Turns a photo of a tiled wall into a drum pattern you can play along to.',
    image: 'teams/azulejo-beats.svg',
    projectUrl: 'https://azulejo-beats.example.com',
    contact: { email: 'azulejo-beats@example.com' },
  },
  {
    id: 5,
    name: 'Sunset Setlist',
    description: 'Builds the set list for a rooftop gig from what the crowd hums into their phones.',
    image: 'placeholder',
    projectUrl: 'https://sunset-setlist.example.com',
    contact: { email: 'sunset-setlist@example.com' },
  },
  {
    id: 6,
    name: 'Busker Tips',
    description: 'Lets passers-by tip a street musician and save the song they were playing.',
    image: 'teams/busker-tips.svg',
    projectUrl: 'https://busker-tips.example.com',
    contact: { email: 'busker-tips@example.com' },
  },
]
