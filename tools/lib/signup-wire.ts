// The sign-up as it travels over HTTP, as the page's JavaScript (seroval-encoded JSON) and the
// no-JavaScript form (multipart, answered with a 303) send it, in one place for the tests and tools
// (docs/decisions/0012-sign-up-wire-format-in-one-helper.md).
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { SERVER_FN_BASE } from '../../app/http/httpRules.ts'
import { SIGNUP_OUTCOME_PARAM, SIGNUP_SECTION_ID } from '../../app/signup/outcome.ts'

export const JSON_CALL_HEADERS = {
  'x-tsr-serverFn': 'true',
  'content-type': 'application/json',
  accept: 'application/x-tss-framed, application/x-ndjson, application/json',
} as const

/** The server function's path, read from the form's action in the page's HTML, or undefined. */
export function signupPathIn(html: string): string | undefined {
  return new RegExp(`<form[^>]*\\baction="(${SERVER_FN_BASE}[^"]+)"`)
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&')
}

/** What TanStack Start's client puts in the body for `submitSignup({ data })`. */
export async function encodeCall(data: unknown): Promise<string> {
  return JSON.stringify(await toJSONAsync({ data }))
}

/** The `result` in a JavaScript call's answer body; throws if the body is not the wire format. */
export function decodeResult(body: string): unknown {
  const payload: unknown = fromCrossJSON(JSON.parse(body), { refs: new Map() })
  return typeof payload === 'object' && payload !== null && 'result' in payload ? payload.result : undefined
}

/** The outcome a JavaScript call's answer names ('ok' or its failure code), or undefined if it names none. */
export function calledOutcome(body: string): string | undefined {
  const result = decodeResult(body)
  if (typeof result !== 'object' || result === null || !('ok' in result)) return undefined
  if (result.ok === true) return 'ok'
  return 'code' in result && typeof result.code === 'string' ? result.code : undefined
}

const BOUNDARY = '----culture-coded-signup'

/** A multipart body as the browser posts the form, for clients without FormData. */
export function multipartBody(fields: Record<string, string>): { body: string; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    body: `${parts.join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }
}

/** The outcome named by a no-JavaScript post's redirect to `/` (`/?signup=<outcome>#signup`), or undefined. */
export function redirectOutcome(location: string | null | undefined): string | undefined {
  return new RegExp(`^/\\?${SIGNUP_OUTCOME_PARAM}=([a-z_]+)#${SIGNUP_SECTION_ID}$`).exec(location ?? '')?.[1]
}
