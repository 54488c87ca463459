// Every collection against its schema, plus the rules that span files. It runs at build
// (build/check-content.ts) and at server start (app/server.ts), so no schema ships to the browser.
import * as v from 'valibot'
import { featuredProjects } from './projects.ts'
import { galleryItems } from './gallery.ts'
import {
  featuredProjectsSchema,
  galleryItemsSchema,
  privacyNoticeSchema,
  sectionHeadersSchema,
  siteSchema,
  sponsorsSchema,
  statsSchema,
  teamsSchema,
  timelineStepsSchema,
  type Site,
} from './schema.ts'
import { privacyNotice } from './privacy.ts'
import { sectionHeaders } from './sections.ts'
import { site } from './site.ts'
import { sponsors } from './sponsors.ts'
import { stats } from './stats.ts'
import { teams } from './teams.ts'
import { timelineSteps } from './timeline.ts'
import { ContentError, contentIssues } from './validate.ts'

const mentorNames = galleryItems.flatMap((item) => (item.category === 'mentors' ? [item.name] : []))
const primarySponsorNames = sponsors.flatMap((sponsor) => (sponsor.tier === 'primary' ? [sponsor.name] : []))

// The promo tool is the platform sponsor, and the closing quote comes from one
// of its mentors: these rules span files, so they are checked here.
const siteWithReferencesSchema = v.pipe(
  siteSchema,
  v.forward(
    v.check(
      (site: Site) => primarySponsorNames.includes(site.promo.toolName),
      `Must be the name of a primary sponsor in content/sponsors.ts (${primarySponsorNames.join(', ')})`,
    ),
    ['promo', 'toolName'],
  ),
  v.forward(
    v.check(
      (site: Site) => mentorNames.includes(site.quote.author),
      'Must be the name of a mentor in content/gallery.ts',
    ),
    ['quote', 'author'],
  ),
  v.forward(
    v.check(
      (site: Site) => site.quote.role.includes(site.promo.toolName),
      'Must mention the platform sponsor (promo.toolName)',
    ),
    ['quote', 'role'],
  ),
)

/** One line per problem, each naming the file, the entry and the field; empty when all is well. */
export function contentProblems(): string[] {
  return [
    ...contentIssues('content/timeline.ts', timelineStepsSchema, timelineSteps),
    ...contentIssues('content/projects.ts', featuredProjectsSchema, featuredProjects),
    ...contentIssues('content/gallery.ts', galleryItemsSchema, galleryItems),
    ...contentIssues('content/teams.ts', teamsSchema, teams),
    ...contentIssues('content/stats.ts', statsSchema, stats),
    ...contentIssues('content/sponsors.ts', sponsorsSchema, sponsors),
    ...contentIssues('content/site.ts', siteWithReferencesSchema, site),
    ...contentIssues('content/sections.ts', sectionHeadersSchema, sectionHeaders),
    ...contentIssues('content/privacy.ts', privacyNoticeSchema, privacyNotice),
  ]
}

/** Throws a ContentError listing every problem, so an organiser can fix them all in one pass. */
export function checkContent(): void {
  const problems = contentProblems()
  if (problems.length > 0) throw new ContentError(problems.join('\n'))
}
