// The bench's budgets of issue 73 (docs/decisions/0088-taps-part-for-part-and-pages-as-a-ratio.md):
// each tap judged against the floor carrying its react-aria part, a page's main-thread work as a
// ratio to the floor's, and the split of a page's work into its content and its scripts.
import { describe, expect, it } from 'vitest'
import { budgetTable } from '../../tools/bench/budget'
import { INTERACTIONS, type Interaction } from '../../tools/bench/interactions'
import { BUDGETS, jsSplit, judgePage, judgeSplit, judgeTaps, type PageRun } from '../../tools/bench/judge'
import { PART_FLOORS, PARTS, TAP_PARTS, type Part, type TapName } from '../../tools/bench/tap-parts'

/** Each part's floor in one run, each a different figure, so a row's floor says which judged it. */
const FLOORS: Record<Part, number[]> = {
  button: [56, 60, 64],
  modal: [140, 150, 160],
  toast: [84, 90, 96],
  radio: [66, 70, 74],
}
const floorMs = (part: Part) => FLOORS[part][1]!
/** The first tap the bench's table gives each part. */
const tapOf = (part: Part): TapName =>
  (Object.keys(TAP_PARTS) as TapName[]).find((name) => TAP_PARTS[name] === part)!
const thrice = (ms: number) => [ms, ms, ms]
const judged = (part: Part, siteMs: number, floors: Partial<Record<Part, number[]>> = FLOORS) =>
  judgeTaps('INP: ', [{ name: tapOf(part), part, site: thrice(siteMs) }], floors, 'Drawn: ').find(
    (row) => row.name === `INP: ${tapOf(part)}`,
  )!

describe('taps judged part for part', () => {
  it('names a tap of every part in its table, and every measured tap, and nothing else', () => {
    expect(new Set(Object.values(TAP_PARTS))).toEqual(new Set(PARTS))
    expect(INTERACTIONS.map(({ name }) => name).sort()).toEqual(Object.keys(TAP_PARTS).sort())
  })

  it('judges the modal, toast, radio and button taps each against the floor carrying that part', () => {
    expect(tapOf('modal')).toBe('Highlights: open a dialog')
    expect(tapOf('toast')).toBe('Sign-up: submit (invalid email)')
    expect(tapOf('radio')).toBe('Highlights filter "Mentors"')
    expect(tapOf('button')).toBe('Highlights "Show All"')
    for (const part of PARTS)
      expect(judged(part, floorMs(part))).toMatchObject({
        floor: floorMs(part),
        budget: floorMs(part) + BUDGETS.tapAboveFloorMs,
        rule: `the ${part} floor + 30 ms, at most 200 ms`,
      })
  })

  it("passes a tap at its part's floor + 30 ms and misses it 1 ms past, for every part", () => {
    for (const part of PARTS) {
      expect(judged(part, floorMs(part) + 30).ok).toBe(true)
      expect(judged(part, floorMs(part) + 31).ok).toBe(false)
    }
    // 180 ms is within the modal's floor (150) + 30 but far past the Button's (60).
    expect(judged('modal', 180).ok).toBe(true)
    expect(judged('modal', 180, { ...FLOORS, modal: FLOORS.button }).ok).toBe(false)
  })

  it("never passes a tap over 200 ms, however slow its part's floor", () => {
    const slow = { ...FLOORS, modal: thrice(190) }
    expect(judged('modal', 200, slow)).toMatchObject({ budget: 200, ok: true })
    expect(judged('modal', 201, slow)).toMatchObject({ budget: 200, ok: false })
  })

  it("judges a tap's answer, drawn after its paint, against the same part's floor", () => {
    const rows = judgeTaps(
      'INP: ',
      [
        { name: 'dialog', part: 'modal', site: thrice(100), answer: thrice(180) },
        { name: 'submit', part: 'toast', site: thrice(100), answer: thrice(121) },
      ],
      FLOORS,
      'Drawn: ',
    )
    expect(rows.find((row) => row.name === 'Drawn: dialog')).toMatchObject({ floor: 150, ok: true })
    expect(rows.find((row) => row.name === 'Drawn: submit')).toMatchObject({ floor: 90, ok: false })
  })

  it("prints each part's floor for reference beside the Button's, judged by nothing", () => {
    const rows = judgeTaps('INP: ', [], FLOORS, 'Drawn: ')
    for (const part of PARTS) {
      const floor = rows.find((row) => row.name === `INP: ${PART_FLOORS[part].name}, every round`)!
      expect(floor).toMatchObject({ value: floorMs(part), ok: true })
      expect(floor).not.toHaveProperty('budget')
      expect(floor.floor).toBe(part === 'button' ? undefined : floorMs('button'))
    }
  })

  it('gives no tap a part the table does not', () => {
    // @ts-expect-error a tap whose name is not a row of TAP_PARTS has no part, so it does not compile
    const untabled: Interaction = { name: 'A new tap', section: 'page', target: (page) => page.locator('a') }
    expect(Object.keys(TAP_PARTS)).not.toContain(untabled.name)
  })
})

const run = (mainThreadWorkMs: number): PageRun => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  mainThreadWorkMs,
  scriptEvaluationMs: 200,
  mainCpuMs: 100,
  benchmarkIndex: 2000,
})
const work = (site: number, floor: number) =>
  judgePage('/', [run(site)], [run(floor)]).find((row) => row.name === '/: main-thread work')!

describe("a page's main-thread work as a ratio to the floor's", () => {
  it("passes at twice the floor's work and misses 1 ms past, whatever the host's speed", () => {
    expect(work(1000, 500)).toMatchObject({ budget: 1000, ok: true })
    expect(work(1001, 500).ok).toBe(false)
    // A host twice as slow doubles both: the same page still passes.
    expect(work(2000, 1000).ok).toBe(true)
    expect(work(2131, 567)).toMatchObject({ ok: false, rule: "2x the floor's; now 3.76x" })
  })

  it('keeps script evaluation a reference row', () => {
    const row = judgePage('/', [run(900)], [run(500)]).find((r) => r.name === '/: script evaluation')!
    expect(row).toMatchObject({ value: 200, floor: 200, ok: true })
    expect(row).not.toHaveProperty('budget')
  })
})

describe("the split of a page's work, with JavaScript and without", () => {
  it('gives content as the median load without JavaScript and scripts as the medians’ difference', () => {
    expect(jsSplit({ on: [1100, 1047, 990], off: [760, 780, 900] })).toEqual({
      all: 1047,
      content: 780,
      scripts: 267,
    })
  })

  it("prints the page's split beside the floor's, for reference only", () => {
    const rows = judgeSplit('home (/)', { on: [1047], off: [780] }, { on: [418], off: [99] })
    expect(rows.map(({ value, floor, ok }) => ({ value, floor, ok }))).toEqual([
      { value: 1047, floor: 418, ok: true },
      { value: 780, floor: 99, ok: true },
      { value: 267, floor: 319, ok: true },
    ])
    expect(budgetTable(rows)).toMatch(
      /\| home \(\/\): of them scripts, JS on - off \(CDP\) +\| 267 ms +\| 319 ms +\| - +\| reference \|/,
    )
  })
})
