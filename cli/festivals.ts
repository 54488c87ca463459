// Suggested festivals, grouped so that one festival typed many ways counts as one: case, spaces,
// accents and punctuation are folded and a trailing year is ignored ("Coachella 2026",
// "coachella", "COACHELLA " are one). Each group is shown by its most common spelling.

export type FestivalSpelling = { spelling: string; count: number }

export type FestivalGroup = { name: string; count: number; spellings: FestivalSpelling[] }

const YEAR = /^(?:19|20)\d\d$/
const COMBINING_MARKS = /\p{M}/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u

function foldedWords(suggestion: string): string[] {
  const folded = suggestion.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase()
  return folded.split(NOT_LETTER_OR_DIGIT).filter((word) => word !== '')
}

function endsWithYear(words: readonly string[]): boolean {
  const last = words.at(-1)
  return words.length > 1 && last !== undefined && YEAR.test(last)
}

/** The grouping key: letters and digits only, accents and case folded, a trailing year dropped. */
export function festivalKey(suggestion: string): string {
  const words = foldedWords(suggestion)
  if (endsWithYear(words)) words.pop()
  // A suggestion of punctuation alone keeps its own spelling as its key rather than joining others.
  return words.length > 0 ? words.join('') : suggestion.trim()
}

/** Counts suggestions as they stream in; memory grows with the distinct spellings, not the rows. */
export class FestivalTally {
  private readonly groups = new Map<string, Map<string, number>>()
  suggestedBy = 0

  add(suggestion: string | null): void {
    if (suggestion === null || suggestion.trim() === '') return
    this.suggestedBy += 1
    const key = festivalKey(suggestion)
    let spellings = this.groups.get(key)
    if (!spellings) {
      spellings = new Map()
      this.groups.set(key, spellings)
    }
    spellings.set(suggestion, (spellings.get(suggestion) ?? 0) + 1)
  }

  /** Most asked-for first; a tie is ordered by name so the ranking is the same on every run. */
  ranked(): FestivalGroup[] {
    const groups = [...this.groups.values()].map((spellings): FestivalGroup => {
      // Between equally common spellings the one without a year names the festival, then the
      // one seen first (Map order is first-seen order and the sort is stable).
      const sorted = [...spellings].map(([spelling, count]) => ({ spelling, count }))
      const yearLast = (spelling: string): number => Number(endsWithYear(foldedWords(spelling)))
      sorted.sort((a, b) => b.count - a.count || yearLast(a.spelling) - yearLast(b.spelling))
      const count = sorted.reduce((sum, spelling) => sum + spelling.count, 0)
      return { name: sorted[0]?.spelling ?? '', count, spellings: sorted }
    })
    return groups.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
  }
}

export function rankFestivals(suggestions: Iterable<string | null>): FestivalGroup[] {
  const tally = new FestivalTally()
  for (const suggestion of suggestions) tally.add(suggestion)
  return tally.ranked()
}
