import { featuredEdition } from '@content/editions.ts'

/** The event's dates as the poster draws them; they are written nowhere else, so its text alternative carries them. */
export function posterDates(): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(
    new Date(`${featuredEdition.event.startDate}T12:00:00Z`),
    new Date(`${featuredEdition.event.endDate}T12:00:00Z`),
  )
}
