// The sign-up as each caller sends it: the page's JavaScript, the no-JavaScript form
// (tools/lib/signup-wire.ts) and raw bytes. Browsers send Origin on a POST, and the CSRF
// middleware wants it same-origin: each call here sends one unless told otherwise.
import {
  JSON_CALL_HEADERS,
  decodeResult,
  encodeCall,
  redirectOutcome,
  signupPathIn,
} from '../../tools/lib/signup-wire.ts'
import { parseSignupOutcome, type SignupOutcome } from '~/signup/outcome'
import type { SignupResult } from '~/signup/failures'

export { JSON_CALL_HEADERS, encodeCall }

const signupPaths = new Map<string, Promise<string>>()

/** The server function's path, read from the form's action as the no-JavaScript form posts it. */
export function signupPath(origin: string): Promise<string> {
  let path = signupPaths.get(origin)
  if (!path) {
    path = (async () => {
      const html = await (await fetch(`${origin}/`)).text()
      const action = signupPathIn(html)
      if (!action) throw new Error('The page has no sign-up form posting to /_serverFn/.')
      return action
    })()
    signupPaths.set(origin, path)
  }
  return path
}

export type RawAnswer = { status: number; headers: Headers; body: string }

/** A POST to the sign-up. It carries a same-origin Origin header unless `headers` sets another, or '' for none. */
export async function postRaw(
  origin: string,
  { body, headers = {}, path }: { body?: BodyInit; headers?: Record<string, string>; path?: string },
): Promise<RawAnswer> {
  const sent = new Headers({ origin, ...headers })
  if (sent.get('origin') === '') sent.delete('origin')
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: sent,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  }
  // A stream is sent chunked, declaring no length, which fetch allows only half-duplex.
  if (body instanceof ReadableStream) init.duplex = 'half'
  const response = await fetch(`${origin}${path ?? (await signupPath(origin))}`, init)
  return { status: response.status, headers: response.headers, body: await response.text() }
}

function isSignupResult(value: unknown): value is SignupResult {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false
  if (value.ok === true) return Object.keys(value).length === 1
  return (
    value.ok === false &&
    'code' in value &&
    parseSignupOutcome(value.code) !== undefined &&
    value.code !== 'ok'
  )
}

/** The typed result in a JavaScript call's answer, or undefined if the answer is not one. */
export function readResult(answer: RawAnswer): SignupResult | undefined {
  if (answer.status !== 200 || answer.headers.get('x-tss-serialized') !== 'true') return undefined
  try {
    const result = decodeResult(answer.body)
    return isSignupResult(result) ? result : undefined
  } catch {
    return undefined
  }
}

/** The outcome a no-JavaScript form post is redirected with, or undefined if it is not one. */
export function readRedirectOutcome(answer: RawAnswer): SignupOutcome | undefined {
  if (answer.status !== 303) return undefined
  return parseSignupOutcome(redirectOutcome(answer.headers.get('location')))
}

export function outcomeOf(result: SignupResult): SignupOutcome {
  return result.ok ? 'ok' : result.code
}

/** The page's JavaScript calling `submitSignup({ data })`. */
export async function callSignup(
  origin: string,
  data: unknown,
): Promise<{ answer: RawAnswer; result: SignupResult | undefined }> {
  const answer = await postRaw(origin, { body: await encodeCall(data), headers: { ...JSON_CALL_HEADERS } })
  return { answer, result: readResult(answer) }
}

/** The browser posting the form natively, before hydration or without JavaScript. */
export async function postForm(
  origin: string,
  fields: Record<string, string>,
): Promise<{ answer: RawAnswer; outcome: SignupOutcome | undefined }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const answer = await postRaw(origin, { body: form })
  return { answer, outcome: readRedirectOutcome(answer) }
}
