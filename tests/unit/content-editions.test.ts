// The editions and the upcoming events: the shipped sample against the schemas, and the messages
// a broken edition gets, naming the edition, its file, the entry and the field.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  editionSchema,
  editions,
  editionsSchema,
  upcomingEvents,
  upcomingEventsSchema,
  type Edition,
  type UpcomingEvent,
} from '../../content/index.ts'
import { EDITION_SLUG_MAX_LENGTH, teamSlug } from '../../content/slug.ts'
import { contentIssues, EDITION_FILES, editionIssues } from '../../content/validate.ts'
import { fixtureTeam } from '../support/content-fixtures'

const copy = <T>(value: T): T => structuredClone(value)

// Two editions made from the first shipped one, each with teams of its own, to break below: the
// sample's own shape (how many editions, teams, events) is content.test.ts's to check.
const first: Edition = {
  ...copy(editions[0]!),
  teams: [fixtureTeam(1, 'Beat Buddy'), fixtureTeam(2, 'Encore Loop')],
}
const second: Edition = {
  ...copy(editions[0]!),
  slug: 'porto-2027',
  teams: [fixtureTeam(1, 'Fado Finder'), fixtureTeam(2, 'Tram Tunes'), fixtureTeam(3, 'Harbour Hum')],
}

describe('the editions', () => {
  it('pass the schemas, and the list of upcoming events too', () => {
    expect(v.safeParse(editionsSchema, editions).issues).toBeUndefined()
    expect(v.safeParse(upcomingEventsSchema, upcomingEvents).issues).toBeUndefined()
  })

  it('each live in a folder named by their slug, one file per list and edition.ts', () => {
    for (const edition of editions)
      for (const file of ['edition', ...Object.values(EDITION_FILES)])
        expect(
          existsSync(join('content', 'editions', edition.slug, `${file}.ts`)),
          `${edition.slug}/${file}`,
        ).toBe(true)
  })

  it('are added in as many files as content/README.md says, the ones it names', () => {
    const readme = readFileSync('content/README.md', 'utf8')
    const howTo = readme.slice(readme.indexOf('## Adding an edition'))
    const count = /An edition is \*\*(\w+) files in one new folder/.exec(howTo)?.[1]
    const editStep = howTo.slice(howTo.indexOf('\n2. '), howTo.indexOf('\n3. '))
    const named = [...editStep.matchAll(/`(\w+\.ts)`/g)].map(([, file]) => file).sort()
    const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
    for (const edition of editions) {
      const files = readdirSync(join('content', 'editions', edition.slug)).sort()
      expect(named, edition.slug).toEqual(files)
      expect(numbers.indexOf(count ?? ''), edition.slug).toBe(files.length)
    }
  })

  it('give every team a slug of its own within the edition', () => {
    for (const edition of editions) {
      const slugs = edition.teams.map(teamSlug)
      expect(new Set(slugs).size, edition.slug).toBe(slugs.length)
    }
  })

  it('list each upcoming event id once', () => {
    expect(new Set(upcomingEvents.map((event) => event.id)).size).toBe(upcomingEvents.length)
  })
})

describe('a broken edition', () => {
  it('is refused with the edition, the file, the entry and the field named', () => {
    const broken = copy(second)
    broken.teams[1] = { ...broken.teams[1]!, projectUrl: 'htp://x' }
    broken.event.endDate = '2020-01-01'
    expect(editionIssues(editionSchema, broken, 1)).toEqual([
      `content/editions/${second.slug}/edition.ts (edition "${second.slug}"): edition.event.endDate: Must be on or after startDate`,
      `content/editions/${second.slug}/teams.ts (edition "${second.slug}"): teams[1] ("${second.teams[1]!.name}") .projectUrl: Invalid URL: Expected a full https:// address but received "htp://x"`,
    ])
  })

  it('names a missing field of the edition itself', () => {
    const { summary: _dropped, ...withoutSummary } = copy(second)
    expect(editionIssues(editionSchema, withoutSummary, 1)).toEqual([
      `content/editions/${second.slug}/edition.ts (edition "${second.slug}"): edition.summary: Invalid key: Expected "summary" but received undefined`,
    ])
  })

  it('is named by its place in the list when its slug is broken', () => {
    const broken = { ...copy(second), slug: 'Lisbon 2026' }
    expect(editionIssues(editionSchema, broken, 1)[0]).toMatch(
      /^content\/editions\/Lisbon 2026\/edition\.ts \(edition "Lisbon 2026"\): edition\.slug: Must be a lower-case slug/,
    )
    expect(editionIssues(editionSchema, { ...broken, slug: 7 }, 1)[0]).toMatch(
      /^content\/editions\/editions\[1\]\/edition\.ts \(edition "editions\[1\]"\): edition\.slug: /,
    )
  })

  it('is refused with a slug longer than a sign-up can record', () => {
    const slug = `lisbon-${'x'.repeat(EDITION_SLUG_MAX_LENGTH)}`
    expect(editionIssues(editionSchema, { ...copy(second), slug }, 1)).toEqual([
      expect.stringMatching(
        new RegExp(`edition\\.slug: Must be at most ${EDITION_SLUG_MAX_LENGTH} characters`),
      ),
    ])
  })

  it('may not make two team pages at one address within the edition', () => {
    const broken = copy(second)
    broken.teams[2] = { ...broken.teams[2]!, name: `${second.teams[0]!.name}!` }
    expect(editionIssues(editionSchema, broken, 1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/editions/${second.slug}/teams\\.ts \\(edition "${second.slug}"\\): teams\\[2\\] .* \\.name: Makes the team page address teams/${teamSlug(second.teams[0]!)}, already used by \\[0\\]`,
        ),
      ),
    ])
  })

  it('may share team addresses with another edition: a page is /editions/<edition>/teams/<team>', () => {
    const withFirstEditionsTeam = copy(second)
    withFirstEditionsTeam.teams[0] = { ...withFirstEditionsTeam.teams[0]!, name: first.teams[0]!.name }
    expect(editionIssues(editionSchema, withFirstEditionsTeam, 1)).toEqual([])
  })

  it('may not take a slug another edition has', () => {
    expect(
      contentIssues('content/editions.ts', editionsSchema, [first, { ...second, slug: first.slug }]),
    ).toEqual([expect.stringMatching(/^content\/editions\.ts: editions\[1\] .*\.slug: Must be unique/)])
  })
})

describe('the upcoming events', () => {
  // An event of its own, since the sample may announce none.
  const event: UpcomingEvent = {
    id: 'porto-2027',
    sequence: 0,
    name: 'Culture Coded Porto: AI × Music Buildathon',
    city: 'Porto',
    venue: 'Armazém do Cais',
    start: '2027-06-12T10:00',
    end: '2027-06-12T19:00',
    timeZone: 'Europe/Lisbon',
    expect: ['A day of building with AI tools.'],
  }

  it('refuse a repeated id, a negative sequence and an end before the start', () => {
    const problems = contentIssues('content/upcoming.ts', upcomingEventsSchema, [
      event,
      { ...event, sequence: -1, end: event.start.replace(/T.*/, 'T00:00') },
    ])
    expect(problems).toEqual([
      expect.stringMatching(/^content\/upcoming\.ts: upcoming\[1\] .* \.sequence: Must be 0 or more/),
      expect.stringMatching(/^content\/upcoming\.ts: upcoming\[1\] .* \.end: Must be after start/),
      expect.stringMatching(/^content\/upcoming\.ts: upcoming\[1\] .* \.id: Must be unique/),
    ])
  })
})
