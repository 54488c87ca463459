import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  featuredProjectsSchema,
  galleryItemsSchema,
  galleryItems as sampleGalleryItems,
  privacyNoticeSchema,
  privacyNotice,
  sectionHeadersSchema,
  sectionHeaders,
  siteSchema,
  site,
  teamsSchema,
  teams as sampleTeams,
  timelineStepsSchema,
  type FeaturedProject,
  type GalleryItem,
  type ImageRef,
  type TimelineStep,
} from '../../content/index.ts'
import { contentIssues } from '../../content/validate.ts'
import { checkContent, contentProblems } from '../../content/check.ts'
import { fixtureTeams } from '../support/content-fixtures'

/** The problems the content check reports for this data, one per line; a failure if it accepts it. */
function rejection(file: string, schema: Parameters<typeof contentIssues>[1], data: unknown): string {
  const issues = contentIssues(file, schema, data)
  if (issues.length === 0) throw new Error('expected the content to be rejected')
  return issues.join('\n')
}

const copy = <T>(value: T): T => structuredClone(value)

// Lists of our own, numbered from 1 in order, to break one field at a time: the sample may have
// any number of entries, and its counts are content.test.ts's to check.
const teams = fixtureTeams(13)

const featuredProjects: FeaturedProject[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  name: `Project ${index + 1}`,
  tagline: 'An app made in one day',
  description: 'Built by first-time builders without writing code, and shown on the festival stage.',
  image: { src: `projects/project-${index + 1}.svg`, alt: `The home screen of project ${index + 1}` },
  isWinner: index === 0,
}))

const timelineSteps: TimelineStep[] = Array.from({ length: 3 }, (_, index) => {
  const number = index + 1
  const galleryImages: ImageRef[] = Array.from({ length: 3 }, (_, image) => ({
    src: `timeline/step-${number}-${image + 1}.svg`,
    alt: `Builders at work during step ${number}, picture ${image + 1}`,
  }))
  return {
    id: `step-${number}`,
    number,
    title: `Step ${number}`,
    subtitle: 'What happened on the way to the stage',
    label: `Step ${number}`,
    description: 'Teams met, built and shipped. Then they showed the festival what they made.',
    heroImage: copy(galleryImages[0]!),
    galleryImages,
  }
})

// A mentor last, so the entry that repeats the first id is named by its name.
const galleryItems: GalleryItem[] = [
  {
    id: 1,
    type: 'image',
    category: 'photos',
    src: 'gallery/stage.svg',
    alt: 'Crowd cheering at the main stage',
  },
  {
    id: 2,
    type: 'image',
    category: 'judges',
    src: 'gallery/judge.svg',
    alt: 'A judge at the demo table',
    name: 'Ada Park',
  },
  {
    id: 3,
    type: 'image',
    category: 'mentors',
    src: 'gallery/mentor.svg',
    alt: 'A mentor pointing at a laptop',
    name: 'Rae Quinn',
  },
]

describe('the content check', () => {
  it('accepts the shipped content as it is', () => {
    expect(contentProblems()).toEqual([])
    expect(() => checkContent()).not.toThrow()
  })

  it('accepts the lists the tests below break', () => {
    expect(contentIssues('content/teams.ts', teamsSchema, teams)).toEqual([])
    expect(contentIssues('content/projects.ts', featuredProjectsSchema, featuredProjects)).toEqual([])
    expect(contentIssues('content/timeline.ts', timelineStepsSchema, timelineSteps)).toEqual([])
    expect(contentIssues('content/gallery.ts', galleryItemsSchema, galleryItems)).toEqual([])
  })

  it('checks without changing anything, because the browser gets the data as written', () => {
    for (const [schema, data] of [
      [teamsSchema, sampleTeams],
      [galleryItemsSchema, sampleGalleryItems],
      [siteSchema, site],
    ] as const) {
      expect(v.parse(schema, copy(data))).toEqual(data)
    }
  })

  it('rejects text with a stray space instead of trimming it', () => {
    const data = copy(teams)
    const name = ` ${teams[0]!.name}`
    data[0] = { ...data[0]!, name }
    expect(rejection('content/teams.ts', teamsSchema, data)).toBe(
      `content/teams.ts: teams[0] ("${name}") .name: Must not start or end with a space`,
    )
  })

  it('rejects a team with a bad URL, naming the file, the entry and the field', () => {
    const data = copy(teams)
    data[12] = { ...data[12]!, projectUrl: 'htp://x' }
    expect(rejection('content/teams.ts', teamsSchema, data)).toBe(
      `content/teams.ts: teams[12] ("${teams[12]!.name}") .projectUrl: Invalid URL: Expected a full https:// address but received "htp://x"`,
    )
  })

  it('reports every problem in a file, one line each', () => {
    const data = copy(teams)
    data[0] = { ...data[0]!, name: '  ' }
    data[3] = { ...data[3]!, image: 'teams/Logo.GIF', contact: { email: 'not-an-email' } }
    const lines = rejection('content/teams.ts', teamsSchema, data).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^content\/teams\.ts: teams\[0\] \(id 1\) \.name: Must not be empty$/)
    const entry = `content/teams.ts: teams[3] ("${teams[3]!.name}")`
    expect(lines[1]).toContain(`${entry} .image: Invalid image: Expected "placeholder" or a lower-case path`)
    expect(lines[2]).toContain(`${entry} .contact.email: Invalid email`)
  })

  it('rejects a duplicate team id and points at the entry it collides with', () => {
    const data = copy(teams)
    data[5] = { ...data[5]!, id: 2 }
    expect(rejection('content/teams.ts', teamsSchema, data)).toBe(
      `content/teams.ts: teams[5] ("${teams[5]!.name}") .id: Must be unique: 2 is already used by [1] ("${teams[1]!.name}")`,
    )
  })

  it('rejects a duplicate gallery id', () => {
    const data = copy(galleryItems)
    const last = data.length - 1
    data[last] = { ...data[last]!, id: data[0]!.id }
    expect(rejection('content/gallery.ts', galleryItemsSchema, data)).toMatch(
      new RegExp(`^content/gallery\\.ts: gallery\\[${last}\\] \\("[^"]+"\\) \\.id: Must be unique`),
    )
  })

  it('rejects a judge without a name', () => {
    const data = copy(galleryItems) as Record<string, unknown>[]
    const index = data.findIndex((item) => item['category'] === 'judges')
    delete data[index]!['name']
    expect(rejection('content/gallery.ts', galleryItemsSchema, data)).toMatch(
      new RegExp(`^content/gallery\\.ts: gallery\\[${index}\\] \\(id \\d+\\) \\.name: Invalid key`),
    )
  })

  it('rejects alt text that only repeats the file name', () => {
    const data = copy(featuredProjects)
    data[2]!.image.alt = 'encore-loop.svg'
    expect(rejection('content/projects.ts', featuredProjectsSchema, data)).toContain(
      `content/projects.ts: projects[2] ("${featuredProjects[2]!.name}") .image.alt: Not a description`,
    )
  })

  it('rejects a timeline step whose hero image is not its first gallery image', () => {
    const data = copy(timelineSteps)
    data[1]!.heroImage = copy(data[1]!.galleryImages[2]!)
    expect(rejection('content/timeline.ts', timelineStepsSchema, data)).toContain(
      `content/timeline.ts: timeline[1] ("${timelineSteps[1]!.title}") .heroImage: Must be the same image (src and alt) as galleryImages[0]`,
    )
  })

  it('rejects steps listed out of order', () => {
    const data = copy(timelineSteps).reverse()
    expect(rejection('content/timeline.ts', timelineStepsSchema, data)).toContain(
      `timeline[0] ("${timelineSteps.at(-1)!.title}") .number: Steps must be listed in order`,
    )
  })

  it('rejects a second winner', () => {
    const data = copy(featuredProjects)
    data[4]!.isWinner = true
    expect(rejection('content/projects.ts', featuredProjectsSchema, data)).toContain(
      `content/projects.ts: projects[4] ("${featuredProjects[4]!.name}") .isWinner: Only the first project`,
    )
  })

  it('rejects a winner that is not listed first', () => {
    const data = copy(featuredProjects).reverse()
    expect(rejection('content/projects.ts', featuredProjectsSchema, data)).toContain(
      `projects[0] ("${featuredProjects.at(-1)!.name}") .isWinner: The first project must be the winner`,
    )
  })

  it('names the section and the field of a section header', () => {
    const data = copy(sectionHeaders)
    data.numbers = { ...data.numbers, heading: '' }
    expect(rejection('content/sections.ts', sectionHeadersSchema, data)).toBe(
      'content/sections.ts: sections.numbers.heading: Must not be empty',
    )
  })

  it('refuses a privacy notice that leaves out how long addresses are kept', () => {
    const { retention: _dropped, ...parts } = copy(privacyNotice.parts)
    expect(rejection('content/privacy.ts', privacyNoticeSchema, { ...privacyNotice, parts })).toBe(
      'content/privacy.ts: privacy.parts.retention: Invalid key: Expected "retention" but received undefined',
    )
  })

  it('names the field inside the site settings', () => {
    const data = copy(site)
    data.heroVideo.id = 'https://youtu.be/abc'
    const lines = rejection('content/site.ts', siteSchema, data).split('\n')
    expect(lines).toEqual([
      'content/site.ts: site.heroVideo.id: Must be the 11-character YouTube video id from the watch URL',
    ])
  })

  it('refuses a site picture outside content/images/brand, whose list is the only one a first screen loads', () => {
    const data = copy(site)
    data.images.heroPoster.src = 'gallery/stage.webp'
    expect(rejection('content/site.ts', siteSchema, data)).toMatch(
      /^content\/site\.ts: site\.images\.heroPoster\.src: Invalid image path: the site's own pictures live in content\/images\/brand\//,
    )
  })
})
