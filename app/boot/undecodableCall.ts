// TanStack Start answers a server-function call it cannot decode with a 500 and logs a server
// error, though the fault is the caller's: this answers 400 first, decoding a copy with the
// framework's own branches and decoder (docs/decisions/0002-undecodable-body-answers-400.md).
import { fromJSON } from 'seroval'
import { plainText } from '../http/httpRules'

const FORM_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

export function badRequest(): Response {
  return plainText(400, 'Bad Request')
}

/**
 * True when the framework would fail to decode this call: a GET's `payload` query, or the body.
 * Reads a clone; run it after the size limit. Decodes without TanStack's seroval plugins: a
 * sign-up and a mail page's state are a few strings.
 */
export async function isCallUndecodable(request: Request): Promise<boolean> {
  const contentType = request.headers.get('content-type') ?? ''
  try {
    // A form content type comes first, as in the framework's decoder, which answers 500 to it on
    // a GET. Any method is checked here, before the framework's 405, so a bad call gets 400.
    if (FORM_CONTENT_TYPES.some((type) => contentType.includes(type))) {
      if (request.method === 'GET') return true
      await request.clone().formData()
    } else if (request.method === 'GET') {
      const payload = new URL(request.url).searchParams.get('payload')
      if (payload) fromJSON(JSON.parse(payload))
    } else if (contentType.includes('application/json')) {
      fromJSON(JSON.parse(await request.clone().text()))
    }
    return false
  } catch {
    return true
  }
}
