// Whatever arrives, the sign-up answers a typed result, a 303 with a typed outcome, a 4xx or a 404,
// never a 5xx. Each test's server starts on a store holding two sign-ups, which the test reads
// back through its own PGlite handle once the server has exited.
import { cp } from 'node:fs/promises'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import fc from 'fast-check'
import { fromJSON } from 'seroval'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_FN_BODY_LIMIT_BYTES } from '~/http/bodyLimit'
import { LINGER_MS } from '../../server/request-body'
import type { SignupOutcome } from '~/signup/outcome'
import { checkSignup, readSignupSubmission, type SignupCheck, type SignupFields } from '~/signup/schema'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer, type RunningServer } from '../support/server'
import {
  JSON_CALL_HEADERS,
  encodeCall,
  outcomeOf,
  postForm,
  postRaw,
  readRedirectOutcome,
  readResult,
  signupPath,
  type RawAnswer,
} from '../support/signup-http'
import { readStoredSignups, storeSignups, type StoredSignup } from '../support/stored-signups'

const RUNS = 200
const SEEDED: StoredSignup[] = [
  { email: 'seed@example.com', suggestedFestival: 'Outside Lands' },
  { email: 'second@example.com', suggestedFestival: null },
]

const dirs = dataDirs()

beforeAll(assertBuilt)
afterEach(killAllServers)
afterAll(() => dirs.removeAll())

let seededTemplate: Promise<string> | undefined

/** A data folder holding SEEDED: a copy of one seeded database, made once per file. */
async function seededDataDir(): Promise<string> {
  seededTemplate ??= (async () => {
    const dataDir = await dirs.migrated()
    await storeSignups(dataDir, SEEDED)
    return dataDir
  })()
  const dataDir = join(await dirs.make(), 'data')
  await cp(await seededTemplate, dataDir, { recursive: true })
  return dataDir
}

/** Runs `use` against a fresh server whose store holds SEEDED; returns the store afterwards. */
async function againstServer(
  use: (server: RunningServer) => Promise<void>,
): Promise<{ stored: StoredSignup[]; errors: string }> {
  const dataDir = await seededDataDir()
  const server = await startServer({ dataDir })
  try {
    await use(server)
  } finally {
    await server.stop()
  }
  return { stored: await readStoredSignups(dataDir), errors: server.errors() }
}

/** What the server answers for a check, before the store is asked: the §5 rules and the honeypot. */
function expectedBeforeStore(check: SignupCheck): SignupOutcome | 'store' {
  if (!check.ok) return check.code
  return check.value.isBot ? 'ok' : 'store'
}

/** The answer, whichever caller's shape it has; fails the property if it is not a typed one. */
function typedOutcome(answer: RawAnswer): SignupOutcome {
  expect(answer.status, `a 5xx is never an answer: ${answer.body.slice(0, 200)}`).toBeLessThan(500)
  const result = readResult(answer)
  if (result) return outcomeOf(result)
  const outcome = readRedirectOutcome(answer)
  if (outcome) return outcome
  throw new Error(`Not a typed answer: ${answer.status} ${answer.body.slice(0, 200)}`)
}

// Hostile input is the caller's problem, not the operator's: nothing reaches the error log.
function expectNoErrorsLogged(errors: string): void {
  expect(errors.split('\n').filter(Boolean)).toEqual([])
}

const notAString = fc
  .anything({
    maxDepth: 3,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  })
  .filter((value) => typeof value !== 'string')

const wrongShapes = fc.oneof(
  // Not an object of fields at all.
  notAString,
  // Fields of the wrong type, or missing.
  fc.record({ email: notAString, festival: fc.anything(), website: fc.anything() }, { requiredKeys: [] }),
  fc.record({ email: fc.emailAddress(), festival: notAString.filter((value) => value != null) }),
  fc.record({ festival: fc.string(), website: fc.constantFrom('', undefined) }, { requiredKeys: [] }),
  // An email sent as a list, as a repeated form field would be.
  fc.record({ email: fc.array(fc.emailAddress(), { minLength: 1, maxLength: 3 }) }),
)

describe('the sign-up under hostile input', { timeout: 120_000 }, () => {
  it('answers wrong types and missing fields with a typed error and stores nothing', async () => {
    const { stored, errors } = await againstServer(async ({ origin }) => {
      await fc.assert(
        fc.asyncProperty(wrongShapes, async (data) => {
          const body = await encodeCall(data)
          // What the server's validator sees: the same wire format, decoded.
          const decoded = (fromJSON(JSON.parse(body)) as { data: unknown }).data
          const expected = expectedBeforeStore(readSignupSubmission(decoded as SignupFields).check)
          fc.pre(expected !== 'store')
          const answer = await postRaw(origin, { body, headers: { ...JSON_CALL_HEADERS } })
          expect(answer.status).toBe(200)
          expect(typedOutcome(answer)).toBe(expected)
        }),
        { numRuns: RUNS },
      )
    })
    expect(stored).toEqual(SEEDED)
    expectNoErrorsLogged(errors)
  })

  it('answers a sign-up with a __proto__ key with a typed error and stores nothing', async () => {
    const dangerousKey = fc.constantFrom('__proto__', 'constructor', 'prototype')
    const { stored, errors } = await againstServer(async ({ origin }) => {
      await fc.assert(
        fc.asyncProperty(dangerousKey, fc.emailAddress(), fc.boolean(), async (key, email, asForm) => {
          if (asForm) {
            // A form field named __proto__ carrying the address.
            const { answer, outcome } = await postForm(origin, { [key]: email, festival: '', website: '' })
            expect(answer.status).toBe(303)
            expect(outcome).toBe('invalid_email')
            return
          }
          // An own key, as JSON.parse makes it, with the address hidden one level down.
          const data: unknown = JSON.parse(
            `{${JSON.stringify(key)}: {"email": ${JSON.stringify(email)}}, "festival": "x"}`,
          )
          const answer = await postRaw(origin, {
            body: await encodeCall(data),
            headers: { ...JSON_CALL_HEADERS },
          })
          expect(typedOutcome(answer)).toBe('invalid_email')
        }),
        { numRuns: 60 },
      )
      // An address that is only inherited is not sent at all, and is not a sign-up either.
      const inherited = Object.create({ email: 'ana@example.com' }) as SignupFields
      const answer = await postRaw(origin, {
        body: await encodeCall(inherited),
        headers: { ...JSON_CALL_HEADERS },
      })
      expect(typedOutcome(answer)).toBe('invalid_email')
    })
    expect(stored).toEqual(SEEDED)
    expectNoErrorsLogged(errors)
  })

  it('answers unicode and control characters in any field by the §5 rules, and stores only what they accept', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
    )
    const controlCharacter = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('\u007f', '\u0085', '\ud800', '\udfff', '\u2028', '\u00a0', '\u3000', '\ufeff'),
    )
    const email = fc.oneof(
      fc.tuple(text, text).map(([local, domain]) => `${local}@${domain}`),
      fc.tuple(text, text).map(([local, domain]) => `  ${local.toUpperCase()}@${domain.toUpperCase()} `),
      fc
        .tuple(text, controlCharacter, text)
        .map(([local, control, domain]) => `${local}${control}@${domain}`),
      fc
        .tuple(fc.integer({ min: 240, max: 260 }), text)
        .map(([length, domain]) => `${'a'.repeat(length)}@${domain}`),
      text,
    )
    const festival = fc.option(
      fc.oneof(
        text,
        fc.string({ unit: 'binary', maxLength: 130 }),
        fc.tuple(text, controlCharacter, text).map(([a, control, b]) => `${a}${control}${b}`),
        fc.integer({ min: 95, max: 105 }).map((length) => 'é'.repeat(length)),
      ),
      { nil: undefined },
    )
    const website = fc.constantFrom(undefined, '', '   ', 'https://spam.example')
    const fields = fc.record({ email, festival, website }, { requiredKeys: ['email'] })

    // The model of the store: what the server must hold, by normalised address.
    const model = new Map(SEEDED.map((row) => [row.email, row.suggestedFestival]))
    const { stored, errors } = await againstServer(async ({ origin }) => {
      await fc.assert(
        fc.asyncProperty(fields, fc.boolean(), async (sent, asForm) => {
          let outcome: SignupOutcome
          let received: { email: unknown; festival?: unknown; website?: unknown } = sent
          if (asForm) {
            const form: Record<string, string> = {}
            for (const [name, value] of Object.entries(sent)) if (value !== undefined) form[name] = value
            // A multipart body is UTF-8 with CRLF line breaks: a lone surrogate arrives as U+FFFD.
            const asSent = (value: unknown) =>
              typeof value === 'string'
                ? value.replace(/\p{Cs}/gu, '\ufffd').replace(/\r\n|\r|\n/g, '\r\n')
                : value
            received = {
              email: asSent(sent.email),
              festival: asSent(sent.festival),
              website: asSent(sent.website),
            }
            const { answer } = await postForm(origin, form)
            expect(answer.status).toBe(303)
            outcome = typedOutcome(answer)
          } else {
            const answer = await postRaw(origin, {
              body: await encodeCall(sent),
              headers: { ...JSON_CALL_HEADERS },
            })
            expect(answer.status).toBe(200)
            outcome = typedOutcome(answer)
          }
          const check = checkSignup(received)
          const expected = expectedBeforeStore(check)
          if (expected !== 'store' || !check.ok) {
            expect(outcome).toBe(expected)
            return
          }
          const { email: address, suggestedFestival } = check.value
          expect(outcome).toBe(model.has(address) ? 'already_signed_up' : 'ok')
          if (!model.has(address)) model.set(address, suggestedFestival)
        }),
        { numRuns: RUNS },
      )
    })
    const modelRows = [...model].map(([address, suggestedFestival]) => ({
      email: address,
      suggestedFestival,
    }))
    expect(stored).toEqual(modelRows)
    expectNoErrorsLogged(errors)
  })

  it('answers bodies that are not a sign-up at all with a 4xx or a typed error, never a 5xx, and stores nothing', async () => {
    const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 40 })
    const contentType = fc.option(
      fc.oneof(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'APPLICATION/JSON',
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=----fuzz',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'application/x-tss-framed',
        ),
        printable,
      ),
      { nil: undefined },
    )
    const body = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.json(),
      // TanStack's envelope around any JSON at all where its wire format is expected.
      fc.jsonValue().map((value) => JSON.stringify({ t: value, f: 127, m: [] })),
      fc
        .record({
          t: fc.record({ t: fc.integer({ min: -1, max: 40 }), i: fc.nat(5), s: fc.jsonValue() }),
          f: fc.nat(),
          m: fc.array(fc.nat(5)),
        })
        .map((value) => JSON.stringify(value)),
      wrongShapes.map((data) => encodeCall(data)),
      fc.uint8Array({ maxLength: 600 }),
      fc.constant('------fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken'),
    )
    const origin = fc.constantFrom(
      'same-origin',
      'same-origin',
      'same-origin',
      'https://evil.example',
      'null',
      'none',
    )
    const withServerFnHeader = fc.boolean()

    const { stored, errors } = await againstServer(async (server) => {
      await fc.assert(
        fc.asyncProperty(
          contentType,
          body,
          origin,
          withServerFnHeader,
          async (type, rawBody, from, isServerFn) => {
            const headers: Record<string, string> = {}
            if (type !== undefined) headers['content-type'] = type
            if (isServerFn) headers['x-tsr-serverFn'] = 'true'
            const payload = rawBody instanceof Promise ? await rawBody : rawBody
            // fetch would otherwise pick a content type for a string body.
            const answer = await postRaw(server.origin, {
              body: typeof payload === 'string' ? new TextEncoder().encode(payload) : payload,
              headers: from === 'same-origin' ? headers : { ...headers, origin: from === 'none' ? '' : from },
            })
            expect(answer.status, answer.body.slice(0, 200)).toBeLessThan(500)
            if (from !== 'same-origin') {
              expect(answer.status).toBe(403)
              return
            }
            if (answer.status === 400) return
            expect(typedOutcome(answer)).not.toBe('ok')
          },
        ),
        { numRuns: RUNS },
      )
    })
    expect(stored).toEqual(SEEDED)
    expectNoErrorsLogged(errors)
  })

  it('answers a call to a server function that does not exist with 404, logs nothing, and stores nothing', async () => {
    const { stored, errors } = await againstServer(async ({ origin }) => {
      const signup = await signupPath(origin)
      const form = () => {
        const data = new FormData()
        data.set('email', 'ana@example.com')
        return data
      }
      // An unknown id, the base alone, an id spelled with a percent escape, and the sign-up's id
      // with a character more.
      for (const path of ['/_serverFn/nope', '/_serverFn/', '/_serverFn/%6Eope', `${signup}x`]) {
        const call = await postRaw(origin, {
          path,
          body: await encodeCall({ email: 'ana@example.com' }),
          headers: { ...JSON_CALL_HEADERS },
        })
        expect(call.status, path).toBe(404)
        expect(JSON.parse(call.body), path).toEqual({ error: 'No such server function' })
        expect((await postRaw(origin, { path, body: form() })).status, path).toBe(404)
        expect(
          (await fetch(`${origin}${path}`, { headers: { 'sec-fetch-site': 'same-origin' } })).status,
          path,
        ).toBe(404)
      }
      // The sign-up itself still answers.
      expect(
        outcomeOf(
          readResult(
            await postRaw(origin, {
              body: await encodeCall({ email: 'new@example.com' }),
              headers: { ...JSON_CALL_HEADERS },
            }),
          )!,
        ),
      ).toBe('ok')
    })
    expect(stored).toEqual([...SEEDED, { email: 'new@example.com', suggestedFestival: null }])
    expectNoErrorsLogged(errors)
  })

  it('refuses a cross-site form post to a path starting with //, which names no other host', async () => {
    const { stored, errors } = await againstServer(async ({ origin }) => {
      const data = new FormData()
      data.set('email', 'forged@example.com')
      // Resolved against the host, //evil.example/… would make evil.example the request's own
      // origin, and the CSRF check would let this Origin through.
      const answer = await postRaw(origin, {
        path: `//evil.example${await signupPath(origin)}`,
        body: data,
        headers: { origin: 'http://evil.example' },
      })
      expect(answer.status).toBe(308)
      expect(answer.headers.get('location')).toBe(`/evil.example${await signupPath(origin)}`)
    })
    expect(stored).toEqual(SEEDED)
    expectNoErrorsLogged(errors)
  })

  it('answers an oversized body at once, then cuts off a client still sending it 5 s later', async () => {
    const { errors } = await againstServer(async ({ origin }) => {
      const { hostname, port } = new URL(origin)
      const path = await signupPath(origin)
      const socket = connect(Number(port), hostname)
      let received = ''
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())))
      socket.on('error', () => {})
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\norigin: ${origin}\r\nx-tsr-serverFn: true\r\ncontent-type: application/json\r\ncontent-length: 10000000\r\n\r\n{`,
      )
      await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 413 /)
      const answeredAt = Date.now()
      // A trickle that would take days to finish: the server stops listening after LINGER_MS.
      const trickle = setInterval(() => socket.write(' '), 200)
      const closedAt = await closed
      clearInterval(trickle)
      expect(closedAt - answeredAt).toBeGreaterThan(LINGER_MS - 1_000)
      expect(closedAt - answeredAt).toBeLessThan(LINGER_MS + 3_000)
    })
    expectNoErrorsLogged(errors)
  })

  it('refuses a declared body over 8 KiB before it is sent, and asks for a small one, when the client waits for 100 Continue', async () => {
    const { stored, errors } = await againstServer(async ({ origin }) => {
      const path = await signupPath(origin)
      // Node's own client: it reports a 100 Continue as 'continue', and sends the body only then.
      const askFirst = (length: number, body?: string) =>
        new Promise<RawAnswer & { continued: boolean }>((resolve, reject) => {
          let continued = false
          const call = request(`${origin}${path}`, {
            method: 'POST',
            headers: {
              origin,
              ...JSON_CALL_HEADERS,
              expect: '100-continue',
              'content-length': String(length),
            },
          })
          call.on('continue', () => {
            continued = true
            if (body !== undefined) call.end(body)
          })
          call.on('response', (response) => {
            let text = ''
            response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
            response.on('end', () => {
              const headers = new Headers()
              for (const [name, value] of Object.entries(response.headers))
                if (typeof value === 'string') headers.set(name, value)
              resolve({ status: response.statusCode ?? 0, headers, body: text, continued })
              call.destroy()
            })
          })
          call.on('error', reject)
          call.flushHeaders()
        })
      const oversized = await askFirst(10_000_000)
      expect(oversized).toMatchObject({ status: 413, continued: false })
      // It may still send the body it announced, so the connection is not reused.
      expect(oversized.headers.get('connection')).toBe('close')
      const body = await encodeCall({ email: 'continue@example.com' })
      const small = await askFirst(Buffer.byteLength(body), body)
      expect(small.continued).toBe(true)
      expect(outcomeOf(readResult(small)!)).toBe('ok')
    })
    expect(stored).toEqual([...SEEDED, { email: 'continue@example.com', suggestedFestival: null }])
    expectNoErrorsLogged(errors)
  })

  it('logs nothing, stores nothing of it, and keeps signing people up when a visitor hangs up halfway through a sign-up', async () => {
    const { stored, errors } = await againstServer(async ({ origin }) => {
      const { hostname, port } = new URL(origin)
      const path = await signupPath(origin)
      const hangUpMidBody = (chunked: boolean, sentBytes: number) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => {
            const length = chunked ? 'transfer-encoding: chunked' : `content-length: ${sentBytes + 1000}`
            // It waits for 100 Continue, which the server sends once the app starts reading the body.
            socket.write(
              `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\norigin: ${origin}\r\nx-tsr-serverFn: true\r\ncontent-type: application/json\r\nexpect: 100-continue\r\n${length}\r\n\r\n`,
            )
            socket.once('data', (answer) => {
              if (!answer.toString('latin1').startsWith('HTTP/1.1 100 '))
                return reject(new Error(`answered before reading the body: ${answer.toString('latin1')}`))
              const part = '{'.padEnd(sentBytes, ' ')
              // Part of the body is on its way while the server reads: then gone.
              socket.write(chunked ? `${sentBytes.toString(16)}\r\n${part}\r\n` : part, () => {
                socket.destroy()
                resolve()
              })
            })
          })
          socket.on('error', reject)
        })
      for (const [chunked, sentBytes] of [
        [true, 10],
        [true, 3000],
        [false, 10],
        [false, 3000],
      ] as const)
        await hangUpMidBody(chunked, sentBytes)
      // The server is still there, and still signs people up.
      expect(
        outcomeOf(
          readResult(
            await postRaw(origin, {
              body: await encodeCall({ email: 'after@example.com' }),
              headers: { ...JSON_CALL_HEADERS },
            }),
          )!,
        ),
      ).toBe('ok')
    })
    expect(stored).toEqual([...SEEDED, { email: 'after@example.com', suggestedFestival: null }])
    expectNoErrorsLogged(errors)
  })

  it('refuses a body over 8 KiB with 413, answers a deeply nested one under it, and stores nothing', async () => {
    const nested = (depth: number, innermost: unknown): unknown => {
      let value = innermost
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { email: value }
      return value
    }
    const shape = fc.oneof(
      // An email too long for §5: a typed error up to the limit, 413 past it.
      fc
        .integer({ min: 255, max: 3 * SERVER_FN_BODY_LIMIT_BYTES })
        .map((length) => ({ kind: 'long' as const, length })),
      // Deep nesting through TanStack's client (from 2: one level is a plain, valid sign-up).
      fc.integer({ min: 2, max: 400 }).map((depth) => ({ kind: 'deep' as const, depth })),
      // Deep nesting as raw JSON, which TanStack's decoder never sees in its own format.
      fc.integer({ min: 1, max: 6000 }).map((depth) => ({ kind: 'raw-deep' as const, depth })),
      // A chunked body declares no length; it is counted as it arrives. (A festival too long for §5.)
      fc
        .integer({ min: 101, max: 4 * SERVER_FN_BODY_LIMIT_BYTES })
        .map((length) => ({ kind: 'chunked' as const, length })),
    )
    const { stored, errors } = await againstServer(async ({ origin }) => {
      await fc.assert(
        fc.asyncProperty(shape, async (sent) => {
          let body: string
          if (sent.kind === 'long')
            body = await encodeCall({ email: `${'a'.repeat(sent.length)}@example.com` })
          else if (sent.kind === 'deep') body = await encodeCall(nested(sent.depth, 'ana@example.com'))
          else if (sent.kind === 'raw-deep') body = `${'['.repeat(sent.depth)}${']'.repeat(sent.depth)}`
          else body = await encodeCall({ email: 'ana@example.com', festival: 'f'.repeat(sent.length) })
          const bytes = new TextEncoder().encode(body)
          const isOverLimit = bytes.byteLength > SERVER_FN_BODY_LIMIT_BYTES
          // A chunked body is still being sent when the 413 goes out: the server reads and drops
          // the rest, so the client gets the answer rather than a cut connection.
          const answer = await postRaw(origin, {
            body: sent.kind === 'chunked' ? streamOf(bytes) : bytes,
            headers: { ...JSON_CALL_HEADERS },
          })
          if (isOverLimit) {
            expect(answer.status).toBe(413)
            return
          }
          if (sent.kind === 'raw-deep') {
            expect(answer.status).toBe(400)
            return
          }
          expect(typedOutcome(answer)).toMatch(/^(invalid_email|email_too_long|festival_too_long)$/)
        }),
        { numRuns: RUNS },
      )
      // Far past what the sockets buffer, still an answer: the server reads and drops the rest.
      for (const kilobytes of [900, 3 * 1024]) {
        const big = new TextEncoder().encode(
          await encodeCall({ email: 'ana@example.com', festival: 'f'.repeat(kilobytes * 1024) }),
        )
        expect(
          (await postRaw(origin, { body: streamOf(big, 16 * 1024), headers: { ...JSON_CALL_HEADERS } }))
            .status,
          `${kilobytes} KiB chunked`,
        ).toBe(413)
        expect(
          (await postRaw(origin, { body: big, headers: { ...JSON_CALL_HEADERS } })).status,
          `${kilobytes} KiB sized`,
        ).toBe(413)
      }
    })
    expect(stored).toEqual(SEEDED)
    expectNoErrorsLogged(errors)
  })
})

function streamOf(bytes: Uint8Array, chunkBytes = 1024): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
}
