import { describe, expect, it } from 'vitest'
import { teams } from '@content/featured.ts'
import { featuredEdition } from '@content/editions.ts'
import { editionSchema } from '@content/schema.ts'
import { editionIssues } from '@content/validate.ts'
import { slugify, teamSlug } from '@content/slug.ts'
import { fixtureTeams } from '../support/content-fixtures'

// Teams of our own for the edition to refuse: the sample may ship any number of teams.
const fixture = fixtureTeams(10)

describe('team page addresses', () => {
  it('gives every team a unique, lower-case slug', () => {
    const slugs = teams.map(teamSlug)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(slugs).size).toBe(teams.length)
  })

  it('makes the same slug from the same name on every run, so shared links keep working', () => {
    expect(slugify('Encore Loop')).toBe('encore-loop')
    expect(slugify('Soundcheck AI')).toBe('soundcheck-ai')
    expect(slugify('  Café Ünder & Over!! ')).toBe('cafe-under-and-over')
  })

  it('keeps an address set in the content after the team is renamed', () => {
    expect(teamSlug({ name: 'Encore Loop 2', slug: 'encore-loop' })).toBe('encore-loop')
  })

  it('rejects two names that make the same address, naming the entry it collides with', () => {
    const data = structuredClone(fixture)
    const taken = fixture[2]!
    // The same words in capitals and joined by hyphens make the same address.
    const name = teamSlug(taken).toUpperCase()
    data[9] = { ...data[9]!, name }
    const { slug } = featuredEdition
    expect(editionIssues(editionSchema, { ...featuredEdition, teams: data }, 0)).toEqual([
      `content/editions/${slug}/teams.ts (edition "${slug}"): teams[9] ("${name}") .name: Makes the team page address teams/${teamSlug(taken)}, already used by [2] ("${taken.name}"): set a different \`slug\``,
    ])
  })

  it('rejects a name that makes no address', () => {
    const data = structuredClone(fixture)
    data[4] = { ...data[4]!, name: '♪♪♪' }
    const { slug } = featuredEdition
    expect(editionIssues(editionSchema, { ...featuredEdition, teams: data }, 0)).toEqual([
      `content/editions/${slug}/teams.ts (edition "${slug}"): teams[4] ("♪♪♪") .name: Makes no page address: use letters or digits in the name, or set a \`slug\` such as "beat-buddy"`,
    ])
  })
})
