// What browsers rarely send but probes and broken clients do: odd methods, a bad Host, a visitor's
// proxy header, a trickling body. Each gets its status and the security headers, and never a stack
// trace or an unbounded log line.
import http from 'node:http'
import { connect } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, killAllServers, spawnServer, startServer, type RunningServer } from '../support/server'
import { postForm, signupPath } from '../support/signup-http'
import { tempDirs } from '../support/temp-dir'
import { MAIL_PAGE_PATHS } from '~/mail/links'
import { SERVER_FN_BASE } from '~/http/httpRules'

const dirs = tempDirs()
// Short, so a test can watch the server cut a slow client off without waiting the default 30 s.
const REQUEST_TIMEOUT_SECONDS = 2

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function send(
  origin: string,
  {
    method = 'GET',
    path = '/',
    headers = {},
  }: { method?: string; path?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers, agent: false }, (response) => {
      let body = ''
      response.setEncoding('latin1')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.once('error', reject)
    request.end()
  })
}

/** Writes `text` on a raw connection; resolves with what came back and how long until it closed. */
function raw(
  port: number,
  text: string,
  { keepSending = false } = {},
): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now()
    const socket = connect(port, '127.0.0.1')
    let reply = ''
    let trickle: NodeJS.Timeout | undefined
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (reply += chunk))
    let failure: Error | undefined
    // A client still writing after the server's answer and close gets a reset (TCP's rule for
    // bytes sent to a closed socket); what came before it is the reply.
    socket.once('error', (error) => (failure = error))
    socket.once('close', () => {
      clearInterval(trickle)
      if (failure && !reply) reject(failure)
      else resolve({ reply, closedAfterMs: Date.now() - startedAt })
    })
    socket.write(text)
    if (keepSending) trickle = setInterval(() => socket.write('a'), 200)
    else socket.end()
  })
}

function expectHardened(headers: http.IncomingHttpHeaders): void {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

describe('the Node server over HTTP', { timeout: 120_000 }, () => {
  let server: RunningServer

  beforeAll(async () => {
    assertBuilt()
    server = await startServer({
      dataDir: join(await dirs.make(), 'data'),
      env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) },
    })
  }, 120_000)
  afterAll(async () => {
    await killAllServers()
    await dirs.removeAll()
  })

  it('answers TRACE with 405 and Allow, and logs nothing of a long path or its query', async () => {
    const path = `/${'x'.repeat(8000)}?email=ana%40example.com`
    const { reply } = await raw(server.port, `TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    expect(reply).toMatch(/^HTTP\/1\.1 405 /)
    expect(reply).toMatch(/\r\nallow: GET, HEAD\r\n/i)
    expect(reply).not.toContain(' at ')
    expect(server.errors()).toBe('')
  })

  it('answers a GET server-function call whose payload it cannot decode with 400, and logs nothing', async () => {
    // The GET functions' ids are in the client build; the sign-up's (a POST) is its form's action.
    const signup = await signupPath(server.origin)
    const assets = fileURLToPath(new URL('../../dist/client/assets', import.meta.url))
    const ids = new Set(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => readFileSync(join(assets, file), 'utf8').match(/\b[0-9a-f]{64}\b/g) ?? []),
    )
    ids.delete(signup.slice(SERVER_FN_BASE.length))
    expect(ids.size).toBeGreaterThan(0)
    for (const id of ids)
      for (const payload of ['garbage', '%ZZ', '[]', '{"t":999}']) {
        const path = `${SERVER_FN_BASE}${id}?${new URLSearchParams({ payload })}`
        const headers = { 'sec-fetch-site': 'same-origin' }
        expect((await send(server.origin, { path, headers })).status, path).toBe(400)
      }
    expect(server.errors()).toBe('')
  })

  it('answers a method HTTP does not define with 501', async () => {
    const answer = await send(server.origin, { method: 'PROPFIND' })
    expect(answer.status).toBe(501)
    expectHardened(answer.headers)
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])(
    'answers %s on a page with 405 and Allow: GET, HEAD',
    async (method) => {
      for (const path of ['/', '/no/such/page']) {
        const answer = await send(server.origin, { method, path })
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow).toBe('GET, HEAD')
        expectHardened(answer.headers)
      }
    },
  )

  it.each(['/', '/healthz'])('answers a Host with user info (u@127.0.0.1) on %s with 400', async (path) => {
    const { reply } = await raw(
      server.port,
      `GET ${path}?email=a%40b.c HTTP/1.1\r\nHost: u@127.0.0.1\r\nConnection: close\r\n\r\n`,
    )
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
    expect(server.errors()).toBe('')
  })

  it.each(['x:99999', '999.999.999.999', '[1:2:3]'])(
    'answers a Host the URL parser refuses (%s) with 400, and logs nothing',
    async (host) => {
      for (let i = 0; i < 3; i++) {
        const { reply } = await raw(
          server.port,
          `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        )
        expect(reply).toMatch(/^HTTP\/1\.1 400 /)
      }
      expect(server.errors()).toBe('')
    },
  )

  it('answers a request with two Host headers with 400', async () => {
    const { reply } = await raw(
      server.port,
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: example.com\r\nConnection: close\r\n\r\n',
    )
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('answers CONNECT with 405 and Allow: GET, HEAD, with the security headers', async () => {
    const { reply } = await raw(
      server.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    )
    expect(reply).toMatch(/^HTTP\/1\.1 405 /)
    expect(reply).toMatch(/\r\nallow: GET, HEAD\r\n/i)
    expect(reply).toMatch(/\r\ncontent-security-policy: /i)
    expect(server.errors()).toBe('')
  })

  it('refuses a method token its HTTP parser does not know (FOO) with 400 before the app sees it', async () => {
    const { reply } = await raw(server.port, 'FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
    expect(server.errors()).toBe('')
  })

  it('sends no brotli or gzip to a client that gives both q=0', async () => {
    for (const path of ['/', '/favicon.svg', '/no/such/page']) {
      const answer = await send(server.origin, { path, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
      expect(answer.headers['content-encoding'], path).toBeUndefined()
    }
    const gzipOnly = await send(server.origin, { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
  })

  it.each(['br', 'gzip'] as const)(
    'streams a page it does not pool (the 404) compressed with %s, whole',
    async (encoding) => {
      const answer = await send(server.origin, {
        path: '/no/such/page',
        headers: { 'accept-encoding': encoding },
      })
      expect(answer.status).toBe(404)
      expect(answer.headers['content-encoding']).toBe(encoding)
      const bytes = Buffer.from(answer.body, 'latin1')
      const html = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8')
      expect(html).toMatch(/^<!DOCTYPE html>/i)
      expect(html.trimEnd()).toMatch(/<\/html>$/)
    },
  )

  it.each(['br', 'gzip', 'identity'])(
    'answers HEAD / with the ETag and Content-Length a GET of that page sends (%s)',
    async (acceptEncoding) => {
      const headers = { 'accept-encoding': acceptEncoding }
      const head = await send(server.origin, { method: 'HEAD', headers })
      expect(head.status).toBe(200)
      expect(head.body).toBe('')
      expect(head.headers.etag).toMatch(/^"/)
      // The landing page is a pool of shuffles, each with its own tag: ask until this one comes.
      let get = await send(server.origin, { headers })
      for (let asked = 1; asked < 500 && get.headers.etag !== head.headers.etag; asked += 1)
        get = await send(server.origin, { headers })
      expect(get.headers.etag).toBe(head.headers.etag)
      expect(head.headers['content-length']).toBe(String(get.body.length))
      expect(get.headers['content-length']).toBe(String(get.body.length))
    },
  )

  it.each(['/privacy', '/editions', MAIL_PAGE_PATHS.confirm, '/no/such/page'])(
    'answers HEAD %s with the status, type and Content-Length a GET of that page sends',
    async (path) => {
      const headers = { 'accept-encoding': 'identity' }
      const [head, get] = [
        await send(server.origin, { path, method: 'HEAD', headers }),
        await send(server.origin, { path, headers }),
      ]
      expect(head.body).toBe('')
      expect(head.status).toBe(get.status)
      expect(head.headers['content-type']).toBe(get.headers['content-type'])
      expect(Number(get.headers['content-length'])).toBeGreaterThan(0)
      expect(head.headers['content-length']).toBe(String(get.body.length))
    },
  )

  it.each(['/', '/favicon.svg'])(
    'gives the brotli, gzip and plain bodies of %s each their own ETag',
    async (path) => {
      const tags = await Promise.all(
        ['br', 'gzip', 'identity'].map(async (encoding) => {
          const answer = await send(server.origin, {
            path,
            headers: { 'accept-encoding': encoding },
          })
          expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
          return answer.headers.etag
        }),
      )
      const [br, gzip, plain] = tags
      expect(br).toMatch(/^"[^"]+-br"$/)
      expect(gzip).toMatch(/^"[^"]+-gzip"$/)
      expect(plain).toMatch(/^"[^"]+"$/)
      expect(plain).not.toMatch(/-(br|gzip)"$/)
    },
  )

  it('sends the compressed copies the build made of a static file, and no copy as a file of its own', async () => {
    const client = fileURLToPath(new URL('../../dist/client', import.meta.url))
    const stylesheet = readdirSync(join(client, 'assets')).find((file) => file.endsWith('.css'))!
    const path = `/assets/${stylesheet}`
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await send(server.origin, { path, headers: { 'accept-encoding': encoding } })
      expect(answer.headers['content-encoding']).toBe(encoding)
      const sent = Buffer.from(answer.body, 'latin1')
      expect(sent.equals(readFileSync(join(client, `${path}${suffix}`))), encoding).toBe(true)
      expect((await send(server.origin, { path: `${path}${suffix}` })).status).toBe(404)
    }
  })

  it.each(['/', '/favicon.svg'])(
    'answers 304 for %s to If-None-Match naming its tag, the W/ form, another encoding’s tag, or a list holding one',
    async (path) => {
      const first = await send(server.origin, { path, headers: { 'accept-encoding': 'br' } })
      const tag = first.headers.etag ?? ''
      const plainTag = tag.replace(/-br"$/, '"')
      for (const ifNoneMatch of [
        tag,
        `W/${tag}`,
        plainTag,
        `"other", W/${plainTag.replace(/"$/, '-gzip"')}`,
      ]) {
        const answer = await send(server.origin, {
          path,
          headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch },
        })
        expect(answer.status, ifNoneMatch).toBe(304)
        expect(answer.body, ifNoneMatch).toBe('')
        expect(answer.headers.etag, ifNoneMatch).toBe(tag)
        expect(answer.headers['cache-control'], ifNoneMatch).toBe(first.headers['cache-control'])
      }
      const other = await send(server.origin, { path, headers: { 'if-none-match': '"other"' } })
      expect(other.status).toBe(200)
    },
  )

  it('ignores X-Forwarded-Proto from a visitor when no proxy is trusted: no HSTS', async () => {
    for (const path of ['/', '/favicon.svg', '/healthz']) {
      const answer = await send(server.origin, { path, headers: { 'x-forwarded-proto': 'https' } })
      expect(answer.headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  it('says how to cache every HTML answer, and never to store a server function’s', async () => {
    expect((await send(server.origin, { path: '/' })).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    )
    const missing = await send(server.origin, { path: '/no/such/page' })
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const { answer } = await postForm(server.origin, {
      email: 'cache@example.com',
      festival: '',
      website: '',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps every mail page and its POSTs out of every cache, sends no referrer from them and loads nothing from elsewhere', async () => {
    const pages = [
      `${MAIL_PAGE_PATHS.manage}?token=abc.def`,
      MAIL_PAGE_PATHS.manage,
      `${MAIL_PAGE_PATHS.confirm}?token=abc.def`,
      `${MAIL_PAGE_PATHS.unsubscribe}?token=abc.def`,
    ]
    // Each twice: the second visit is no copy the server kept of the first.
    for (const path of [...pages, ...pages]) {
      const answer = await send(server.origin, { path })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['cache-control'], path).toBe('no-store, private')
      expect(answer.headers['referrer-policy'], path).toBe('no-referrer')
      expect(answer.headers.etag, path).toBeUndefined()
      expect(answer.headers['content-security-policy'], path).not.toMatch(/https?:/)
      expect(answer.body, path).not.toMatch(
        /<(?:script|link|img|iframe|source|video|audio)\b[^>]*\b(?:src|href|srcset)="(?:https?:)?\/\//i,
      )
    }
    // Neither Origin nor Sec-Fetch-Site: refused, and the refusal is as private as the page.
    const post = await send(server.origin, { method: 'POST', path: pages[0] })
    expect(post.status).toBe(403)
    expect(post.headers['cache-control']).toBe('no-store, private')
    expect(post.headers['referrer-policy']).toBe('no-referrer')
  })

  it('redirects //x to /x on this site, whatever the Host, with a Cache-Control', async () => {
    const answer = await send(server.origin, {
      path: '//evil.example/x?a=b',
      headers: { host: 'evil.example' },
    })
    expect(answer.status).toBe(308)
    expect(answer.headers.location).toBe('/evil.example/x?a=b')
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it.each(['/healthz', '/readyz'])('sends the security headers on %s too', async (path) => {
    const answer = await send(server.origin, { path })
    expect(answer.status).toBe(200)
    expectHardened(answer.headers)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('cuts off a sign-up whose body trickles in, with 408 after the request timeout', async () => {
    // Under the size limit, so the app goes on reading it a byte at a time.
    const { reply, closedAfterMs } = await raw(
      server.port,
      `POST ${await signupPath(server.origin)} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        `Origin: ${server.origin}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`,
      { keepSending: true },
    )
    expect(reply).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 2) * 1000)
    expect(server.errors()).toBe('')
  })

  it('cuts off a client that trickles its headers, after the request timeout', async () => {
    const { closedAfterMs } = await raw(server.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      keepSending: true,
    })
    expect(closedAfterMs).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 2) * 1000)
  })
})

describe('the Node server behind a trusted proxy', { timeout: 120_000 }, () => {
  afterEach(() => killAllServers())
  afterAll(() => dirs.removeAll())

  it('sends HSTS on pages and static files when the proxy says the visitor used HTTPS', async () => {
    const server = await startServer({
      dataDir: join(await dirs.make(), 'data'),
      env: { TRUST_PROXY: 'true' },
    })
    for (const path of ['/', '/favicon.svg', '/healthz']) {
      const proxied = await send(server.origin, { path, headers: { 'x-forwarded-proto': 'https' } })
      expect(proxied.headers['strict-transport-security'], path).toMatch(/^max-age=\d+/)
      const plain = await send(server.origin, { path })
      expect(plain.headers['strict-transport-security'], path).toBeUndefined()
    }
  })
})

describe('the Node server with ALLOWED_HOSTS', { timeout: 120_000 }, () => {
  afterEach(() => killAllServers())
  afterAll(() => dirs.removeAll())

  it('answers 421 to any other Host, for the static files it sends without the app too, and health checks under any', async () => {
    const server = await startServer({
      dataDir: join(await dirs.make(), 'data'),
      env: { ALLOWED_HOSTS: 'culturecoded.example.com' },
    })
    const ours = { host: 'culturecoded.example.com' }
    // Visits of / to fill the page pool, which the server then sends without the app once prepared.
    for (let visit = 0; visit < 40; visit++)
      expect((await send(server.origin, { headers: ours })).status).toBe(200)
    for (const path of ['/', '/favicon.svg', `${MAIL_PAGE_PATHS.manage}?token=abc`]) {
      const misdirected = await send(server.origin, { path })
      expect(misdirected.status, path).toBe(421)
      expect(misdirected.headers['content-type'], path).toBe('text/plain; charset=utf-8')
      expect(misdirected.headers['cache-control'], path).toMatch(/^no-store/)
      expect((await send(server.origin, { path, headers: ours })).status, path).toBe(200)
    }
    const rebound = await send(server.origin, {
      method: 'POST',
      path: `${MAIL_PAGE_PATHS.manage}?token=abc`,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    })
    expect(rebound.status).toBe(421)
    expect((await send(server.origin, { path: '/healthz' })).status).toBe(200)
  })
})

describe('a second server on the same data folder', { timeout: 120_000 }, () => {
  afterEach(() => killAllServers())
  afterAll(() => dirs.removeAll())

  it('exits 1 with a message naming the folder, while the first keeps serving', async () => {
    const dataDir = join(await dirs.make(), 'data')
    const first = await startServer({ dataDir })
    const second = spawnServer({ PORT: String(first.port + 1), HOST: '127.0.0.1', DATA_DIR: dataDir })
    // Bounded by the test's own timeout.
    const exit = await second.exited
    expect(exit.code).toBe(1)
    expect(second.stderr).toContain(
      `[server] cannot start: ${dataDir} is in use by process ${first.child.pid}`,
    )
    expect(second.stdout).not.toContain('listening')
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(200)
  })
})
