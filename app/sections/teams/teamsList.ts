export const TEAMS_COLLAPSED_COUNT = 7
export const TEAM_DESCRIPTION_MAX_LENGTH = 160

/** Cuts a description to 160 characters and marks the cut with '...'. */
export function truncateDescription(text: string, maxLength = TEAM_DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= maxLength) return text
  return `${text.slice(0, maxLength).trimEnd()}...`
}

/** The grid shows 7 teams until the visitor asks for all; there is no way back (spec §4). */
export function visibleTeams<T>(teams: readonly T[], isExpanded: boolean): readonly T[] {
  return isExpanded ? teams : teams.slice(0, TEAMS_COLLAPSED_COUNT)
}
