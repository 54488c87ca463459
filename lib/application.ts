// What an application holds, shared by the form's schema (app/applications/schema.ts), which checks
// it, the store (db/store/applications.server.ts), which keeps it, and the builder's page, which shows it.
export const EXPERIENCE_LEVELS = ['none', 'a_little', 'a_lot'] as const
export type Experience = (typeof EXPERIENCE_LEVELS)[number]

/** An application's answers, validated and the address normalised. */
export type ApplicationAnswers = {
  name: string
  email: string
  idea: string
  experience: Experience
  dreamFestival: string | null
  matchTeam: boolean
}

export const APPLICATION_STATUSES = [
  'pending',
  'accepted',
  'waitlisted',
  'declined',
  'confirmed',
  'released',
  'cancelled',
  'checked_in',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
/** Who made a change: the organiser (CLI), the builder (their signed link), the site (arrival, promotion). */
export type Actor = 'organiser' | 'builder' | 'site'
