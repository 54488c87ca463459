// How the server's log lines name a thrown value: its name and message, so each failure stays one
// line; a bug's stack is logged where it is caught (signup.server.ts).
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
