// The Cloudflare build under `wrangler dev --local` refuses a cross-origin sign-up 403 every time,
// ten at once as a burst would send them, with no stack trace in any answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_CALL_HEADERS, encodeCall, signupPathIn } from '../../tools/lib/signup-wire'
import { tempDirs } from '../support/temp-dir'
import { startWranglerDev, type WranglerDev } from '../support/wrangler-dev'

const POSTS = 100
const AT_ONCE = 10
const BOUNDARY = 'culture-coded-cross-origin'
const dirs = tempDirs()
let worker: WranglerDev

beforeAll(async () => {
  worker = await startWranglerDev({ port: 4346, inspectorPort: 4347, stateDir: await dirs.make(), vars: {} })
}, 60_000)

afterAll(async () => {
  await worker?.stop()
  await dirs.removeAll()
})

/** The sign-up as another site's page would post it: the JavaScript call and the plain form, in turn. */
async function crossOriginPost(path: string, index: number): Promise<{ status: number; body: string }> {
  const email = `cross-${index}@example.com`
  const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
  const init: RequestInit =
    index % 2 === 0
      ? {
          method: 'POST',
          headers: { ...JSON_CALL_HEADERS, ...headers },
          body: await encodeCall({ email, festival: '', website: '' }),
        }
      : {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
          body: [
            `--${BOUNDARY}`,
            'Content-Disposition: form-data; name="email"',
            '',
            email,
            `--${BOUNDARY}--`,
            '',
          ].join('\r\n'),
        }
  const response = await fetch(`${worker.origin}${path}`, init)
  return { status: response.status, body: await response.text() }
}

describe(
  'the Cloudflare worker under wrangler dev, against cross-origin sign-ups',
  { timeout: 120_000 },
  () => {
    it(`answers ${POSTS} cross-origin posts, ${AT_ONCE} at a time, all 403 and none with a stack trace`, async () => {
      const path = signupPathIn(await (await fetch(`${worker.origin}/`)).text())
      expect(path, 'the sign-up form posts to a server function').toBeDefined()
      const answers: Array<{ status: number; body: string }> = []
      for (let first = 0; first < POSTS; first += AT_ONCE) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: AT_ONCE }, (_, offset) => crossOriginPost(path ?? '', first + offset)),
          )),
        )
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: POSTS }, () => 403))
      for (const { body } of answers) expect(body).not.toMatch(/\n\s+at |Error:|Network connection lost/)
    })
  },
)
