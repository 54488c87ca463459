import type { GalleryItem } from '../../schema.ts'

// Sample: a fictional, smaller second edition. Returning judges and mentors keep their portraits.
export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    type: 'image',
    category: 'photos',
    src: 'gallery/photos/laptops-long-table.svg',
    alt: 'Builders lined up along a long table of glowing laptops',
  },
  {
    id: 2,
    type: 'image',
    category: 'photos',
    src: 'gallery/photos/stickies-idea-wall.svg',
    alt: 'A wall covered in sticky notes with app ideas',
  },
  {
    id: 3,
    type: 'image',
    category: 'photos',
    src: 'gallery/photos/crowd-confetti.svg',
    alt: 'Confetti raining over a cheering festival crowd',
  },
  {
    id: 4,
    type: 'image',
    category: 'judges',
    src: 'gallery/judges/maya-okafor.svg',
    alt: 'Illustrated portrait of Maya Okafor, judge and music producer',
    name: 'Maya Okafor',
    bio: 'Producer and songwriter, back on the judging panel for the second edition.',
  },
  {
    id: 5,
    type: 'image',
    category: 'mentors',
    src: 'gallery/mentors/priya-raman.svg',
    alt: 'Illustrated portrait of Priya Raman, mentor and developer advocate at Vibeloom',
    name: 'Priya Raman',
    bio: 'Developer advocate at Vibeloom who has helped thousands of first-time builders ship their first app.',
  },
  {
    id: 6,
    type: 'image',
    category: 'mentors',
    src: 'gallery/mentors/lucas-ferreira.svg',
    alt: 'Illustrated portrait of Lucas Ferreira, mentor and music-tech founder',
    name: 'Lucas Ferreira',
  },
]
