import * as v from 'valibot'
import type { Team } from './schema.ts'

// The rules a team page needs that span its fields: each part says something new, every member
// has a face, a winner says what it won. Apart from schema.ts to keep that file to the shapes.

/** Words shared in a row this long read as the same sentence said twice. */
export const REPEAT_RUN_WORDS = 6

const TEXT_FIELDS = [
  ['description'],
  ['story', 'whatItDoes'],
  ['story', 'howTheyBuiltIt'],
  ['story', 'whatsNext'],
  ['prize'],
] as const

function fieldText(team: Team, path: readonly string[]): string | undefined {
  const value = path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
    team,
  )
  return typeof value === 'string' ? value : undefined
}

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  )
}

/** "Tomás Reis" → "tomas-reis": a name as the image paths allow it. */
function fileName(name: string): string {
  return words(name.normalize('NFD').replace(/\p{M}/gu, '')).join('-').replace(/'/g, '')
}

function sentences(text: string): string[] {
  return text
    .split(/[.!?]+/)
    .map((sentence) => words(sentence).join(' '))
    .filter((sentence) => sentence.split(' ').length >= 3)
}

/** The longest run of words `later` shares with `earlier` (at least REPEAT_RUN_WORDS long), or a whole sentence of it. */
export function repeatedText(earlier: string, later: string): string | undefined {
  const a = words(earlier)
  const b = words(later)
  let best: string[] = []
  for (let i = 0; i < b.length; i++)
    for (let j = 0; j < a.length; j++) {
      let length = 0
      while (i + length < b.length && j + length < a.length && b[i + length] === a[j + length]) length++
      if (length > best.length) best = b.slice(i, i + length)
    }
  if (best.length >= REPEAT_RUN_WORDS) return best.join(' ')
  const earlierSentences = new Set(sentences(earlier))
  return sentences(later).find((sentence) => earlierSentences.has(sentence))
}

type Issue = { message: string; path: readonly (string | number)[] }

/** What one team's page would lack or say twice, each with the field it is about. */
export function teamPageIssues(team: Team): Issue[] {
  const issues: Issue[] = []
  const present = TEXT_FIELDS.flatMap((path) => {
    const text = fieldText(team, path)
    return text === undefined ? [] : [{ path, text }]
  })
  present.forEach((later, index) => {
    for (const earlier of present.slice(0, index)) {
      const repeat = repeatedText(earlier.text, later.text)
      if (repeat === undefined) continue
      issues.push({
        message: `Repeats "${repeat}" from .${earlier.path.join('.')}: each part of the page should say something new`,
        path: later.path,
      })
      return
    }
  })
  team.members?.forEach((member, index) => {
    if (member.picture) return
    issues.push({
      message: `Needs a picture: every member shows one on the team page, e.g. picture: { src: "teams/members/${fileName(member.name)}.svg", alt: "Drawn portrait of ${member.name}" }`,
      path: ['members', index, 'picture'],
    })
  })
  if (team.placement === 'winner' && team.prize === undefined)
    issues.push({ message: 'Needs a prize: a winner’s page calls out what it won', path: ['prize'] })
  const seenTags = new Set<string>()
  team.builtWith?.forEach((tag, index) => {
    if (seenTags.has(tag.toLowerCase()))
      issues.push({ message: `Listed twice: "${tag}"`, path: ['builtWith', index] })
    seenTags.add(tag.toLowerCase())
  })
  return issues
}

/** The teams list's check: every team's page issues, each pointed at its entry and field. */
export const teamPageRules = v.rawCheck<Team[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const teams = dataset.value
  teams.forEach((team, index) => {
    for (const issue of teamPageIssues(team)) {
      let input: unknown = team
      const path: NonNullable<v.IssuePathItem>[] = [
        { type: 'array', origin: 'value', input: teams, key: index, value: team },
      ]
      for (const key of issue.path) {
        const parent = input
        input = (parent as Record<string | number, unknown>)[key]
        path.push(
          typeof key === 'number'
            ? { type: 'array', origin: 'value', input: parent as unknown[], key, value: input }
            : {
                type: 'object',
                origin: 'value',
                input: parent as Record<string, unknown>,
                key,
                value: input,
              },
        )
      }
      addIssue({ input, message: issue.message, path: path as [v.IssuePathItem, ...v.IssuePathItem[]] })
    }
  })
})
