// The organisers' report (`npm run signups -- report`): its rules, without a database.
import { afterEach, describe, expect, it } from 'vitest'
import { barLength, CHART_WIDTH, renderDayChart } from '../../cli/chart'
import { festivalKey, rankFestivals } from '../../cli/festivals'
import { renderHtmlReport } from '../../cli/html-report'
import { progress } from '../../cli/progress'
import { buildReport, type ReportRow } from '../../cli/report'
import { printable, renderTextReport } from '../../cli/text-report'
import { parseReportOptions } from '../../cli/commands'

const NOW = new Date('2026-11-23T12:00:00Z')

async function reportOf(rows: ReportRow[], since: Date | null = null) {
  return buildReport(
    (async function* pages() {
      yield rows
    })(),
    { since, now: NOW },
  )
}

const at = (iso: string, suggested_festival: string | null = null): ReportRow => ({
  created_at: new Date(iso),
  suggested_festival,
})

describe('festival grouping', () => {
  it('folds case and spaces: "Coachella", "coachella", "COACHELLA " and "Coach ella" are one festival', () => {
    expect(new Set(['Coachella', 'coachella', 'COACHELLA ', '  Coach ella'].map(festivalKey)).size).toBe(1)
  })

  it('folds accents: "Sónar" and "Sonar" are one festival', () => {
    expect(festivalKey('Sónar')).toBe(festivalKey('Sonar'))
    expect(festivalKey('Roskilde Festivål')).toBe(festivalKey('roskilde festival'))
  })

  it('folds punctuation: "Rock-am-Ring", "Rock am Ring!" and "rock.am.ring" are one festival', () => {
    expect(new Set(['Rock-am-Ring', 'Rock am Ring!', 'rock.am.ring'].map(festivalKey)).size).toBe(1)
  })

  it('ignores a trailing year: "Coachella 2026" and "Coachella (2025)" join "Coachella"', () => {
    expect(festivalKey('Coachella 2026')).toBe(festivalKey('Coachella'))
    expect(festivalKey('Coachella (2025)')).toBe(festivalKey('Coachella'))
  })

  it('names a festival by a spelling without the year when spellings are equally common', () => {
    expect(rankFestivals(['Coachella 2026', 'coachella 2025', 'Coachella'])[0]?.name).toBe('Coachella')
  })

  it('keeps a year that is the whole name or not at the end', () => {
    expect(festivalKey('2026')).toBe('2026')
    expect(festivalKey('Woodstock 1969 Revival')).not.toBe(festivalKey('Woodstock Revival'))
  })

  it('keeps different festivals apart, even when one name starts another', () => {
    const keys = [
      'Coachella',
      'Glastonbury',
      'Primavera Sound',
      'Primavera Sound Porto',
      'Lollapalooza Berlin',
      'Lollapalooza Chile',
    ].map(festivalKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('ranks by how many asked, shows each festival by its most common spelling, and lists the spellings', () => {
    const ranked = rankFestivals([
      'Coachella 2026',
      'coachella',
      'Glastonbury',
      'COACHELLA',
      'coachella',
      null,
      'glastonbury',
    ])
    expect(ranked).toEqual([
      {
        name: 'coachella',
        count: 4,
        spellings: [
          { spelling: 'coachella', count: 2 },
          { spelling: 'COACHELLA', count: 1 },
          { spelling: 'Coachella 2026', count: 1 },
        ],
      },
      {
        name: 'Glastonbury',
        count: 2,
        spellings: [
          { spelling: 'Glastonbury', count: 1 },
          { spelling: 'glastonbury', count: 1 },
        ],
      },
    ])
  })
})

describe('per-day counts', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'counts by UTC day whatever the machine time zone (TZ=%s)',
    async (zone) => {
      process.env.TZ = zone
      const report = await reportOf([
        at('2026-03-01T23:30:00-05:00'), // 04:30 UTC on 2 March
        at('2026-03-02T00:30:00+02:00'), // 22:30 UTC on 1 March
        at('2026-03-02T23:59:59.999Z'),
        at('2026-03-03T00:00:00Z'),
      ])
      expect(report.dayBoundary).toBe('UTC')
      expect(report.perDay).toEqual([
        { day: '2026-03-01', count: 1 },
        { day: '2026-03-02', count: 2 },
        { day: '2026-03-03', count: 1 },
      ])
    },
  )

  it('shows the days without sign-ups as 0, from --since on', async () => {
    const report = await reportOf(
      [at('2026-03-03T10:00:00Z'), at('2026-03-05T10:00:00Z')],
      new Date('2026-03-02T00:00:00Z'),
    )
    expect(report.perDay.map((day) => day.count)).toEqual([0, 1, 0, 1])
    expect(report.since).toBe('2026-03-02')
  })

  it('counts the share of sign-ups that suggested a festival', async () => {
    const report = await reportOf([
      at('2026-03-01T00:00:00Z', 'Coachella'),
      at('2026-03-01T00:00:00Z'),
      at('2026-03-01T00:00:00Z'),
      at('2026-03-01T00:00:00Z', 'Sonar'),
    ])
    expect(report.festivals).toMatchObject({ suggestedBy: 2, share: 0.5 })
  })
})

describe('sign-ups without JavaScript', () => {
  it('says unknown when the store does not record the form path', async () => {
    const report = await reportOf([at('2026-03-01T00:00:00Z')])
    expect(report.formPaths).toEqual({ recorded: false })
    expect(renderTextReport(report)).toMatch(/Without JavaScript: unknown/)
  })

  it('counts no-script sign-ups, and the older rows stored before the path was recorded', async () => {
    const report = await reportOf([
      { ...at('2026-03-01T00:00:00Z'), form_path: 'no-script' },
      { ...at('2026-03-01T00:00:00Z'), form_path: 'script' },
      { ...at('2026-03-01T00:00:00Z'), form_path: 'script' },
      { ...at('2026-03-01T00:00:00Z'), form_path: null },
    ])
    expect(report.formPaths).toEqual({ recorded: true, withJavaScript: 2, withoutJavaScript: 1, unknown: 1 })
    expect(renderTextReport(report)).toContain(
      'Without JavaScript: 1 of 4 (25.0%); 1 stored before the form path was recorded',
    )
  })
})

describe('the terminal chart', () => {
  it('says so when there are no days to chart', () => {
    expect(renderDayChart([])).toBe('(no sign-ups, so no days to chart)\n')
  })

  it('draws one day as one full-width bar', () => {
    expect(renderDayChart([{ day: '2026-03-01', count: 7 }])).toBe(
      `2026-03-01 |${'#'.repeat(CHART_WIDTH)}| 7\n`,
    )
  })

  it('draws many days scaled to the busiest, in plain ASCII, one line per day', () => {
    const days = Array.from({ length: 60 }, (_, index) => ({
      day: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      count: index === 30 ? 1000 : index % 3,
    }))
    const lines = renderDayChart(days).trimEnd().split('\n')
    expect(lines).toHaveLength(60)
    expect(lines[30]).toBe(`2026-01-31 |${'#'.repeat(CHART_WIDTH)}| 1000`)
    expect(lines[0]).toBe(`2026-01-01 |${' '.repeat(CHART_WIDTH)}|    0`)
    expect(lines[1], 'a day with a sign-up always shows a bar').toBe(
      `2026-01-02 |#${' '.repeat(CHART_WIDTH - 1)}|    1`,
    )
    expect(renderDayChart(days)).toMatch(/^[\x20-\x7e\n]*$/)
  })

  it('never draws a bar longer than the width', () => {
    expect(barLength(5, 5)).toBe(CHART_WIDTH)
    expect(barLength(0, 5)).toBe(0)
    expect(barLength(1, 1_000_000)).toBe(1)
  })
})

describe('the HTML report', () => {
  const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>&'`

  it('escapes every stored string, so a festival name cannot add markup', async () => {
    const report = await reportOf([
      at('2026-03-01T00:00:00Z', HOSTILE),
      at('2026-03-01T00:00:00Z', `${HOSTILE} 2026`),
    ])
    const html = renderHtmlReport(report)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;&#39;',
    )
  })

  it('is one page that fetches nothing: no script, no external reference, a policy forbidding requests', async () => {
    const html = renderHtmlReport(await reportOf([at('2026-03-01T00:00:00Z', 'Coachella')]))
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`)
    expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import|src=/i)
    expect(html.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg'])
    expect(html).toContain('<svg')
    expect(html).toContain('@media print')
  })

  it('draws one bar per UTC day, each titled with its day and count', async () => {
    const html = renderHtmlReport(
      await reportOf([at('2026-03-01T10:00:00Z'), at('2026-03-03T10:00:00Z'), at('2026-03-03T11:00:00Z')]),
    )
    expect(html.match(/<rect /g)).toHaveLength(3)
    expect(html).toContain('<title>2026-03-03: 2</title>')
  })
})

describe('terminal output', () => {
  it('shows a festival name with control characters replaced, so it cannot drive the terminal', () => {
    expect(printable('Sonar\u001b[2J\u202Eevil')).toBe('Sonar\uFFFD[2J\uFFFDevil')
  })
})

describe('report options', () => {
  it('reads --since as the start of a UTC day', () => {
    expect(parseReportOptions({ since: '2026-11-01' })).toMatchObject({
      since: new Date('2026-11-01T00:00:00Z'),
    })
  })

  it.each(['2026-13-01', '1 Nov', '2026-11-31', '2026-11-01T10:00'])('refuses --since %j', (since) => {
    expect(parseReportOptions({ since })).toEqual({ problem: expect.stringContaining('--since') })
  })
})

describe('progress on stderr', () => {
  it('shows progress past 10,000 rows when stderr is a terminal, and clears it at the end', () => {
    const written: string[] = []
    const shown = progress({ isTTY: true, write: (text: string) => written.push(text) })
    shown.update(10_000)
    expect(written).toEqual([])
    shown.update(11_000)
    shown.done()
    expect(written[0]).toBe('\rRead 11,000 sign-ups...')
    expect(written.at(-1)).toMatch(/^\r +\r$/)
  })

  it('writes nothing when stderr is not a terminal', () => {
    const written: string[] = []
    const shown = progress({ isTTY: false, write: (text: string) => written.push(text) })
    shown.update(50_000)
    shown.done()
    expect(written).toEqual([])
  })
})
