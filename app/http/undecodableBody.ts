// TanStack Start answers a server-function body it cannot decode with a 500, and logs it as a
// server error: JSON that does not parse, JSON that is not its wire format (seroval), a broken
// multipart body (upstream: TanStack/router#8237, still open in 1.169). Those are the caller's
// fault, so the request middleware answers them 400 before the framework tries. To agree with
// the framework exactly, this decodes a copy the way its handler will: the same content-type
// branches, in the same order, and the same decoder.
import { fromJSON } from 'seroval'

const FORM_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

export function badRequest(): Response {
  return new Response('Bad Request', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

/**
 * True when the framework would fail to decode this body. Reads a clone, so the original stays
 * readable; run it after the size limit, so the clone is small. A body with no content type
 * TanStack reads (text/plain, say) is never decoded, reaches the validator as nothing, and is
 * answered invalid_email there, so it passes.
 *
 * The JSON is decoded without TanStack's seroval plugins (streams, Responses, errors): a
 * sign-up is a few strings, so a body that needs them is refused here too.
 */
export async function isBodyUndecodable(request: Request): Promise<boolean> {
  const contentType = request.headers.get('content-type') ?? ''
  try {
    if (FORM_CONTENT_TYPES.some((type) => contentType.includes(type))) {
      await request.clone().formData()
    } else if (contentType.includes('application/json')) {
      fromJSON(JSON.parse(await request.clone().text()))
    }
    return false
  } catch {
    return true
  }
}
