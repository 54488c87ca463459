export * from './schema.ts'
export { ContentError } from './validate.ts'
export { checkContent, contentProblems } from './check.ts'
export { editions, featuredEdition, FEATURED_EDITION_SLUG, findEdition } from './editions.ts'
export { upcomingEvents } from './upcoming.ts'
export { site } from './site.ts'
export { privacyNotice, PRIVACY_NOTICE_VERSION } from './privacy.ts'
export {
  timelineSteps,
  featuredProjects,
  galleryItems,
  teams,
  stats,
  sponsors,
  sectionHeaders,
} from './featured.ts'
