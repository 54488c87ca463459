/**
 * A team without a logo yet shows the placeholder icon. Apart from schema.ts, so the browser can
 * read it without the schemas.
 */
export const TEAM_IMAGE_PLACEHOLDER = 'placeholder'
