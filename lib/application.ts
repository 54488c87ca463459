// What an application holds, shared by the form's schema (app/applications/schema.ts), which checks
// it, and the store (db/store/applications.server.ts), which keeps it.
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
