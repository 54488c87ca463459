// The Cloudflare Workers build, run in workerd by `wrangler dev` (local, offline): it serves the
// whole page, stores sign-ups in Supabase (the PostgREST contract double on a real port), and
// without Supabase refuses the embedded store with a clear message instead of crashing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgrestDoubleServer, type PostgrestDoubleServer } from '../support/postgrest-double-server'
import { initialScripts } from '~/boot/deferEntryScript'
import { tempDirs } from '../support/temp-dir'
import { startWranglerDev, type WranglerDev } from '../support/wrangler-dev'
import { multipartBody, signupPathIn } from '../../tools/lib/signup-wire.ts'

const PUBLISHABLE_KEY = 'sb_publishable_wrangler_dev_0123456789'
const REFUSAL =
  '[signup] embedded store is not available on the edge: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY'

const dirs = tempDirs()
let supabase: PostgrestDoubleServer
let withSupabase: WranglerDev
let withoutSupabase: WranglerDev

beforeAll(async () => {
  supabase = await startPostgrestDoubleServer({ port: 4422, publishableKey: PUBLISHABLE_KEY })
  ;[withSupabase, withoutSupabase] = await Promise.all([
    startWranglerDev({
      port: 4421,
      inspectorPort: 4424,
      stateDir: await dirs.make(),
      vars: { SUPABASE_URL: supabase.url, SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY },
    }),
    startWranglerDev({ port: 4423, inspectorPort: 4425, stateDir: await dirs.make(), vars: {} }),
  ])
}, 60_000)

afterAll(async () => {
  await Promise.all([withSupabase?.stop(), withoutSupabase?.stop()])
  await supabase?.close()
  await dirs.removeAll()
})

async function signUpWithoutJavaScript(worker: WranglerDev, email: string): Promise<Response> {
  const page = await (await fetch(`${worker.origin}/`)).text()
  const action = signupPathIn(page)
  expect(action, 'the sign-up form posts to a server function').toBeDefined()
  const { body, contentType } = multipartBody({ email })
  return fetch(`${worker.origin}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': contentType,
      origin: worker.origin,
      'sec-fetch-site': 'same-origin',
    },
    body,
  })
}

describe('the Cloudflare worker under wrangler dev', { timeout: 30_000 }, () => {
  it('answers / with the whole page and the security headers', async () => {
    const response = await fetch(`${withSupabase.origin}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/)
    const page = await response.text()
    expect(page).toContain('<title>Culture Coded: AI × music buildathons</title>')
    for (const id of ['timeline', 'projects', 'highlights', 'numbers', 'teams', 'sponsors', 'join']) {
      expect(page).toContain(`<section id="${id}"`)
    }
    expect(initialScripts(page)[0], 'the entry the loader asks for').toMatch(/^\/assets\/index-[^"]+\.js$/)
    expect(page.trimEnd()).toMatch(/<\/html>$/)
  })

  it('serves the static files from the build, hashed ones as immutable', async () => {
    const page = await (await fetch(`${withSupabase.origin}/`)).text()
    const [script] = initialScripts(page)
    expect(script, 'a hashed script named by the page').toBeDefined()
    const hashed = await fetch(`${withSupabase.origin}${script}`)
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const favicon = await fetch(`${withSupabase.origin}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('is ready when Supabase says the publishable key may store a sign-up', async () => {
    const response = await fetch(`${withSupabase.origin}/readyz`)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { status: 'ready' },
    })
  })

  it('stores a sign-up in Supabase with the publishable key', async () => {
    const response = await signUpWithoutJavaScript(withSupabase, 'edge@example.com')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/?signup=ok#signup')
    expect(await supabase.storedEmails()).toEqual(['edge@example.com'])
    const asked = supabase.double.requests.filter(
      (request) => request.url.pathname === '/rest/v1/rpc/signups_confirm_by_mail',
    )
    expect(asked, 'whether its sign-ups wait for a mail, asked once, at the first request').toHaveLength(1)
    const posts = supabase.double.requests.filter(
      (request) => request.method === 'POST' && !asked.includes(request),
    )
    // The shared rate limit first (migration 0003), then the insert, both with the publishable key.
    expect(posts.map((request) => request.url.pathname)).toEqual([
      '/rest/v1/rpc/take_signup_attempt',
      '/rest/v1/email_submissions',
    ])
    expect(posts.map((request) => request.headers.get('apikey'))).toEqual([PUBLISHABLE_KEY, PUBLISHABLE_KEY])
  })

  it('without Supabase, still serves the page but refuses sign-ups with a clear log line', async () => {
    expect((await fetch(`${withoutSupabase.origin}/`)).status).toBe(200)

    const response = await signUpWithoutJavaScript(withoutSupabase, 'nowhere@example.com')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/?signup=unavailable#signup')
    expect((await fetch(`${withoutSupabase.origin}/readyz`)).status).toBe(503)
    expect(await withoutSupabase.printed(REFUSAL), 'the refusal is logged').toBe(true)
    expect(await withoutSupabase.printed('[applications] not taken on this build'), 'and so is this').toBe(
      true,
    )
    expect(withoutSupabase.output).not.toMatch(/Uncaught|exception/i)
  })
})
