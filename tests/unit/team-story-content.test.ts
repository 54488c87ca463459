import { describe, expect, it } from 'vitest'
import { teamsSchema, type Team } from '../../content/schema.ts'
import { editions } from '../../content/editions.ts'
import { contentIssues } from '../../content/validate.ts'
import { fixtureTeam } from '../support/content-fixtures'

const FILE = 'content/editions/sample/teams.ts'
const OPTIONAL_FIELDS = [
  'story',
  'members',
  'pictures',
  'placement',
  'prize',
  'builtWith',
  'demoUrl',
  'codeUrl',
] as const

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
    {
      name: 'Inês Carvalho',
      role: 'Producer',
      picture: { src: 'teams/members/ines-carvalho.svg', alt: 'Drawn portrait of Inês Carvalho' },
    },
    {
      name: 'Tomás Reis',
      role: 'Prompt lead',
      picture: { src: 'teams/members/tomas-reis.svg', alt: 'Drawn portrait of Tomás Reis' },
    },
  ],
  pictures: [
    {
      src: 'teams/screens/fado-finder-suggestion.svg',
      alt: 'Fado Finder suggesting a fado house for a wistful mood',
    },
  ],
  placement: 'winner',
  prize: 'Winner of the Lisbon edition, and a place in the festival’s own app.',
  builtWith: ['Vibeloom', 'Claude'],
  demoUrl: 'https://fado-finder.example.com/demo',
  codeUrl: 'https://code.example.com/fado-finder',
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
    team.members = [team.members[0]!, { ...team.members[1]!, name: 'Rae Quinn', role: '' }]
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${FILE}: teams[0] ("${team.name}") .members[1].role: Must not be empty`,
    ])
  })

  it('refuses more than six members', () => {
    const team = structuredClone(full)
    team.members = Array.from({ length: 7 }, (_, index) => ({
      name: `Member ${index + 1}`,
      role: 'Engineer',
      picture: { src: `teams/members/member-${index + 1}.svg`, alt: `Drawn portrait of member ${index + 1}` },
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

describe("the content check's rules for a team page", () => {
  const where = `${FILE}: teams[0] ("${full.name}")`

  it('refuses a story part that repeats a sentence of the description, naming both fields', () => {
    const team = structuredClone(full)
    team.description = 'Picks a fado house for your mood. Tonight it plays you a short playlist on the way.'
    team.story.whatItDoes = 'It is simple. Tonight it plays you a short playlist on the way.'
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${where} .story.whatItDoes: Repeats "tonight it plays you a short playlist on the way" from .description: each part of the page should say something new`,
    ])
  })

  it('refuses a short sentence said twice, whatever its case and punctuation', () => {
    const team = structuredClone(full)
    team.story.whatsNext = 'Three fado houses will list their line-ups. It is for everyone!'
    team.story.howTheyBuiltIt = 'They prompted a model. it is for everyone.'
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${where} .story.whatsNext: Repeats "it is for everyone" from .story.howTheyBuiltIt: each part of the page should say something new`,
    ])
  })

  it('accepts parts that share a few words but no sentence', () => {
    const team = structuredClone(full)
    team.story.whatsNext = 'The fado houses nearby will list their singers.'
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([])
  })

  it('refuses a member without a picture, naming the member and the field', () => {
    const team = structuredClone(full)
    delete team.members[1]!.picture
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${where} .members[1].picture: Needs a picture: every member shows one on the team page, e.g. picture: { src: "teams/members/tomas-reis.svg", alt: "Drawn portrait of Tomás Reis" }`,
    ])
  })

  it('refuses a member picture without an alt, naming the field', () => {
    const team = structuredClone(full)
    team.members[0]!.picture = { src: 'teams/members/ines-carvalho.svg', alt: '' }
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${where} .members[0].picture.alt: Must not be empty`,
      `${where} .members[0].picture.alt: Too short: say what the picture shows, e.g. "Crowd cheering at the main stage"`,
    ])
  })

  it('refuses a winner without a prize, and takes a finalist without one', () => {
    const winner: Team = structuredClone(full)
    delete winner.prize
    expect(contentIssues(FILE, teamsSchema, [winner])).toEqual([
      `${where} .prize: Needs a prize: a winner’s page calls out what it won`,
    ])
    expect(contentIssues(FILE, teamsSchema, [{ ...winner, placement: 'finalist' }])).toEqual([])
  })

  it('refuses a tool listed twice and a demo address that is not https', () => {
    const team = {
      ...structuredClone(full),
      builtWith: ['Claude', 'claude'],
      demoUrl: 'http://demo.example.com',
    }
    expect(contentIssues(FILE, teamsSchema, [team])).toEqual([
      `${where} .demoUrl: Invalid URL: Expected a full https:// address but received "http://demo.example.com"`,
      `${where} .builtWith[1]: Listed twice: "claude"`,
    ])
  })
})
