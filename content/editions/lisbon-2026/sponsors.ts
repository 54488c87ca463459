import type { Sponsor } from '../../schema.ts'

// Sample: a fictional, smaller second edition, backed by some of the first edition's sponsors.
export const sponsors: Sponsor[] = [
  { name: 'Vibeloom', logo: 'sponsors/vibeloom.svg', url: 'https://vibeloom.example.com', tier: 'primary' },
  {
    name: 'Northstack Cloud',
    logo: 'sponsors/northstack-cloud.svg',
    url: 'https://northstack.example.com',
    tier: 'secondary',
  },
  {
    name: 'Sunset Collective',
    logo: 'sponsors/sunset-collective.svg',
    url: 'https://sunsetcollective.example.com',
    tier: 'partner',
  },
]
