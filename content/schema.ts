import * as v from 'valibot'
import { describeEntry, uniqueBy } from './validate.ts'
import { EDITION_SLUG_MAX_LENGTH, SLUG_PATTERN, teamSlug } from './slug.ts'
import { TEAM_IMAGE_PLACEHOLDER } from './team-image.ts'
import { teamPageRules } from './teamRules.ts'

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

/** Paths are relative to `content/images/`, lower-case, e.g. `teams/beat-buddy.svg`. */
export const IMAGE_PATH_PATTERN = /^[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp|avif)$/

export const imagePathSchema = v.pipe(
  v.string(),
  v.regex(
    IMAGE_PATH_PATTERN,
    (issue) =>
      `Invalid image path: Expected a lower-case path inside content/images/ such as "teams/beat-buddy.svg" but received ${issue.received}`,
  ),
)

// Content is checked, never transformed: the browser gets the data as written (the schemas stay on
// the server), so text with stray spaces is rejected rather than trimmed.
// (A blank string is only reported as empty.)
const noSurroundingSpace = v.check(
  (value: string) => value.trim() === '' || value.trim() === value,
  'Must not start or end with a space',
)
const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'Must not be empty'),
  noSurroundingSpace,
)

const textUpTo = (maxLength: number, why: string) =>
  v.pipe(
    text,
    v.maxLength(maxLength, (issue) => `Too long: ${issue.received} characters, ${why}`),
  )

// Alt text that only repeats the file name or says "image" tells a screen-reader user nothing.
const FILE_NAME_PATTERN = /\.(svg|png|jpe?g|webp|avif|gif)$/i
const GENERIC_ALT_PATTERN =
  /^(an? )?(image|img|photo|picture|pic|logo|portrait|placeholder|screenshot)\s*\d*$/i

export const altSchema = v.pipe(
  text,
  v.minLength(8, 'Too short: say what the picture shows, e.g. "Crowd cheering at the main stage"'),
  v.check(
    (alt) => !FILE_NAME_PATTERN.test(alt) && !GENERIC_ALT_PATTERN.test(alt),
    (issue) => `Not a description: say what the picture shows instead of ${issue.received}`,
  ),
)

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const httpsUrlSchema = v.pipe(
  v.string(),
  v.check(
    isHttpsUrl,
    (issue) => `Invalid URL: Expected a full https:// address but received ${issue.received}`,
  ),
)

const emailSchema = v.pipe(v.string(), noSurroundingSpace, v.email(), v.maxLength(254))

// ---------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------

export const imageRefSchema = v.object({
  src: imagePathSchema,
  alt: altSchema,
})
export type ImageRef = v.InferOutput<typeof imageRefSchema>

/** The site's own pictures (logo, hero, poster) live here, apart from the editions' pictures. */
export const BRAND_IMAGE_FOLDER = 'brand'
const brandImageRefSchema = v.object({
  src: v.pipe(
    imagePathSchema,
    v.startsWith(
      `${BRAND_IMAGE_FOLDER}/`,
      (issue) =>
        `Invalid image path: the site's own pictures live in content/images/${BRAND_IMAGE_FOLDER}/, which the first screen of every page loads on its own, but received ${issue.received}`,
    ),
  ),
  alt: altSchema,
})

export const timelineStepSchema = v.pipe(
  v.object({
    id: v.pipe(text, v.regex(SLUG_PATTERN, 'Must be a lower-case slug such as "demo-day"')),
    number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    title: textUpTo(40, 'keep step titles under 40'),
    subtitle: textUpTo(80, 'keep subtitles under 80'),
    label: textUpTo(24, 'the label sits on a small step button; keep it under 24'),
    description: textUpTo(400, 'the desktop caption shows about three lines; keep it under 400'),
    heroImage: imageRefSchema,
    galleryImages: v.pipe(v.array(imageRefSchema), v.minLength(1, 'Each step needs at least one image')),
  }),
  v.forward(
    v.partialCheck(
      [['heroImage'], ['galleryImages']],
      (step) => {
        const first = step.galleryImages[0]
        return first !== undefined && first.src === step.heroImage.src && first.alt === step.heroImage.alt
      },
      'Must be the same image (src and alt) as galleryImages[0]: the hero is the first image of the step',
    ),
    ['heroImage'],
  ),
)
export type TimelineStep = v.InferOutput<typeof timelineStepSchema>

export const featuredProjectSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  name: textUpTo(40, 'keep project names under 40'),
  tagline: textUpTo(90, 'keep taglines under 90'),
  description: textUpTo(400, 'keep descriptions under 400'),
  addedInfo: v.optional(textUpTo(200, 'keep the extra note under 200')),
  image: imageRefSchema,
  isWinner: v.optional(v.boolean()),
})
export type FeaturedProject = v.InferOutput<typeof featuredProjectSchema>

const galleryId = v.pipe(v.number(), v.integer(), v.minValue(1))

export const galleryPhotoSchema = v.object({
  id: galleryId,
  type: v.literal('image'),
  category: v.literal('photos'),
  src: imagePathSchema,
  alt: altSchema,
})

export const galleryPersonSchema = v.object({
  id: galleryId,
  type: v.literal('image'),
  category: v.picklist(['judges', 'mentors']),
  src: imagePathSchema,
  alt: altSchema,
  name: textUpTo(60, 'keep names under 60'),
  bio: v.optional(textUpTo(280, 'keep a bio to one or two sentences (under 280)')),
})

export const galleryItemSchema = v.variant('category', [galleryPhotoSchema, galleryPersonSchema])
export type GalleryItem = v.InferOutput<typeof galleryItemSchema>
export type GalleryPhoto = v.InferOutput<typeof galleryPhotoSchema>
export type GalleryPerson = v.InferOutput<typeof galleryPersonSchema>
export type GalleryCategory = GalleryItem['category']

export { TEAM_IMAGE_PLACEHOLDER }

/** The three parts of a team's story, each a short paragraph on its page. */
export const teamStorySchema = v.object({
  whatItDoes: textUpTo(500, 'keep each part of the story to a short paragraph (under 500)'),
  howTheyBuiltIt: textUpTo(500, 'keep each part of the story to a short paragraph (under 500)'),
  whatsNext: textUpTo(500, 'keep each part of the story to a short paragraph (under 500)'),
})
export type TeamStory = v.InferOutput<typeof teamStorySchema>

export const teamMemberSchema = v.object({
  name: textUpTo(60, 'keep names under 60'),
  role: textUpTo(40, 'keep roles under 40, e.g. "Prompt lead"'),
  /** Required by the teams list's rules (content/teamRules.ts), which say so by name. */
  picture: v.optional(imageRefSchema),
})
export type TeamMember = v.InferOutput<typeof teamMemberSchema>

export const TEAM_PLACEMENTS = ['winner', 'finalist'] as const
export type TeamPlacement = (typeof TEAM_PLACEMENTS)[number]

export const teamSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(36)),
  name: textUpTo(40, 'keep team names under 40'),
  /** The page address /editions/<edition>/teams/<slug>; made from the name when absent. */
  slug: v.optional(
    v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Must be a lower-case slug such as "beat-buddy"')),
  ),
  description: textUpTo(300, 'cards show the first 160; keep it under 300'),
  image: v.pipe(
    v.string(),
    v.check(
      (image) => image === TEAM_IMAGE_PLACEHOLDER || IMAGE_PATH_PATTERN.test(image),
      (issue) =>
        `Invalid image: Expected "placeholder" or a lower-case path inside content/images/ such as "teams/beat-buddy.svg" but received ${issue.received}`,
    ),
  ),
  projectUrl: httpsUrlSchema,
  contact: v.object({ email: emailSchema }),
  // The rest is optional: a team with only a name and a description still has a whole page.
  story: v.optional(teamStorySchema),
  members: v.optional(
    v.pipe(
      v.array(teamMemberSchema),
      v.minLength(1, 'List at least one member, or leave `members` out'),
      v.maxLength(6, (issue) => `Too many members: ${issue.received}, a team has at most 6`),
    ),
  ),
  /** Pictures of the app, shown on the team's page. */
  pictures: v.optional(
    v.pipe(
      v.array(imageRefSchema),
      v.minLength(1, 'List at least one picture, or leave `pictures` out'),
      v.maxLength(6, (issue) => `Too many pictures: ${issue.received}, keep it to 6`),
    ),
  ),
  placement: v.optional(
    v.picklist(
      TEAM_PLACEMENTS,
      (issue) => `Invalid placement: Expected "winner" or "finalist" but received ${issue.received}`,
    ),
  ),
  /** What the placement won, called out on the page beside the badge. */
  prize: v.optional(textUpTo(140, 'the callout is one or two lines; keep it under 140')),
  /** The tools and services the app is made with, listed as tags. */
  builtWith: v.optional(
    v.pipe(
      v.array(textUpTo(30, 'a tag is a name such as "Claude" or "Supabase"; keep it under 30')),
      v.minLength(1, 'List at least one tool, or leave `builtWith` out'),
      v.maxLength(12, (issue) => `Too many tags: ${issue.received}, keep it to 12`),
    ),
  ),
  demoUrl: v.optional(httpsUrlSchema),
  codeUrl: v.optional(httpsUrlSchema),
})
export type Team = v.InferOutput<typeof teamSchema>

/** Gradient theme tokens a stat card may use (defined in styles/, never colour literals here). */
export const STAT_GRADIENTS = ['sunset', 'ultraviolet', 'lagoon', 'ember', 'citrus'] as const
export type StatGradient = (typeof STAT_GRADIENTS)[number]

export const statSchema = v.object({
  number: textUpTo(8, 'the number is set very large; keep it under 8'),
  label: textUpTo(40, 'keep labels under 40'),
  gradient: v.picklist(STAT_GRADIENTS),
})
export type Stat = v.InferOutput<typeof statSchema>

export const SPONSOR_TIERS = ['primary', 'secondary', 'partner'] as const
export type SponsorTier = (typeof SPONSOR_TIERS)[number]

export const sponsorSchema = v.object({
  name: textUpTo(60, 'keep names under 60'),
  logo: imagePathSchema,
  url: httpsUrlSchema,
  tier: v.picklist(SPONSOR_TIERS),
})
export type Sponsor = v.InferOutput<typeof sponsorSchema>

const isoDateSchema = v.pipe(v.string(), v.isoDate('Invalid date: Expected YYYY-MM-DD'))

// A wall-clock time where the event happens ("2027-04-17T10:00"); `timeZone` says where.
const localDateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Invalid time: Expected local time as YYYY-MM-DDTHH:MM'),
  v.check((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'Invalid time: no such date or hour'),
)

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return value.includes('/') || value === 'UTC'
  } catch {
    return false
  }
}

export const nextEventSchema = v.pipe(
  v.object({
    name: textUpTo(80, 'calendar titles are cut around 80'),
    city: text,
    venue: text,
    start: localDateTimeSchema,
    end: localDateTimeSchema,
    timeZone: v.pipe(
      v.string(),
      v.check(
        isTimeZone,
        (issue) =>
          `Invalid time zone: Expected an IANA name such as "America/Los_Angeles" but received ${issue.received}`,
      ),
    ),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (event) => event.end > event.start, 'Must be after start'),
    ['end'],
  ),
)
export type NextEvent = v.InferOutput<typeof nextEventSchema>

const sequenceSchema = v.pipe(
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(0, 'Must be 0 or more: start at 0 and raise it by one with each change'),
)

const wholeNumberFrom = (min: number, why: string) =>
  v.pipe(v.number(), v.integer('Must be a whole number'), v.minValue(min, why))

const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A seat draw the organiser publishes (docs/applications-draw.md): the seed, the open seats and the
 * sorted ids it ran on, as `npm run applications -- draw` printed them. Ids only, no personal data.
 */
export const publishedDrawSchema = v.object({
  // Kept exactly as the draw ran on it: a space more is another draw.
  seed: v.pipe(
    v.string(),
    v.regex(/\S/, 'Must not be empty'),
    v.maxLength(200, 'Must be at most 200 characters'),
  ),
  openSeats: wholeNumberFrom(0, 'Must be 0 or more'),
  drawnFrom: v.pipe(
    v.array(v.pipe(v.string(), v.regex(APPLICATION_ID, 'Must be an application id as the draw printed it'))),
    v.minLength(1, 'Must list the ids the draw ran on'),
    v.check(
      (ids) => ids.every((id, i) => i === 0 || ids[i - 1]! < id),
      'Must be sorted, each id once, as the draw printed them: the procedure starts from this order',
    ),
  ),
})
export type PublishedDraw = v.InferOutput<typeof publishedDrawSchema>

/** Each event's published draws (content/draws.ts), by the event's id, in the order they ran. */
export const publishedDrawsSchema = v.record(v.string(), v.array(publishedDrawSchema))
export type PublishedDraws = v.InferOutput<typeof publishedDrawsSchema>

/** When an event takes applications and how many builders it seats (content/upcoming.ts). */
export const applicationsSchema = v.pipe(
  v.object({
    /** Local times in the event's zone, as `start` is written. */
    opens: localDateTimeSchema,
    closes: localDateTimeSchema,
    seats: wholeNumberFrom(1, 'Must be 1 or more'),
    /** Days an accepted builder has to confirm the seat before it goes on. */
    confirmDays: wholeNumberFrom(1, 'Must be 1 or more'),
    /** Acceptances allowed beyond `seats`, for builders who will not come; none when unset. */
    overbook: v.optional(wholeNumberFrom(0, 'Must be 0 or more')),
  }),
  v.forward(
    v.partialCheck(
      [['opens'], ['closes']],
      (applications) => applications.closes > applications.opens,
      'Must be after opens',
    ),
    ['closes'],
  ),
  v.forward(
    v.partialCheck(
      [['seats'], ['overbook']],
      (applications) => (applications.overbook ?? 0) <= applications.seats,
      'Must be at most seats: overbooking by more than the seats themselves is a second event',
    ),
    ['overbook'],
  ),
)
export type Applications = v.InferOutput<typeof applicationsSchema>

/** An announced buildathon: its page, in the calendar feed, with its own .ics file (content/upcoming.ts). */
export const upcomingEventSchema = v.pipe(
  v.object({
    /** The calendar's UID for the event and its page's address, kept for its whole life. */
    id: v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Must be a lower-case slug such as "los-angeles-2027"')),
    /** RFC 5545 SEQUENCE: raised by one each time the time, place, name or address changes. */
    sequence: sequenceSchema,
    ...nextEventSchema.pipe[0].entries,
    /** What to expect on the day: a few short paragraphs, shown on the event's page. */
    expect: v.pipe(
      v.array(textUpTo(400, 'keep each paragraph under 400')),
      v.minLength(1, 'Must say at least one thing to expect'),
      v.maxLength(6, 'Too many: keep it to 6 short paragraphs'),
    ),
    applications: v.optional(applicationsSchema),
    /** The edition's slug (content/editions.ts) the event becomes once held. */
    edition: v.optional(
      v.pipe(v.string(), v.regex(SLUG_PATTERN, 'Must be an edition slug such as "los-angeles-2027"')),
    ),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (event) => event.end > event.start, 'Must be after start'),
    ['end'],
  ),
  v.forward(
    v.partialCheck(
      [['start'], ['applications', 'closes']],
      (event) => event.applications === undefined || event.applications.closes < event.start,
      'Must be before the event starts (start)',
    ),
    ['applications', 'closes'],
  ),
)
export type UpcomingEvent = v.InferOutput<typeof upcomingEventSchema>

/** Where and when an edition was held. */
export const editionEventSchema = v.pipe(
  v.object({
    name: text,
    city: text,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    festival: text,
    venue: text,
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (event) => event.endDate >= event.startDate,
      'Must be on or after startDate',
    ),
    ['endDate'],
  ),
)
export type EditionEvent = v.InferOutput<typeof editionEventSchema>

export const quoteSchema = v.object({
  text: textUpTo(320, 'keep the quote under 320'),
  author: text,
  role: text,
})

export const siteSchema = v.object({
  name: text,
  siteUrl: v.pipe(
    httpsUrlSchema,
    v.check(
      (url) => new URL(url).origin === url,
      'Must be the bare origin, e.g. "https://culturecoded.example.com" (no path, no trailing slash)',
    ),
  ),
  description: textUpTo(160, 'search engines cut meta descriptions at about 160'),
  claim: textUpTo(140, 'keep the claim under 140'),
  promo: v.object({
    code: v.pipe(
      v.string(),
      v.regex(/^[A-Z0-9-]{4,32}$/, 'Must be 4 to 32 capital letters, digits or dashes, e.g. "CULTURECODED"'),
    ),
    toolName: text,
    toolUrl: httpsUrlSchema,
  }),
  discordUrl: httpsUrlSchema,
  organiser: v.object({ name: text, url: httpsUrlSchema }),
  heroVideo: v.object({
    provider: v.literal('youtube'),
    id: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{11}$/, 'Must be the 11-character YouTube video id from the watch URL'),
    ),
    title: text,
  }),
  images: v.object({
    navbar: brandImageRefSchema,
    heroBanner: brandImageRefSchema,
    poster: brandImageRefSchema,
    heroPoster: brandImageRefSchema,
  }),
})
export type Site = v.InferOutput<typeof siteSchema>

/** The eyebrow, heading and optional lede that open a section of the page. */
export const sectionHeaderSchema = v.object({
  eyebrow: textUpTo(40, 'the eyebrow is a one-line label; keep it under 40'),
  heading: textUpTo(60, 'keep headings under 60'),
  lede: v.optional(textUpTo(200, 'keep the lede to one or two sentences (under 200)')),
})
export type SectionHeader = v.InferOutput<typeof sectionHeaderSchema>

export const sectionHeadersSchema = v.object({
  timeline: sectionHeaderSchema,
  projects: sectionHeaderSchema,
  highlights: sectionHeaderSchema,
  numbers: sectionHeaderSchema,
  teams: sectionHeaderSchema,
  sponsors: sectionHeaderSchema,
})
export type SectionHeaders = v.InferOutput<typeof sectionHeadersSchema>

const privacyNoticePartSchema = v.object({
  heading: textUpTo(60, 'keep headings under 60'),
  paragraphs: v.pipe(
    v.array(textUpTo(600, 'split a paragraph over 600 into two')),
    v.minLength(1, 'Each part of the notice needs at least one paragraph'),
  ),
})

/** The privacy notice at /privacy: every part a visitor is owed is a required field. */
export const privacyNoticeSchema = v.object({
  version: isoDateSchema,
  signupNote: v.object({
    text: textUpTo(160, 'the note is one line under the sign-up form; keep it under 160'),
    linkText: textUpTo(40, 'keep the link under 40'),
  }),
  title: textUpTo(60, 'keep the title under 60'),
  description: textUpTo(160, 'search engines cut meta descriptions at about 160'),
  backLinkText: textUpTo(40, 'keep the link under 40'),
  updatedLabel: textUpTo(30, 'keep the label under 30'),
  intro: textUpTo(400, 'keep the introduction under 400'),
  parts: v.object({
    collected: privacyNoticePartSchema,
    purpose: privacyNoticePartSchema,
    retention: privacyNoticePartSchema,
    applications: privacyNoticePartSchema,
    erasure: privacyNoticePartSchema,
  }),
  contactEmail: emailSchema,
})
export type PrivacyNotice = v.InferOutput<typeof privacyNoticeSchema>

// ---------------------------------------------------------------------------
// Collections: rules that span entries. The spec's counts are asserted by tests,
// so an organiser can still add or drop an entry without a build error.
// ---------------------------------------------------------------------------

export const timelineStepsSchema = v.pipe(
  v.array(timelineStepSchema),
  uniqueBy<TimelineStep>('id'),
  uniqueBy<TimelineStep>('number'),
  v.rawCheck<TimelineStep[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    dataset.value.forEach((step, index) => {
      if (step.number === index + 1) return
      addIssue({
        input: step.number,
        message: `Steps must be listed in order: expected number ${index + 1} at this position but received ${step.number}`,
        path: [
          { type: 'array', origin: 'value', input: dataset.value, key: index, value: step },
          { type: 'object', origin: 'value', input: step, key: 'number', value: step.number },
        ],
      })
    })
  }),
)

export const featuredProjectsSchema = v.pipe(
  v.array(featuredProjectSchema),
  uniqueBy<FeaturedProject>('id'),
  v.rawCheck<FeaturedProject[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const projects = dataset.value
    projects.forEach((project, index) => {
      const shouldWin = index === 0
      if (Boolean(project.isWinner) === shouldWin && (!shouldWin || project.id === 1)) return
      addIssue({
        input: project.isWinner,
        message: shouldWin
          ? `The first project must be the winner with id 1 (isWinner: true); received id ${project.id}${project.isWinner ? '' : ' without isWinner'}`
          : `Only the first project${describeEntry(projects[0])} may be the winner`,
        path: [
          { type: 'array', origin: 'value', input: projects, key: index, value: project },
          { type: 'object', origin: 'value', input: project, key: 'isWinner', value: project.isWinner },
        ],
      })
    })
  }),
)

export const galleryItemsSchema = v.pipe(v.array(galleryItemSchema), uniqueBy<GalleryItem>('id'))

// Two names can make the same address ("Beat Buddy", "Beat-Buddy"), and a name can make none ("!!!").
const uniqueTeamSlugs = v.rawCheck<Team[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const teams = dataset.value
  const firstIndexBySlug = new Map<string, number>()
  teams.forEach((team, index) => {
    // A blank name is already reported as empty.
    if (team.slug === undefined && team.name.trim() === '') return
    const slug = teamSlug(team)
    const firstIndex = firstIndexBySlug.get(slug)
    if (slug !== '' && firstIndex === undefined) {
      firstIndexBySlug.set(slug, index)
      return
    }
    const key = team.slug === undefined ? 'name' : 'slug'
    addIssue({
      input: team[key],
      message:
        slug === ''
          ? 'Makes no page address: use letters or digits in the name, or set a `slug` such as "beat-buddy"'
          : `Makes the team page address teams/${slug}, already used by [${firstIndex}]${describeEntry(teams[firstIndex!])}: set a different \`slug\``,
      path: [
        { type: 'array', origin: 'value', input: teams, key: index, value: team },
        { type: 'object', origin: 'value', input: team, key, value: team[key] },
      ],
    })
  })
})

export const teamsSchema = v.pipe(
  v.array(teamSchema),
  uniqueBy<Team>('id'),
  uniqueBy<Team>('name'),
  uniqueTeamSlugs,
  teamPageRules,
)

export const statsSchema = v.pipe(v.array(statSchema), uniqueBy<Stat>('gradient'))

export const sponsorsSchema = v.pipe(
  v.array(sponsorSchema),
  uniqueBy<Sponsor>('name'),
  uniqueBy<Sponsor>('logo'),
)

/**
 * One buildathon of the series: where and when, its story, projects, highlights, numbers, teams
 * and sponsors. Each lives in content/editions/<slug>/, and the check names that folder's files.
 */
export const editionSchema = v.object({
  /** The address /editions/<slug>, and the name sign-ups record. */
  slug: v.pipe(
    v.string(),
    v.regex(SLUG_PATTERN, 'Must be a lower-case slug such as "san-francisco-2025" (its folder name)'),
    v.maxLength(
      EDITION_SLUG_MAX_LENGTH,
      `Must be at most ${EDITION_SLUG_MAX_LENGTH} characters: sign-ups record it, and the database keeps no longer`,
    ),
  ),
  event: editionEventSchema,
  /** The archive's line about the edition, and its page's description. */
  summary: textUpTo(160, 'it is the page’s description too, which search engines cut at about 160'),
  /** The archive's picture of the edition. */
  picture: imageRefSchema,
  quote: quoteSchema,
  sectionHeaders: sectionHeadersSchema,
  stats: statsSchema,
  timelineSteps: timelineStepsSchema,
  featuredProjects: featuredProjectsSchema,
  galleryItems: galleryItemsSchema,
  teams: teamsSchema,
  sponsors: sponsorsSchema,
})
export type Edition = v.InferOutput<typeof editionSchema>

const AT_LEAST_ONE_EDITION = 'The site needs at least one edition'

export const editionsSchema = v.pipe(
  v.array(editionSchema),
  v.minLength(1, AT_LEAST_ONE_EDITION),
  uniqueBy<Edition>('slug'),
)

/** The list's own rules alone (one slug each, at least one edition): the check names each edition's own files. */
export const editionListSchema = v.pipe(
  v.array(v.looseObject({ slug: v.string() })),
  v.minLength(1, AT_LEAST_ONE_EDITION),
  uniqueBy<{ slug: string }>('slug'),
)

export const upcomingEventsSchema = v.pipe(v.array(upcomingEventSchema), uniqueBy<UpcomingEvent>('id'))
