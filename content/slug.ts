/** A slug as the content writes it: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The longest edition slug a sign-up can record (db/migrations/0005_signup_edition.sql). */
export const EDITION_SLUG_MAX_LENGTH = 64

/**
 * A team's page address (`/editions/<edition>/teams/<slug>`): its `slug` when the content sets one (to keep an old
 * address after a rename), otherwise made from its name. No schema here: the browser imports it.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function teamSlug(team: { name: string; slug?: string }): string {
  return team.slug ?? slugify(team.name)
}

/** An edition's page. */
export function editionPath(editionSlug: string): string {
  return `/editions/${editionSlug}`
}

/** A team's page, inside its edition's. */
export function teamPath(editionSlug: string, team: { name: string; slug?: string }): string {
  return `${editionPath(editionSlug)}/teams/${teamSlug(team)}`
}

/** An announced buildathon's page, by the id its calendar entry keeps. */
export function eventPath(eventId: string): string {
  return `/events/${eventId}`
}

/** The seat draws an event published, as JSON: the seeds and the ids each ran on. */
export function drawsPath(eventId: string): string {
  return `/draws/${eventId}.json`
}
