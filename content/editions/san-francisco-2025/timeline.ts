import type { ImageRef, TimelineStep } from '../../schema.ts'

// The hero image is always the first image of a step, so each step lists its
// images once and the hero is derived from that list.
function step(fields: Omit<TimelineStep, 'heroImage'>): TimelineStep {
  const [heroImage] = fields.galleryImages
  return { ...fields, heroImage: heroImage as ImageRef }
}

export const timelineSteps: TimelineStep[] = [
  step({
    id: 'team-formation',
    number: 1,
    title: 'Team Formation',
    subtitle: 'Hundreds of dreamers, one matching platform',
    label: 'Find your crew',
    description:
      'It started on a team matching platform. Hundreds of artists, producers, designers and first-time builders posted the app they dreamed of, browsed each other’s ideas and formed crews of three to five. Most had never met, and none of them needed to code.',
    galleryImages: [
      {
        src: 'timeline/team-formation-1.svg',
        alt: 'Participant profile cards linked by glowing lines on a team matching board',
      },
      {
        src: 'timeline/team-formation-2.svg',
        alt: 'A new team huddled together under violet lights, trading ideas',
      },
      {
        src: 'timeline/team-formation-3.svg',
        alt: 'A wall of colourful sticky notes with app ideas grouped into teams',
      },
      {
        src: 'timeline/team-formation-4.svg',
        alt: 'Teammates meeting for the first time around a table of laptops',
      },
      { src: 'timeline/team-formation-5.svg', alt: 'Matching board lighting up as the last teams form' },
    ],
  }),
  step({
    id: 'buildathon',
    number: 2,
    title: 'The Buildathon',
    subtitle: 'From idea to working app in under four hours',
    label: 'Build in 4 hours',
    description:
      'On build day, teams described their ideas to an AI app builder and shaped them prompt by prompt while mentors roamed the room. In under four hours every team had a working app: 38 projects in a single day.',
    galleryImages: [
      { src: 'timeline/buildathon-1.svg', alt: 'Builders at a long table of glowing laptops in a dark hall' },
      { src: 'timeline/buildathon-2.svg', alt: 'Close-up of hands typing prompts on a backlit keyboard' },
      {
        src: 'timeline/buildathon-3.svg',
        alt: 'A big countdown clock above the room showing the final hours',
      },
      {
        src: 'timeline/buildathon-4.svg',
        alt: 'A mentor leaning over a team’s laptops to help with a prompt',
      },
      { src: 'timeline/buildathon-5.svg', alt: 'Late-night typing lit only by laptop screens' },
    ],
  }),
  step({
    id: 'demo-day',
    number: 3,
    title: 'Demo Day Brunch',
    subtitle: 'A week to polish, one brunch to shine',
    label: 'Polish & pitch',
    description:
      'Teams took a week to polish their apps, then showed them off over brunch while a live band played. Judges, artists and fans tried every demo between plates and encores.',
    galleryImages: [
      {
        src: 'timeline/demo-day-1.svg',
        alt: 'Brunch tables in front of a small stage where a band plays under string lights',
      },
    ],
  }),
  step({
    id: 'outside-lands',
    number: 4,
    title: 'Outside Lands',
    subtitle: 'Shipped inside the festival’s official app',
    label: 'Live at the fest',
    description:
      'The finalists’ apps went live inside the festival’s official app, in the hands of more than 200,000 fans. Every finalist got free tickets to watch people use what they had built only days before.',
    galleryImages: [
      {
        src: 'timeline/outside-lands-1.svg',
        alt: 'Festival main stage at dusk with light beams sweeping over the crowd',
      },
      {
        src: 'timeline/outside-lands-2.svg',
        alt: 'A phone held up in front of the stage showing an app inside the festival app',
      },
      { src: 'timeline/outside-lands-3.svg', alt: 'Fans with hands in the air as confetti falls' },
      { src: 'timeline/outside-lands-4.svg', alt: 'A DJ at the decks, silhouetted against a wall of light' },
      {
        src: 'timeline/outside-lands-5.svg',
        alt: 'The main stage at night with lasers fanning out over the field',
      },
      { src: 'timeline/outside-lands-6.svg', alt: 'A sea of festival fans seen from the back of the field' },
    ],
  }),
  step({
    id: 'awards',
    number: 5,
    title: 'Awards',
    subtitle: 'One champion, many new beginnings',
    label: 'Crowned',
    description:
      'A champion was crowned on stage in front of the festival crowd. The other finalists left with meetings, partnerships and pilots with the labels, promoters and sponsors who backed them.',
    galleryImages: [
      { src: 'timeline/awards-1.svg', alt: 'A golden trophy under crossing spotlights' },
      { src: 'timeline/awards-2.svg', alt: 'Three finalists standing on a lit winners’ podium' },
      { src: 'timeline/awards-3.svg', alt: 'Confetti bursting over the stage as the champion is announced' },
      { src: 'timeline/awards-4.svg', alt: 'The winning team presenting their app on a giant screen' },
      { src: 'timeline/awards-5.svg', alt: 'The crowd cheering the champion with hands raised' },
      { src: 'timeline/awards-6.svg', alt: 'The trophy held high on stage in a shower of light' },
    ],
  }),
]
