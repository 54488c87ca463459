// Lengths of time the site, the server and the CLI count in. No imports, so Node runs it from source.
export const MINUTE_MS = 60_000
export const DAY_MS = 86_400_000
export const DAY_SECONDS = DAY_MS / 1000
