import { describe, expect, it } from 'vitest'
import {
  editions,
  FEATURED_EDITION_SLUG,
  STAT_GRADIENTS,
  featuredProjects,
  galleryItems,
  PRIVACY_NOTICE_VERSION,
  privacyNotice,
  sectionHeaders,
  featuredEdition,
  site,
  sponsors,
  stats,
  teams,
  timelineSteps,
  upcomingEvents,
  type GalleryItem,
} from '../../content/index.ts'
import { editionsNewestFirst } from '../../content/editions.ts'

const people = galleryItems.filter(
  (item): item is Extract<GalleryItem, { name: string }> => item.category !== 'photos',
)
const platformSponsor = sponsors.find((sponsor) => sponsor.name === site.promo.toolName)

// The one place that holds the sample to the spec's counts (spec §2, §3, §9), for the edition `/`
// shows. Behaviour tests take their counts from content/, so an organiser who replaces the sample
// updates this test alone.
it('the featured edition has the counts the spec fixes', () => {
  const inCategory = (category: GalleryItem['category']) =>
    galleryItems.filter((item) => item.category === category).length
  const inTier = (tier: string) => sponsors.filter((sponsor) => sponsor.tier === tier).length
  expect({
    imagesPerStep: timelineSteps.map((step) => step.galleryImages.length),
    projectIds: featuredProjects.map((project) => project.id),
    gallery: { photos: inCategory('photos'), judges: inCategory('judges'), mentors: inCategory('mentors') },
    teamIds: teams.map((team) => team.id),
    stats: stats.length,
    sponsors: { primary: inTier('primary'), secondary: inTier('secondary'), partners: inTier('partner') },
  }).toEqual({
    imagesPerStep: [5, 5, 1, 6, 6],
    projectIds: [1, 2, 3, 4, 5, 6, 7],
    gallery: { photos: 20, judges: 8, mentors: 21 },
    teamIds: Array.from({ length: 36 }, (_, index) => index + 1),
    stats: 5,
    sponsors: { primary: 2, secondary: 2, partners: 4 },
  })
})

describe('editions', () => {
  it('ship San Francisco, featured on `/`, and a smaller second edition after it', () => {
    const [sanFrancisco, second] = editions as [(typeof editions)[0], (typeof editions)[0]]
    expect(editions).toHaveLength(2)
    expect(FEATURED_EDITION_SLUG).toBe(sanFrancisco.slug)
    expect(featuredEdition).toBe(sanFrancisco)
    expect(second.event.startDate > sanFrancisco.event.endDate).toBe(true)
    expect(editionsNewestFirst.map((edition) => edition.slug)).toEqual([second.slug, sanFrancisco.slug])
    expect(second.teams.length).toBeLessThan(sanFrancisco.teams.length)
    expect(second.featuredProjects.length).toBeLessThan(sanFrancisco.featuredProjects.length)
  })

  it('announce at least one upcoming event, so the sign-up card and the calendar feed have one to show', () => {
    expect(upcomingEvents.length).toBeGreaterThan(0)
  })
})

describe('timeline', () => {
  it('names the steps as the spec does, numbered 1 to 5 in order', () => {
    expect(timelineSteps.map(({ number, id, title }) => [number, id, title])).toEqual([
      [1, 'team-formation', 'Team Formation'],
      [2, 'buildathon', 'The Buildathon'],
      [3, 'demo-day', 'Demo Day Brunch'],
      [4, 'outside-lands', 'Outside Lands'],
      [5, 'awards', 'Awards'],
    ])
  })

  it('uses the first gallery image of each step as its hero image', () => {
    for (const step of timelineSteps) expect(step.heroImage).toEqual(step.galleryImages[0])
  })

  it('tells each step in two to four sentences', () => {
    for (const step of timelineSteps) {
      const sentences = step.description.split(/(?<=[.!?])\s+/).length
      expect(sentences, step.id).toBeGreaterThanOrEqual(2)
      expect(sentences, step.id).toBeLessThanOrEqual(4)
    }
  })

  it('tells the gist of each step', () => {
    const [formation, buildathon, demoDay, festival, awards] = timelineSteps.map((step) => step.description)
    expect(formation).toMatch(/matching platform/)
    expect(formation).toMatch(/Hundreds/)
    expect(buildathon).toMatch(/under four hours/)
    expect(demoDay).toMatch(/week/)
    expect(demoDay).toMatch(/brunch/)
    expect(demoDay).toMatch(/live band/)
    expect(festival).toMatch(/official app/)
    expect(festival).toMatch(/free tickets/)
    expect(awards).toMatch(/champion/)
    expect(awards).toMatch(/meetings, partnerships/)
  })
})

describe('featured projects', () => {
  it('marks project 1, and only project 1, as the winner', () => {
    expect(featuredProjects.filter((project) => project.isWinner).map((project) => project.id)).toEqual([1])
    expect(featuredProjects[0]?.isWinner).toBe(true)
  })

  it('covers the seven purposes of the spec in order', () => {
    const purposes = [
      /brand/i,
      /scheduler.*pre-listening playlist/i,
      /fan-conversion funnel/i,
      /sound engineer.*mixing consoles/i,
      /photobooth/i,
      /memory-based audio transformer/i,
      /voice and music visualizer.*AI images/i,
    ]
    featuredProjects.forEach((project, index) =>
      expect(project.description).toMatch(purposes[index] as RegExp),
    )
  })

  it('gives at least two projects an extra note', () => {
    expect(featuredProjects.filter((project) => project.addedInfo).length).toBeGreaterThanOrEqual(2)
  })

  // A phone has no pointer to hover with, and a keyboard none at all (WCAG 2.5 and 2.1).
  it.each(editionsNewestFirst.map((edition) => [edition.slug, edition] as const))(
    "asks %s's visitors to choose a project in words that fit a tap and the keyboard, not a mouse only",
    (_, edition) => {
      expect(edition.sectionHeaders.projects.lede ?? '').not.toMatch(/\b(point at|hover)/i)
    },
  )
})

describe('event highlights gallery', () => {
  it('gives every item a unique numeric id', () => {
    const ids = galleryItems.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names every judge and mentor, each once', () => {
    for (const person of people) expect(person.name.trim()).not.toBe('')
    expect(new Set(people.map((person) => person.name)).size).toBe(people.length)
  })

  it('gives at least half of the judges and mentors a short bio, and leaves some without', () => {
    const withBio = people.filter((person) => person.bio)
    expect(withBio.length).toBeGreaterThanOrEqual(people.length / 2)
    expect(withBio.length).toBeLessThan(people.length)
    for (const person of withBio) expect(person.bio?.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(2)
  })
})

describe('teams', () => {
  it("ships a team with every optional field and one with none, which the team pages' browser tests show", () => {
    const allTeams = editions.flatMap((edition) => edition.teams)
    expect(
      allTeams.find((team) => team.story && team.members && team.pictures && team.placement),
    ).toBeDefined()
    expect(
      allTeams.find((team) => !team.story && !team.members && !team.pictures && !team.placement),
    ).toBeDefined()
  })

  it('has at least six descriptions over 160 characters, to show the cut', () => {
    expect(teams.filter((team) => team.description.length > 160).length).toBeGreaterThanOrEqual(6)
  })

  it('mixes short descriptions in with the long ones', () => {
    expect(teams.filter((team) => team.description.length < 70).length).toBeGreaterThanOrEqual(4)
  })

  it('leaves three or four teams on the placeholder logo', () => {
    const placeholders = teams.filter((team) => team.image === 'placeholder').length
    expect(placeholders).toBeGreaterThanOrEqual(3)
    expect(placeholders).toBeLessThanOrEqual(4)
  })

  it('links only to example domains and example.com addresses', () => {
    for (const team of teams) {
      expect(new URL(team.projectUrl).hostname).toMatch(/(^|\.)example\.(com|org)$/)
      expect(team.contact.email).toMatch(/@example\.com$/)
    }
  })
})

describe('by the numbers', () => {
  it('lists the five stats of the spec verbatim', () => {
    expect(stats.map((stat) => [stat.number, stat.label.replace(/\n/g, ' ')])).toEqual([
      ['100+', 'dreamers teamed up'],
      ['38', 'projects in one day'],
      ['9', 'high profile judges'],
      ['200K+', 'festival fans'],
      ['1', 'culture building moment'],
    ])
  })

  it('gives each stat its own gradient token', () => {
    const gradients = stats.map((stat) => stat.gradient)
    expect(new Set(gradients).size).toBe(stats.length)
    for (const gradient of gradients) expect(STAT_GRADIENTS).toContain(gradient)
  })
})

describe('sponsors', () => {
  it('counts the AI app-building tool of the promo code among the primary sponsors', () => {
    expect(platformSponsor?.tier).toBe('primary')
    expect(new URL(site.promo.toolUrl).hostname).toBe(
      new URL(platformSponsor?.url ?? 'https://missing.invalid').hostname,
    )
  })
})

describe('site', () => {
  it('attributes the closing quote to a mentor at the platform sponsor', () => {
    const { quote } = featuredEdition
    const mentor = people.find((person) => person.name === quote.author)
    expect(mentor?.category).toBe('mentors')
    expect(quote.role).toContain(platformSponsor?.name)
  })

  it('claims 100+ people went from idea to festival-ready app without code', () => {
    expect(site.description).toMatch(/100\+ people/)
    expect(site.description).toMatch(/idea to festival-ready app/)
    expect(site.description).toMatch(/no code/)
  })

  it('places the event in San Francisco at Outside Lands', () => {
    expect(site.name).toBe('Culture Coded')
    expect(site.siteUrl).toBe('https://culturecoded.example.com')
    expect(featuredEdition.event).toMatchObject({ city: 'San Francisco', festival: 'Outside Lands' })
    expect(featuredEdition.event.startDate <= featuredEdition.event.endDate).toBe(true)
  })

  it('embeds a YouTube video by its 11-character id', () => {
    expect(site.heroVideo.provider).toBe('youtube')
    expect(site.heroVideo.id).toMatch(/^[A-Za-z0-9_-]{11}$/)
  })
})

describe('section headers', () => {
  it('heads the timeline and the sponsors with the words of the spec', () => {
    expect(sectionHeaders.timeline.heading).toBe('Culture Coded, Live at Outside Lands')
    expect(sectionHeaders.timeline.lede).toBe("Here's how AI vibe-coding hit the main stage:")
    expect(sectionHeaders.sponsors.heading).toBe('Backed by Builders, Powered by Legends')
    expect(sectionHeaders.sponsors.lede).toMatch(/thank/i)
  })

  it('names the other sections as the spec lists them', () => {
    expect(
      [sectionHeaders.projects, sectionHeaders.highlights, sectionHeaders.numbers, sectionHeaders.teams].map(
        (header) => header.heading,
      ),
    ).toEqual(['Featured Projects', 'Event Highlights', 'By The Numbers', 'Meet The Teams'])
  })

  it("counts the teams in the teams eyebrow from the edition's teams.ts", () => {
    expect(sectionHeaders.teams.eyebrow).toBe(`${teams.length} teams, one day`)
  })
})

describe('privacy notice', () => {
  const notice = [
    privacyNotice.intro,
    ...Object.values(privacyNotice.parts).flatMap((part) => [part.heading, ...part.paragraphs]),
  ].join('\n')

  it('carries the date of its last change as the version each sign-up records', () => {
    expect(privacyNotice.version).toBe(PRIVACY_NOTICE_VERSION)
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`).toISOString()).toContain(PRIVACY_NOTICE_VERSION)
  })

  it('says what is collected: the email address and the optional festival suggestion', () => {
    const collected = privacyNotice.parts.collected.paragraphs.join(' ')
    expect(collected).toMatch(/email address/i)
    expect(collected).toMatch(/festival/i)
    expect(collected).toMatch(/optional/i)
  })

  it('says why, for how long, and whom to ask for erasure', () => {
    expect(privacyNotice.parts.purpose.paragraphs.join(' ')).toMatch(/buildathon/i)
    expect(privacyNotice.parts.retention.paragraphs.join(' ')).toMatch(/until|years?|months?/i)
    expect(privacyNotice.parts.erasure.paragraphs.join(' ')).toMatch(/erase/i)
    expect(privacyNotice.contactEmail).toMatch(/@/)
    expect(notice).toContain(site.organiser.name)
  })

  it('tells under the sign-up form what the address is used for', () => {
    expect(privacyNotice.signupNote.text).toMatch(/address/i)
  })
})
