// The organisers' report, as data: sign-ups in total and per UTC day, how many came through the
// page without JavaScript, and the suggested festivals ranked. Built from pages of rows as they
// stream in, so memory grows with the days and spellings, not with the rows.
import { FestivalTally, type FestivalGroup } from './festivals.ts'
import { signupStatus, type SignupStatus } from './signup-status.ts'
import { DAY_MS } from '../lib/time.ts'

/** One stored sign-up as the report reads it; form_path exists once migration 0002 has run. */
export type ReportRow = {
  suggested_festival: string | null
  created_at: Date
  form_path?: string | null
  confirmed_at?: Date | null
  withdrawn_at?: Date | null
  /** Exists once migration 0005 has run. */
  edition?: string | null
}

export type DayCount = { day: string; count: number }

export type FormPaths =
  /** The store does not record how the form was sent (before migration 0002). */
  | { recorded: false }
  /** unknown: rows stored before the form path was recorded. */
  | { recorded: true; withJavaScript: number; withoutJavaScript: number; unknown: number }

export type EditionGroups =
  /** The store does not record the edition (before migration 0005). */
  | { recorded: false }
  /** Most sign-ups first; `edition: null` for sign-ups made on no edition's page or before it was recorded. */
  | { recorded: true; groups: { edition: string | null; count: number }[] }

export type Report = {
  generatedAt: string
  /** Sign-ups from the start of this UTC day on, or null for all of them. */
  since: string | null
  /** Days are UTC calendar days, whatever the time zone of the machine or the organiser. */
  dayBoundary: 'UTC'
  total: number
  perDay: DayCount[]
  formPaths: FormPaths
  /** Where each sign-up stands in the double opt-in; rows from before it count as confirmed. */
  statuses: Record<SignupStatus, number>
  festivals: { suggestedBy: number; share: number; ranked: FestivalGroup[] }
  /** With `--by edition`: the sign-ups per edition whose page they were made on. */
  editions?: EditionGroups
}

export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** Every UTC day from the first to the last, the empty ones as 0, so the chart shows gaps. */
export function fillDays(counts: ReadonlyMap<string, number>, from?: string): DayCount[] {
  const days = [...counts.keys()].sort()
  const first = from !== undefined && (days[0] === undefined || from < days[0]) ? from : days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return []
  const filled: DayCount[] = []
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    const day = utcDay(new Date(at))
    filled.push({ day, count: counts.get(day) ?? 0 })
  }
  return filled
}

export class ReportBuilder {
  private readonly perDay = new Map<string, number>()
  private readonly festivals = new FestivalTally()
  private total = 0
  private sawFormPath = false
  private withJavaScript = 0
  private withoutJavaScript = 0
  private readonly statuses: Record<SignupStatus, number> = { pending: 0, confirmed: 0, withdrawn: 0 }
  private sawEdition = false
  private readonly perEdition = new Map<string | null, number>()

  add(row: ReportRow): void {
    this.total += 1
    const day = utcDay(row.created_at)
    this.perDay.set(day, (this.perDay.get(day) ?? 0) + 1)
    this.festivals.add(row.suggested_festival)
    if ('form_path' in row) this.sawFormPath = true
    if (row.form_path === 'script') this.withJavaScript += 1
    if (row.form_path === 'no-script') this.withoutJavaScript += 1
    this.statuses[signupStatus(row)] += 1
    if ('edition' in row) this.sawEdition = true
    const edition = row.edition ?? null
    this.perEdition.set(edition, (this.perEdition.get(edition) ?? 0) + 1)
  }

  private editionGroups(): EditionGroups {
    if (!this.sawEdition && this.total > 0) return { recorded: false }
    const groups = [...this.perEdition].map(([edition, count]) => ({ edition, count }))
    // Most first; the unrecorded last among equals, then by name, so the order is stable.
    groups.sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.edition === null) - Number(b.edition === null) ||
        (a.edition ?? '').localeCompare(b.edition ?? ''),
    )
    return { recorded: true, groups }
  }

  build({ since, now, byEdition = false }: { since: Date | null; now: Date; byEdition?: boolean }): Report {
    const known = this.withJavaScript + this.withoutJavaScript
    return {
      generatedAt: now.toISOString(),
      since: since ? utcDay(since) : null,
      dayBoundary: 'UTC',
      total: this.total,
      perDay: fillDays(this.perDay, since ? utcDay(since) : undefined),
      // With no rows at all, "none came without JavaScript" is true whatever the schema.
      formPaths:
        this.sawFormPath || this.total === 0
          ? {
              recorded: true,
              withJavaScript: this.withJavaScript,
              withoutJavaScript: this.withoutJavaScript,
              unknown: this.total - known,
            }
          : { recorded: false },
      statuses: { ...this.statuses },
      festivals: {
        suggestedBy: this.festivals.suggestedBy,
        share: this.total === 0 ? 0 : this.festivals.suggestedBy / this.total,
        ranked: this.festivals.ranked(),
      },
      ...(byEdition && { editions: this.editionGroups() }),
    }
  }
}

export async function buildReport(
  pages: AsyncIterable<readonly ReportRow[]>,
  {
    since = null,
    now = new Date(),
    byEdition = false,
  }: { since?: Date | null; now?: Date; byEdition?: boolean } = {},
): Promise<Report> {
  const builder = new ReportBuilder()
  for await (const page of pages) for (const row of page) builder.add(row)
  return builder.build({ since, now, byEdition })
}
