import type { Sponsor } from '../../schema.ts'

// The page inverts secondary logos to white, so their art is a single dark ink
// on a transparent background (partners are drawn the same way).
export const sponsors: Sponsor[] = [
  { name: 'Vibeloom', logo: 'sponsors/vibeloom.svg', url: 'https://vibeloom.example.com', tier: 'primary' },
  {
    name: 'Wavelength Audio',
    logo: 'sponsors/wavelength-audio.svg',
    url: 'https://wavelength-audio.example.com',
    tier: 'primary',
  },
  {
    name: 'Foglight Ventures',
    logo: 'sponsors/foglight-ventures.svg',
    url: 'https://foglight.example.com',
    tier: 'secondary',
  },
  {
    name: 'Northstack Cloud',
    logo: 'sponsors/northstack-cloud.svg',
    url: 'https://northstack.example.com',
    tier: 'secondary',
  },
  {
    name: 'The Foundry SF',
    logo: 'sponsors/the-foundry-sf.svg',
    url: 'https://thefoundry-sf.example.com',
    tier: 'partner',
  },
  {
    name: 'Golden Hour Presents',
    logo: 'sponsors/golden-hour-presents.svg',
    url: 'https://goldenhour.example.com',
    tier: 'partner',
  },
  {
    name: 'The Lantern Room',
    logo: 'sponsors/the-lantern-room.svg',
    url: 'https://lanternroom.example.com',
    tier: 'partner',
  },
  {
    name: 'Sunset Collective',
    logo: 'sponsors/sunset-collective.svg',
    url: 'https://sunsetcollective.example.com',
    tier: 'partner',
  },
]
