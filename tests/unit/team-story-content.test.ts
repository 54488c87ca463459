import { describe, expect, it } from 'vitest'
import { teamsSchema, type Team } from '../../content/schema.ts'
import { editions } from '../../content/editions.ts'
import { contentIssues } from '../../content/validate.ts'
import { fixtureTeam } from '../support/content-fixtures'

const FILE = 'content/editions/sample/teams.ts'
const OPTIONAL_FIELDS = ['story', 'members', 'pictures', 'placement'] as const

// A team of our own with every optional field set, whatever teams the sample ships.
const full: Team & Required<Pick<Team, (typeof OPTIONAL_FIELDS)[number]>> = {
  ...fixtureTeam(1, 'Fado Finder'),
  story: {
    whatItDoes:
      'Tell it how you feel and it names a fado house nearby where tonight’s singer fits that mood.',
    howTheyBuiltIt: 'A language model matched moods to reviews the team translated from Portuguese.',
    whatsNext: 'Three fado houses will list their weekly line-ups directly.',
  },
  members: [
    { name: 'Inês Carvalho', role: 'Producer' },
    { name: 'Tomás Reis', role: 'Prompt lead' },
  ],
  pictures: [
    { src: 'projects/fado-finder.svg', alt: 'Fado Finder suggesting a fado house for a wistful mood' },
  ],
  placement: 'winner',
}

function withoutOptionalFields(team: Team): Team {
  const minimal: Record<string, unknown> = { ...team }
  for (const field of OPTIONAL_FIELDS) delete minimal[field]
  return minimal as Team
}

describe("a team's story, members, pictures and placement", () => {
  it('accepts a team with every optional field', () => {
    expect(contentIssues(FILE, teamsSchema, [structuredClone(full)])).toEqual([])
  })

  it('accepts a team with only the required fields', () => {
    expect(contentIssues(FILE, teamsSchema, [withoutOptionalFields(full)])).toEqual([])
  })

  it('refuses a member without a role, naming the team, the member and the field', () => {
    const team = structuredClone(full)
    team.members = [team.members[0]!, { name: 'Rae Quinn', role: '' }]
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${FILE}: teams[0] ("${team.name}") .members[1].role: Must not be empty`,
    ])
  })

  it('refuses more than six members', () => {
    const team = structuredClone(full)
    team.members = Array.from({ length: 7 }, (_, index) => ({
      name: `Member ${index + 1}`,
      role: 'Engineer',
    }))
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${FILE}: teams[0] ("${team.name}") .members: Too many members: 7, a team has at most 6`,
    ])
  })

  it('refuses a placement other than winner or finalist, naming the field', () => {
    const team = { ...structuredClone(full), placement: 'champion' }
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${FILE}: teams[0] ("${team.name}") .placement: Invalid placement: Expected "winner" or "finalist" but received "champion"`,
    ])
  })

  it('refuses a picture without a real description, naming the field', () => {
    const team = structuredClone(full)
    team.pictures = [{ src: team.pictures[0]!.src, alt: 'screenshot' }]
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${FILE}: teams[0] ("${team.name}") .pictures[0].alt: Not a description: say what the picture shows instead of "screenshot"`,
    ])
  })

  it("gives the featured projects' teams the placement their project has", () => {
    for (const edition of editions)
      for (const project of edition.featuredProjects) {
        const team = edition.teams.find((candidate) => candidate.name === project.name)
        if (team) expect(team.placement).toBe(project.isWinner ? 'winner' : 'finalist')
      }
  })
})
