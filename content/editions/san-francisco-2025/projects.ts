import type { FeaturedProject } from '../../schema.ts'

// The winner comes first: the grid puts it on top and selects it by default.
export const featuredProjects: FeaturedProject[] = [
  {
    id: 1,
    name: 'Brandprint',
    tagline: 'Your sound, turned into a brand',
    description:
      'An AI brand strategist for independent artists. Drop in a few tracks and photos, answer five questions, and Brandprint finds the artist’s brand: a palette, a tone of voice, cover-art directions and a bio that sounds like them.',
    addedInfo:
      'Crowned Culture Coded champion at Outside Lands, and now piloting with two independent labels.',
    image: { src: 'projects/brandprint.svg', alt: 'Brandprint logo' },
    isWinner: true,
  },
  {
    id: 2,
    name: 'SetTime',
    tagline: 'Plan the day, hear it first',
    description:
      'A festival scheduler that builds your day around the artists you love, flags clashes and walking times, and warms you up with a pre-listening playlist for every set on your plan.',
    image: { src: 'projects/settime.svg', alt: 'SetTime logo' },
  },
  {
    id: 3,
    name: 'Encore Loop',
    tagline: 'From one night to every night',
    description:
      'A fan-conversion funnel for touring artists. Fans scan a code at the show, get the setlist and an unreleased demo, and Encore Loop turns that moment into newsletter sign-ups, pre-saves and ticket alerts.',
    addedInfo: 'Two bands used it on their summer tour and tripled their mailing lists.',
    image: { src: 'projects/encore-loop.svg', alt: 'Encore Loop logo' },
  },
  {
    id: 4,
    name: 'Faderhand',
    tagline: 'An AI sound engineer at the desk',
    description:
      'An AI sound engineer for mixing consoles. It listens to the room and the channels, then suggests fader, EQ and compression moves in plain language, so a volunteer at a small venue can get a professional mix.',
    addedInfo: 'Tested live on the Demo Day Brunch stage.',
    image: { src: 'projects/faderhand.svg', alt: 'Faderhand logo' },
  },
  {
    id: 5,
    name: 'Afterglow Booth',
    tagline: 'Step onto the main stage, virtually',
    description:
      'A virtual photobooth that puts you and your friends on the main stage in front of a roaring crowd, styled in the colours of the set you just saw, ready to share before the next act starts.',
    image: { src: 'projects/afterglow-booth.svg', alt: 'Afterglow Booth logo' },
  },
  {
    id: 6,
    name: 'Rememory',
    tagline: 'Memories, remixed into sound',
    description:
      'A memory-based audio transformer. Describe a moment or hum a half-remembered melody, and Rememory turns it into a produced track that carries the mood, place and people of that memory.',
    image: { src: 'projects/rememory.svg', alt: 'Rememory logo' },
  },
  {
    id: 7,
    name: 'Chromavoice',
    tagline: 'See what your voice looks like',
    description:
      'A voice and music visualizer. Sing, talk or play into the mic and Chromavoice generates AI images that follow the pitch, rhythm and feeling of the sound in real time.',
    image: { src: 'projects/chromavoice.svg', alt: 'Chromavoice logo' },
  },
]
