// A sign-up is three short fields, so a server-function body over a few kilobytes is abuse.
// The declared Content-Length is checked first (cheap), then the bytes are counted, because a
// chunked body declares nothing. Only web APIs here: this runs as request middleware.
import { plainText } from './httpRules'

export const SERVER_FN_BODY_LIMIT_BYTES = 8 * 1024

// No `Connection: close`: once this is sent, the Node server reads and drops the rest of the body
// for a while, so a client still sending gets the answer on a connection it can reuse.
export function payloadTooLarge(): Response {
  return plainText(413, 'Payload Too Large')
}

/**
 * True when the body is over `limitBytes`. Reads a clone and stops one chunk past the limit, so
 * little is ever buffered and, under the limit, the original stays readable.
 */
export async function isBodyTooLarge(request: Request, limitBytes: number): Promise<boolean> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(/^\d+$/.test(declared) && Number(declared) <= limitBytes)) return true
  if (request.body === null) return false
  const reader = request.clone().body?.getReader()
  if (!reader) return false
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    received += value.byteLength
    if (received > limitBytes) {
      // A clone is one branch of a tee: cancelling settles only once both branches are
      // cancelled, so neither is awaited.
      reader.cancel().catch(() => {})
      request.body.cancel().catch(() => {})
      return true
    }
  }
}
