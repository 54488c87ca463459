// The edition `/` shows. Change this one line to feature another (its slug in content/editions.ts).
export const FEATURED_EDITION_SLUG = 'san-francisco-2025'
