// Types for scripts/server/failure-log.mjs.
import type { IncomingMessage } from 'node:http'

export const MAX_LOG_LINE_CHARS: number
export function describeFailure(method: string | undefined, url: string | undefined, error: unknown): string
export function logFailure(req: IncomingMessage, error: unknown): void
