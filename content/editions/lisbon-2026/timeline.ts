import type { ImageRef, TimelineStep } from '../../schema.ts'

// Sample: a fictional, smaller second edition (content/README.md). Its pictures are the first
// edition's sample art, described as what they show.
function step(fields: Omit<TimelineStep, 'heroImage'>): TimelineStep {
  const [heroImage] = fields.galleryImages
  return { ...fields, heroImage: heroImage as ImageRef }
}

export const timelineSteps: TimelineStep[] = [
  step({
    id: 'team-formation',
    number: 1,
    title: 'Teams by the River',
    subtitle: 'Forty builders, eight teams, one warehouse',
    label: 'Teams',
    description:
      'Forty first-time builders met in a riverside warehouse and formed eight teams in an afternoon. Most had never met, and none had shipped an app before.',
    galleryImages: [
      { src: 'timeline/team-formation-2.svg', alt: 'Participants gathered around a board, forming teams' },
      { src: 'timeline/team-formation-4.svg', alt: 'A new team planning their app around a table' },
    ],
  }),
  step({
    id: 'buildathon',
    number: 2,
    title: 'The Buildathon',
    subtitle: 'Eight apps, built in one evening',
    label: 'Build',
    description:
      'Each team prompted a working app into being before midnight. Mentors went table to table, and every team had something to show by the end.',
    galleryImages: [
      { src: 'timeline/buildathon-3.svg', alt: 'Builders at laptops late into the evening' },
      { src: 'timeline/buildathon-5.svg', alt: 'Late-night typing lit only by laptop screens' },
    ],
  }),
  step({
    id: 'awards',
    number: 3,
    title: 'Festival Finale',
    subtitle: 'Three finalists on the riverside stage',
    label: 'Finale',
    description:
      'Three finalists showed their apps to the festival crowd between sets. The winner went home with a residency at the festival’s own app studio.',
    galleryImages: [
      { src: 'timeline/awards-3.svg', alt: 'Confetti bursting over the stage as the winner is announced' },
      { src: 'timeline/awards-5.svg', alt: 'The crowd cheering the winner with hands raised' },
    ],
  }),
]
