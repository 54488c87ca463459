// Sign-ups record which edition's page they were made on; the report can group by it.
import { describe, expect, it } from 'vitest'
import { editions } from '@content/editions.ts'
import { EDITION_SLUG_MAX_LENGTH } from '@content/slug.ts'
import { checkSignup, readSignupSubmission } from '~/signup/schema'
import { knownEdition } from '~/signup/signup.server'
import { buildReport, type ReportRow } from '../../cli/report'
import { renderTextReport } from '../../cli/text-report'
import { renderHtmlReport } from '../../cli/html-report'
import { parseReportOptions } from '../../cli/commands'

const NOW = new Date('2026-11-23T12:00:00Z')
const [first, second] = editions.map((edition) => edition.slug) as [string, string]

async function reportOf(rows: ReportRow[], byEdition = true) {
  return buildReport(
    (async function* pages() {
      yield rows
    })(),
    { now: NOW, byEdition },
  )
}

const row = (edition: string | null | undefined): ReportRow => ({
  created_at: new Date('2026-11-20T10:00:00Z'),
  suggested_festival: null,
  ...(edition !== undefined && { edition }),
})

describe('the edition a sign-up was made on', () => {
  it('is read from the form, the script path and the no-JavaScript post alike', () => {
    const form = new FormData()
    form.set('email', 'a@example.com')
    form.set('edition', second)
    const posted = readSignupSubmission(form as never).check
    const sent = checkSignup({ email: 'a@example.com', edition: second })
    for (const check of [posted, sent]) expect(check.ok && check.value.edition).toBe(second)
  })

  it('is dropped, not refused, when it is not a slug: the sign-up still goes through', () => {
    for (const edition of ['<script>', 'x'.repeat(300), 42, ['a', 'b'], '']) {
      const check = checkSignup({ email: 'a@example.com', edition })
      expect(check.ok, JSON.stringify(edition)).toBe(true)
      expect(check.ok && 'edition' in check.value, JSON.stringify(edition)).toBe(false)
    }
  })

  it('is kept up to the longest slug the database keeps, and dropped past it', () => {
    const longest = `a-${'b'.repeat(EDITION_SLUG_MAX_LENGTH - 2)}`
    const kept = checkSignup({ email: 'a@example.com', edition: longest })
    expect(kept.ok && kept.value.edition).toBe(longest)
    const tooLong = checkSignup({ email: 'a@example.com', edition: `${longest}b` })
    expect(tooLong.ok).toBe(true)
    expect(tooLong.ok && tooLong.value).not.toHaveProperty('edition')
  })

  it("is kept by the server only when it is one of the content's editions", () => {
    for (const slug of editions.map((edition) => edition.slug)) expect(knownEdition(slug)).toBe(slug)
    expect(knownEdition('atlantis-2031')).toBeUndefined()
    expect(knownEdition(undefined)).toBeUndefined()
  })
})

describe('npm run signups -- report --by edition', () => {
  it('counts the sign-ups per edition, most first, with the unrecorded ones apart', async () => {
    const report = await reportOf([row(first), row(second), row(second), row(null), row(second)])
    expect(report.editions).toEqual({
      recorded: true,
      groups: [
        { edition: second, count: 3 },
        { edition: first, count: 1 },
        { edition: null, count: 1 },
      ],
    })
    const text = renderTextReport(report)
    expect(text).toContain('By edition (the page the sign-up was made on):')
    expect(text).toContain(`  ${second}: 3 of 5 (60.0%)`)
    expect(text).toContain('  (none recorded): 1 of 5 (20.0%)')
  })

  it('says when the store does not record editions (before migration 0005)', async () => {
    const report = await reportOf([row(undefined), row(undefined)])
    expect(report.editions).toEqual({ recorded: false })
    expect(renderTextReport(report)).toContain('migration 0005 adds it')
    expect(renderHtmlReport(report)).toContain('migration 0005 adds it')
  })

  it('counts the sign-ups per edition in the HTML report too, one table row each, most first', async () => {
    const html = renderHtmlReport(
      await reportOf([row(first), row(second), row(second), row(null), row(second), row('<b>x</b>')]),
    )
    const table = html.slice(html.indexOf('Sign-ups per edition'))
    const cells = [
      ...table.matchAll(
        /<tr><td>([^<]*)<\/td><td class="number">(\d+)<\/td><td class="number">([\d.]+%)<\/td><\/tr>/g,
      ),
    ]
    expect(cells.map(([, edition, count, share]) => [edition, count, share])).toEqual([
      [second, '3', '50.0%'],
      ['&lt;b&gt;x&lt;/b&gt;', '1', '16.7%'],
      [first, '1', '16.7%'],
      ['(none recorded)', '1', '16.7%'],
    ])
  })

  it('leaves editions out of the report unless asked', async () => {
    const report = await reportOf([row(first)], false)
    expect(report).not.toHaveProperty('editions')
    expect(renderTextReport(report)).not.toContain('By edition')
  })

  it('takes --by edition and refuses any other grouping', () => {
    expect(parseReportOptions({ by: 'edition' })).toMatchObject({ name: 'report', by: 'edition' })
    expect(parseReportOptions({})).toMatchObject({ name: 'report', by: null })
    expect(parseReportOptions({ by: 'festival' })).toEqual({ problem: 'report takes --by edition' })
  })
})
