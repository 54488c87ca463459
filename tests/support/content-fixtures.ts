// Content of the tests' own, for checks that must not depend on the sample an organiser ships.
import type { Team } from '../../content/schema.ts'
import { teamSlug } from '../../content/slug.ts'

/** A valid team with only the required fields. */
export function fixtureTeam(id: number, name = `Team ${id}`): Team {
  const slug = teamSlug({ name })
  return {
    id,
    name,
    description: `${name} turns a festival set into something fans can keep.`,
    image: 'placeholder',
    projectUrl: `https://${slug}.example.com`,
    contact: { email: `${slug}@example.com` },
  }
}

/** `count` valid teams, numbered from 1 in order. */
export const fixtureTeams = (count: number): Team[] =>
  Array.from({ length: count }, (_, index) => fixtureTeam(index + 1))
