// Types for scripts/server/encoding.mjs.
export const COMPRESSIBLE: RegExp
export function pickEncoding(acceptEncoding?: string): 'br' | 'gzip' | null
