// The app's answer around the framework's: which Host it answers, how a mail page may be cached
// and referred from, and where //x leads. The framework is a stand-in that answers as TanStack
// Start does; the built server's own answers are in tests/integration/node-server-http.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAIL_PAGE_PATHS } from '~/mail/links'

vi.mock('@tanstack/react-start/server-entry', () => ({
  default: {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url)
      // As TanStack Start answers //x: a redirect to the request's own Host, and no Cache-Control.
      if (url.pathname.startsWith('//'))
        return Response.redirect(new URL(url.pathname.replace(/^\/+/, '/') + url.search, url.origin), 308)
      if (request.method === 'POST')
        return new Response(null, {
          status: 303,
          headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'no-store' },
        })
      return new Response('<!doctype html><title>page</title>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    },
  },
}))

// No server function exists in this stand-in's manifest.
vi.mock('#tanstack-start-server-fn-resolver', () => ({
  getServerFnById: async (id: string) => {
    throw new Error('Server function info not found for ' + id)
  },
}))

async function handlerWith(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { createRequestHandler } = await import('~/http/handleRequest.server')
  return createRequestHandler(async () => true)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a mail page’s answers', () => {
  const TOKEN = 'signed.token.value'
  const pages = Object.values(MAIL_PAGE_PATHS)

  it.each(pages)('%s, with or without a token, is kept by no cache and sends no referrer', async (path) => {
    const handle = await handlerWith()
    for (const target of [`${path}?token=${TOKEN}`, path]) {
      const answer = await handle(new Request(`http://localhost${target}`))
      expect(answer.headers.get('cache-control'), target).toBe('no-store, private')
      expect(answer.headers.get('referrer-policy'), target).toBe('no-referrer')
    }
  })

  it.each(pages)('%s answers its POST with no-store, private and no referrer too', async (path) => {
    const handle = await handlerWith()
    const answer = await handle(new Request(`http://localhost${path}?token=${TOKEN}`, { method: 'POST' }))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('cache-control')).toBe('no-store, private')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('is private under any spelling the router matches: capitals, percent-encoding, doubled or trailing slashes', async () => {
    const handle = await handlerWith()
    for (const target of [
      '/Signup/Manage?token=x',
      '/signup/%6Danage?token=x',
      '/signup//manage',
      '/signup/manage/',
    ]) {
      const answer = await handle(new Request(`http://localhost${target}`))
      expect(answer.headers.get('cache-control'), target).toBe('no-store, private')
    }
  })

  it('may load nothing from another origin, where the landing page may frame its videos', async () => {
    const handle = await handlerWith()
    const page = await handle(new Request(`http://localhost${MAIL_PAGE_PATHS.manage}?token=${TOKEN}`))
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toContain("frame-src 'none'")
    expect(csp).not.toMatch(/https?:/)
    const landing = await handle(new Request('http://localhost/'))
    expect(landing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(landing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('the Host a request names', () => {
  it('answers any Host with neither ALLOWED_HOSTS nor PUBLIC_URL, as on a fresh machine', async () => {
    const handle = await handlerWith({ ALLOWED_HOSTS: '', PUBLIC_URL: '' })
    expect((await handle(new Request('http://evil.example/'))).status).toBe(200)
  })

  it('answers 421, plain and stored by no cache, to a Host not in ALLOWED_HOSTS, whatever its Origin says', async () => {
    const handle = await handlerWith({
      ALLOWED_HOSTS: 'culturecoded.example.com,www.culturecoded.example.com:8443',
    })
    const forged = await handle(
      new Request(`http://evil.example${MAIL_PAGE_PATHS.manage}?token=x`, {
        method: 'POST',
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
      }),
    )
    expect(forged.status).toBe(421)
    expect(forged.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(forged.headers.get('cache-control')).toBe('no-store, private')
    for (const target of [
      'http://www.culturecoded.example.com/',
      'http://culturecoded.example.com.evil.example/',
    ])
      expect((await handle(new Request(target))).status, target).toBe(421)
    for (const target of [
      'https://culturecoded.example.com/',
      'http://CultureCoded.example.com:3000/',
      'http://culturecoded.example.com./',
      'https://www.culturecoded.example.com:8443/',
    ])
      expect((await handle(new Request(target))).status, target).toBe(200)
  })

  it("defaults to PUBLIC_URL's host", async () => {
    const handle = await handlerWith({ ALLOWED_HOSTS: '', PUBLIC_URL: 'https://culturecoded.example.com' })
    expect((await handle(new Request('https://culturecoded.example.com/'))).status).toBe(200)
    expect((await handle(new Request('http://127.0.0.1:3000/'))).status).toBe(421)
  })

  it('answers /healthz and /readyz under any Host, as a load balancer asks them by address', async () => {
    const handle = await handlerWith({ ALLOWED_HOSTS: 'culturecoded.example.com' })
    for (const path of ['/healthz', '/readyz'])
      expect((await handle(new Request(`http://10.0.0.5:3000${path}`))).status, path).toBe(200)
  })
})

describe('a path that starts with //', () => {
  it('redirects to the same path on this site, a Location no Host can aim elsewhere, stored by no cache', async () => {
    const handle = await handlerWith()
    for (const [target, location] of [
      ['http://localhost//evil.example/x?a=b', '/evil.example/x?a=b'],
      ['http://localhost///x', '/x'],
    ]) {
      const answer = await handle(new Request(target!))
      expect(answer.status, target).toBe(308)
      expect(answer.headers.get('location'), target).toBe(location)
      expect(answer.headers.get('cache-control'), target).toBe('no-store')
    }
  })

  it('keeps a mail page’s token out of every cache and referrer on its way there', async () => {
    const handle = await handlerWith()
    const answer = await handle(new Request(`http://localhost/${MAIL_PAGE_PATHS.manage}?token=x`))
    expect(answer.headers.get('location')).toBe(`${MAIL_PAGE_PATHS.manage}?token=x`)
    expect(answer.headers.get('cache-control')).toBe('no-store, private')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  })
})
