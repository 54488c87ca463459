// How the server's log lines name a thrown value: its name and message on one line, never its
// stack or its cause, which can quote a row and so a visitor's address.
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
