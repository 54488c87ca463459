import * as v from 'valibot'

// Turns valibot issues into lines an organiser can act on, naming file, entry and field:
// `content/editions/<slug>/teams.ts: teams[12] ("Beat Buddy") .projectUrl: Invalid URL: …`.

type UnknownRecord = Record<string, unknown>

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `content/editions/<slug>/teams.ts` → `teams`: the name the messages give the collection. */
export function collectionName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')
}

/** ` ("Beat Buddy")`, ` ("Team Formation")` or ` (id 4)`: how a person would find the entry. */
export function describeEntry(entry: unknown): string {
  if (!isRecord(entry)) return ''
  for (const key of ['name', 'title'] as const) {
    const label = entry[key]
    if (typeof label === 'string' && label.trim() !== '') return ` (${JSON.stringify(label)})`
  }
  const id = entry['id']
  if (typeof id === 'string' || typeof id === 'number') return ` (id ${JSON.stringify(id)})`
  return ''
}

function formatField(segments: readonly string[]): string {
  return segments.map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`)).join('')
}

function pathSegments(issue: v.BaseIssue<unknown>): string[] {
  const dotPath = v.getDotPath(issue)
  return dotPath === null || dotPath === '' ? [] : dotPath.split('.')
}

export function formatIssue(file: string, issue: v.BaseIssue<unknown>, data: unknown): string {
  return formatAt(file, collectionName(file), pathSegments(issue), issue.message, data)
}

function formatAt(
  file: string,
  collection: string,
  segments: readonly string[],
  message: string,
  data: unknown,
): string {
  const [first, ...rest] = segments

  if (Array.isArray(data) && first !== undefined && /^\d+$/.test(first)) {
    const entry = `${collection}[${first}]${describeEntry(data[Number(first)])}`
    const field = formatField(rest)
    return `${file}: ${entry}${field === '' ? '' : ` ${field}`}: ${message}`
  }
  return `${file}: ${collection}${formatField(segments)}: ${message}`
}

/** An edition's lists each have their own file in its folder; everything else is in edition.ts. */
export const EDITION_FILES: Readonly<Record<string, string>> = {
  timelineSteps: 'timeline',
  featuredProjects: 'projects',
  galleryItems: 'gallery',
  teams: 'teams',
  sponsors: 'sponsors',
}

/**
 * Every issue `schema` finds in one edition, each naming the edition, its file, the entry and the
 * field: `content/editions/lisbon-2026/teams.ts (edition "lisbon-2026"): teams[2] ("X") .name: …`.
 */
export function editionIssues(schema: v.GenericSchema, edition: unknown, index: number): string[] {
  const result = v.safeParse(schema, edition)
  if (result.success) return []
  const slug =
    isRecord(edition) && typeof edition['slug'] === 'string' && edition['slug'] !== ''
      ? edition['slug']
      : `editions[${index}]`
  return result.issues.map((issue) => {
    const [first, ...rest] = pathSegments(issue)
    const listFile = first === undefined ? undefined : EDITION_FILES[first]
    const fileName = listFile ?? 'edition'
    const file = `content/editions/${slug}/${fileName}.ts (edition ${JSON.stringify(slug)})`
    if (listFile === undefined || first === undefined)
      return formatAt(file, 'edition', pathSegments(issue), issue.message, edition)
    const list = isRecord(edition) ? edition[first] : undefined
    return formatAt(file, listFile, rest, issue.message, list)
  })
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

/** Every issue `schema` finds in one content file's data (not just the first), one line each. */
export function contentIssues(file: string, schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data)
  return result.success ? [] : result.issues.map((issue) => formatIssue(file, issue, data))
}

/**
 * Collection-level check: no two entries may share `key`. The issue points at
 * the later duplicate's field and names the entry it collides with.
 */
export function uniqueBy<TItem>(key: keyof TItem & string) {
  return v.rawCheck<TItem[]>(({ dataset, addIssue }) => {
    const items: unknown = dataset.value
    if (!Array.isArray(items)) return
    const firstIndexByValue = new Map<unknown, number>()
    items.forEach((item: unknown, index) => {
      if (!isRecord(item)) return
      const value = item[key]
      if (typeof value !== 'string' && typeof value !== 'number') return
      const firstIndex = firstIndexByValue.get(value)
      if (firstIndex === undefined) {
        firstIndexByValue.set(value, index)
        return
      }
      addIssue({
        input: value,
        message: `Must be unique: ${JSON.stringify(value)} is already used by [${firstIndex}]${describeEntry(items[firstIndex])}`,
        path: [
          { type: 'array', origin: 'value', input: items, key: index, value: item },
          { type: 'object', origin: 'value', input: item, key, value },
        ],
      })
    })
  })
}
