// The Node server sends `/` from the app's page pool once it is full (server/pooled-pages.ts). The
// app here is a stand-in module written into a temporary dist/, so the test counts what reaches it.
import { mkdir, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from '../../server/main'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
const POOL_SIZE = 3

// Renders a new page for each of the first POOL_SIZE visits to `/`, then answers from those.
const STAND_IN_APP = `
const pool = []
globalThis.appCalls = []
const page = (n, isHttps, body = new Blob(['<!doctype html><title>page ' + n + '</title>' + 'x'.repeat(2000)])) => ({
  body,
  etag: '"page-' + n + '"',
  headers: new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate',
    'content-security-policy': "script-src 'sha256-" + n + "'",
    'x-frame-options': 'DENY',
    ...(isHttps ? { 'strict-transport-security': 'max-age=1' } : {}),
    'content-length': String(body.size),
    etag: '"page-' + n + '"',
  }),
})
export default {
  async fetch(request) {
    globalThis.appCalls.push(new URL(request.url).pathname + new URL(request.url).search)
    if (pool.length < ${POOL_SIZE}) pool.push(pool.length)
    const { body, headers } = page(pool.at(-1), false)
    return new Response(body, { headers })
  },
  fullPagePool: (isHttps) => (pool.length === ${POOL_SIZE} ? pool.map((n) => page(n, isHttps)) : null),
  async ready() {
    return { port: 0, host: '127.0.0.1', trustProxy: true, requestTimeoutMs: 5000 }
  },
  close: async () => {},
  staticFileHeaders: () => ({ 'x-frame-options': 'DENY' }),
  refusedMethod: () => null,
}
`
const appCalls = () => (globalThis as unknown as { appCalls: string[] }).appCalls

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .once('error', reject)
      .end()
  })
}

describe('the landing page sent from its full pool', () => {
  let origin: string
  let close: () => Promise<void>
  let askedWhileFilling: string[]

  beforeAll(async () => {
    const distDir = await dirs.make()
    await mkdir(join(distDir, 'server'))
    await mkdir(join(distDir, 'client'))
    await writeFile(join(distDir, 'server', 'server.js'), STAND_IN_APP)
    const server = await startServer({ port: 0, host: '127.0.0.1', distDir })
    origin = `http://127.0.0.1:${server.address.port}`
    close = server.close
    for (let visit = 0; visit < POOL_SIZE; visit += 1) await get(origin, '/')
    askedWhileFilling = [...appCalls()]
    // The visit that finds the pool full starts its compression and is still the app's to answer;
    // the server's own answer names Vary even when it sends the page uncompressed.
    await vi.waitFor(async () => expect((await get(origin, '/')).headers.vary).toBe('Accept-Encoding'), {
      timeout: 5000,
    })
  })
  afterAll(async () => {
    await close?.()
    await dirs.removeAll()
  })

  it("asks the app while the pool fills, then sends the pool's pages and headers without asking it", async () => {
    expect(askedWhileFilling).toEqual(Array.from({ length: POOL_SIZE }, () => '/'))
    const askedBefore = appCalls().length
    const tags = new Set<string>()
    for (let visit = 0; visit < 30; visit += 1) {
      const answer = await get(origin, '/', { 'accept-encoding': 'br' })
      expect(answer.status).toBe(200)
      const tag = answer.headers.etag!.replace(/-br"$/, '"')
      tags.add(tag)
      const n = /"page-(\d)"/.exec(tag)![1]
      expect(brotliDecompressSync(answer.body).toString()).toContain(`<title>page ${n}</title>`)
      expect(answer.headers['content-security-policy']).toBe(`script-src 'sha256-${n}'`)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
      expect(answer.headers['strict-transport-security']).toBeUndefined()
    }
    expect(appCalls().length).toBe(askedBefore)
    expect(tags.size).toBeGreaterThan(1)
  })

  it('answers 304 to a visitor holding a pooled page’s tag, gzip and plain alike', async () => {
    const held = await get(origin, '/', { 'accept-encoding': 'gzip' })
    expect(held.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(held.body).toString()).toMatch(/^<!doctype html>/)
    // Any page but the held one would answer 200: ten in a row rule out a lucky pick.
    for (let visit = 0; visit < 10; visit += 1) {
      const again = await get(origin, '/', { 'accept-encoding': 'gzip', 'if-none-match': held.headers.etag! })
      expect(again.status).toBe(304)
      expect(again.headers.etag).toBe(held.headers.etag)
    }
    const plain = await get(origin, '/', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toMatch(/^<!doctype html><title>page \d<\/title>/)
    for (let visit = 0; visit < 10; visit += 1) {
      const again = await get(origin, '/', {
        'accept-encoding': 'identity',
        'if-none-match': plain.headers.etag!,
      })
      expect(again.status).toBe(304)
      expect(again.headers.etag).toBe(plain.headers.etag)
    }
  })

  it('answers HEAD with the length GET would send and no body', async () => {
    const head = await get(origin, '/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    let sameTag = await get(origin, '/', { 'accept-encoding': 'br' })
    for (let asked = 1; asked < 100 && sameTag.headers.etag !== head.headers.etag; asked += 1)
      sameTag = await get(origin, '/', { 'accept-encoding': 'br' })
    expect(head.headers['content-length']).toBe(String(sameTag.body.length))
  })

  it('keeps HTTPS pages apart, with their own headers', async () => {
    const answer = await get(origin, '/', { 'x-forwarded-proto': 'https' })
    expect(answer.status).toBe(200)
    await expect
      .poll(
        async () =>
          (await get(origin, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      )
      .toBe('max-age=1')
  })

  it('leaves every other page, and `/` with a query, to the app', async () => {
    const before = appCalls().length
    await get(origin, '/?signup=ok')
    await get(origin, '/editions')
    expect(appCalls().slice(before)).toEqual(['/?signup=ok', '/editions'])
  })
})
