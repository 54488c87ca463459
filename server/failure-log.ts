// What the server logs about a request: one bounded line an operator can act on. The path only,
// never the query or the body, which can carry a visitor's address; a client choosing a long path
// or method must not be able to grow the log by more than a line's worth.
import type { IncomingMessage } from 'node:http'

const MAX_PATH_CHARS = 200
const MAX_METHOD_CHARS = 16
export const MAX_LOG_LINE_CHARS = 1000

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

// An error message can quote the URL it failed on; its query goes too.
const withoutQueries = (text: string) => text.replace(/\?[^\s"'<>)]*/g, '?…')

export function describeFailure(method: string | undefined, url: string | undefined, error: unknown): string {
  const pathname = cut((url ?? '/').split('?')[0] ?? '/', MAX_PATH_CHARS)
  const where =
    error instanceof Error
      ? error.stack
          ?.split('\n')
          .find((line) => /^\s+at /.test(line))
          ?.trim()
      : undefined
  const what = withoutQueries(
    (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s*\n\s*/g, ' '),
  )
  const line = `[server] ${cut(String(method), MAX_METHOD_CHARS)} ${pathname} failed: ${what}${where ? ` (${where})` : ''}`
  return cut(line, MAX_LOG_LINE_CHARS)
}

export function logFailure(req: IncomingMessage, error: unknown): void {
  console.error(describeFailure(req.method, req.url, error))
}
