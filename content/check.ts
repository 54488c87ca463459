// Every collection against its schema, plus the rules that span files. It runs at build
// (build/check-content.ts) and at server start (app/server.ts), so no schema ships to the browser.
import * as v from 'valibot'
import { editions, FEATURED_EDITION_SLUG, featuredEdition } from './editions.ts'
import {
  editionListSchema,
  editionSchema,
  privacyNoticeSchema,
  publishedDrawsSchema,
  siteSchema,
  type PublishedDraws,
  upcomingEventsSchema,
  type Edition,
  type Site,
  type UpcomingEvent,
} from './schema.ts'
import { privacyNotice } from './privacy.ts'
import { publishedDraws } from './draws.ts'
import { site } from './site.ts'
import { upcomingEvents } from './upcoming.ts'
import { ContentError, contentIssues, editionIssues } from './validate.ts'

const primarySponsorNames = featuredEdition.sponsors.flatMap((sponsor) =>
  sponsor.tier === 'primary' ? [sponsor.name] : [],
)

// The promo tool is the platform sponsor of the featured edition.
const siteWithReferencesSchema = v.pipe(
  siteSchema,
  v.forward(
    v.check(
      (site: Site) => primarySponsorNames.includes(site.promo.toolName),
      `Must be the name of a primary sponsor of the featured edition in content/editions/${FEATURED_EDITION_SLUG}/sponsors.ts (${primarySponsorNames.join(', ')})`,
    ),
    ['promo', 'toolName'],
  ),
)

// Each edition's closing quote comes from one of its own mentors at the platform sponsor.
const editionWithReferencesSchema = v.pipe(
  editionSchema,
  v.forward(
    v.check(
      (edition: Edition) =>
        edition.galleryItems.some(
          (item) => item.category === 'mentors' && item.name === edition.quote.author,
        ),
      'Must be the name of a mentor in the same edition’s gallery.ts',
    ),
    ['quote', 'author'],
  ),
  v.forward(
    v.check(
      (edition: Edition) => edition.quote.role.includes(site.promo.toolName),
      'Must mention the platform sponsor (promo.toolName in content/site.ts)',
    ),
    ['quote', 'role'],
  ),
)

const editionSlugs = editions.map((edition) => edition.slug)

// An event names the edition it becomes once held; its page links there after the day.
export const upcomingWithReferencesSchema = v.pipe(
  upcomingEventsSchema,
  v.rawCheck<UpcomingEvent[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    dataset.value.forEach((event, index) => {
      if (event.edition === undefined || editionSlugs.includes(event.edition)) return
      addIssue({
        input: event.edition,
        message: `Must be the slug of an edition in content/editions.ts (${editionSlugs.join(', ')}) but received ${JSON.stringify(event.edition)}`,
        path: [
          { type: 'array', origin: 'value', input: dataset.value, key: index, value: event },
          { type: 'object', origin: 'value', input: event, key: 'edition', value: event.edition },
        ],
      })
    })
  }),
)

const upcomingIds = upcomingEvents.map((event) => event.id)

// A draw belongs to an announced event, whose page names it.
export const drawsWithReferencesSchema = v.pipe(
  publishedDrawsSchema,
  v.rawCheck<PublishedDraws>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const [eventId, draws] of Object.entries(dataset.value)) {
      if (upcomingIds.includes(eventId)) continue
      addIssue({
        input: eventId,
        message: `Must be the id of an event in content/upcoming.ts (${upcomingIds.join(', ')})`,
        path: [{ type: 'object', origin: 'key', input: dataset.value, key: eventId, value: draws }],
      })
    }
  }),
)

function featuredEditionProblems(): string[] {
  if (editions.some((edition) => edition.slug === FEATURED_EDITION_SLUG)) return []
  return [
    `content/editions.ts: FEATURED_EDITION_SLUG: ${JSON.stringify(FEATURED_EDITION_SLUG)} is not an edition's slug (${editions.map((edition) => edition.slug).join(', ')})`,
  ]
}

/** One line per problem, each naming the file, the entry and the field; empty when all is well. */
export function contentProblems(): string[] {
  return [
    ...contentIssues('content/editions.ts', editionListSchema, editions),
    ...featuredEditionProblems(),
    ...editions.flatMap((edition, index) => editionIssues(editionWithReferencesSchema, edition, index)),
    ...contentIssues('content/upcoming.ts', upcomingWithReferencesSchema, upcomingEvents),
    ...contentIssues('content/draws.ts', drawsWithReferencesSchema, publishedDraws),
    ...contentIssues('content/site.ts', siteWithReferencesSchema, site),
    ...contentIssues('content/privacy.ts', privacyNoticeSchema, privacyNotice),
  ]
}

/** Throws a ContentError listing every problem, so an organiser can fix them all in one pass. */
export function checkContent(): void {
  const problems = contentProblems()
  if (problems.length > 0) throw new ContentError(problems.join('\n'))
}
