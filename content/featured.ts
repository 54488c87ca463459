import { featuredEdition } from './editions.ts'

// The featured edition's parts under the names `/` has always used, for code and tests that only
// ever mean the edition `/` shows.
export const {
  timelineSteps,
  featuredProjects,
  galleryItems,
  teams,
  stats,
  sponsors,
  sectionHeaders,
  quote,
  event,
} = featuredEdition
