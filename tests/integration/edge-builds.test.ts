// What `npm run build:cloudflare|vercel|netlify` leave for their platforms, checked without an
// account: each build's own folders, no PGlite inside, and (Vercel, Netlify) the built function
// answering the page, readiness and a sign-up when called as its platform calls it.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticFileSecurityHeaders } from '~/http/securityHeaders'
import { EDGE_OUTPUT } from '../../build/deploy-targets'
import { publicFilePaths } from '../../build/edge-headers'
import { startPostgrestDoubleServer, type PostgrestDoubleServer } from '../support/postgrest-double-server'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CALL_FUNCTION = fileURLToPath(new URL('../support/call-built-function.mjs', import.meta.url))
const PUBLISHABLE_KEY = 'sb_publishable_edge_builds_0123456789'
const REFUSAL =
  '[signup] embedded store is not available on the edge: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY'

const at = (...parts: string[]) => join(ROOT, ...parts)

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const BUILDS = [
  {
    target: 'cloudflare',
    server: at(EDGE_OUTPUT.cloudflare.outDir, 'server'),
    staticDir: at(EDGE_OUTPUT.cloudflare.outDir, 'client'),
    entry: at(EDGE_OUTPUT.cloudflare.outDir, 'server', 'index.js'),
  },
  {
    target: 'vercel',
    server: at(EDGE_OUTPUT.vercel.outDir, 'functions', '__server.func'),
    staticDir: at(EDGE_OUTPUT.vercel.outDir, 'static'),
    entry: at(EDGE_OUTPUT.vercel.outDir, 'functions', '__server.func', 'index.mjs'),
  },
  {
    target: 'netlify',
    server: at(EDGE_OUTPUT.netlify.outDir, 'server'),
    staticDir: at(EDGE_OUTPUT.netlify.publishDir),
    entry: at(EDGE_OUTPUT.netlify.functionsDir, 'server.mjs'),
  },
] as const

describe.each(BUILDS)('npm run build:$target', ({ target, server, staticDir, entry }) => {
  it('writes the server entry and the static files to folders of its own', () => {
    expect(existsSync(entry), `${entry}: run npm run build:${target} first (npm test does)`).toBe(true)
    expect(existsSync(join(staticDir, 'favicon.svg'))).toBe(true)
    expect(readdirSync(join(staticDir, 'assets')).some((name) => /^index-[\w-]+\.js$/.test(name))).toBe(true)
  })

  it('bundles no embedded database', () => {
    const withPglite = filesUnder(server).filter(
      (file) =>
        file.includes('@electric-sql') ||
        (/\.(m?js|wasm|data)$/.test(file) && readFileSync(file, 'utf8').includes('@electric-sql/pglite')),
    )
    expect(withPglite).toEqual([])
  })
})

describe('the platform files', () => {
  it('Cloudflare: a wrangler.json for `wrangler deploy`, and immutable hashed assets', () => {
    const config = JSON.parse(
      readFileSync(at(EDGE_OUTPUT.cloudflare.outDir, 'server', 'wrangler.json'), 'utf8'),
    )
    expect(config).toMatchObject({
      name: 'culture-coded',
      main: 'index.js',
      compatibility_flags: ['nodejs_compat'],
      assets: { directory: '../client' },
    })
    expect(readFileSync(at(EDGE_OUTPUT.cloudflare.outDir, 'client', '_headers'), 'utf8')).toContain(
      'cache-control: public, max-age=31536000, immutable',
    )
  })

  it('Vercel: Build Output API v3 with one Node.js function', () => {
    const output = at(EDGE_OUTPUT.vercel.outDir)
    expect(JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'))).toMatchObject({ version: 3 })
    expect(
      JSON.parse(readFileSync(join(output, 'functions', '__server.func', '.vc-config.json'), 'utf8')),
    ).toMatchObject({
      handler: 'index.mjs',
      runtime: expect.stringMatching(/^nodejs\d+\.x$/),
    })
  })

  it('Netlify: a framework function for every path, static files first', () => {
    const fn = readFileSync(at(EDGE_OUTPUT.netlify.functionsDir, 'server.mjs'), 'utf8')
    expect(fn).toContain('path: "/*"')
    expect(fn).toContain('preferStatic: true')
    expect(readFileSync(at(EDGE_OUTPUT.netlify.publishDir, '_headers'), 'utf8')).toContain('immutable')
  })
})

/** A `_headers` file as Cloudflare and Netlify read it: each path's headers, later rules adding. */
function readHeadersFile(path: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? {}
      rules.set(line.trim(), current)
      continue
    }
    const [name = '', ...value] = line.trim().split(':')
    if (current) current[name.trim().toLowerCase()] = value.join(':').trim()
  }
  return rules
}

// Every static file the platform serves itself: the hashed assets and each file from public/.
const STATIC_PATHS = ['/assets/*', ...publicFilePaths()]
const EDGE_STATIC_HEADERS = staticFileSecurityHeaders({ isHttps: true })

describe('security headers on static files, from app/http/securityHeaders.ts', () => {
  it.each([
    ['Cloudflare', at(EDGE_OUTPUT.cloudflare.outDir, 'client', '_headers')],
    ['Netlify', at(EDGE_OUTPUT.netlify.publishDir, '_headers')],
  ])('%s: _headers gives each static file the same headers as the Node server, with HSTS', (_, file) => {
    const rules = readHeadersFile(file)
    for (const path of STATIC_PATHS) expect(rules.get(path), path).toMatchObject(EDGE_STATIC_HEADERS)
    expect(rules.get('/assets/*')?.['cache-control']).toBe('public, max-age=31536000, immutable')
    expect([...rules.keys()], 'no rule for the pages, which carry their own policy').not.toContain('/*')
  })

  it('Vercel: routes in the build config add them before the file system is looked at', () => {
    const config = JSON.parse(readFileSync(at(EDGE_OUTPUT.vercel.outDir, 'config.json'), 'utf8')) as {
      routes: { src?: string; handle?: string; headers?: Record<string, string>; continue?: boolean }[]
    }
    const filesystem = config.routes.findIndex((route) => route.handle === 'filesystem')
    for (const path of ['/assets/index-abc.js', ...publicFilePaths()]) {
      const index = config.routes.findIndex(
        (route) => route.headers && route.src && new RegExp(route.src).test(path),
      )
      expect(index, path).toBeGreaterThanOrEqual(0)
      expect(index, `${path} before the file system`).toBeLessThan(filesystem)
      expect(config.routes[index]).toMatchObject({ headers: EDGE_STATIC_HEADERS, continue: true })
    }
    expect(
      config.routes.some((route) => route.headers && route.src && new RegExp(route.src).test('/')),
      'no header route for /',
    ).toBe(false)
  })
})

type Answers = {
  page: { status: number; title?: string; sections: number }
  csp: boolean
  readyz: number
  signup: { status: number; location: string | null } | null
}

function callBuiltFunction(
  platform: 'vercel' | 'netlify',
  email: string,
  env: Record<string, string>,
): Promise<{ answers: Answers; stderr: string }> {
  const entry = BUILDS.find((build) => build.target === platform)?.entry ?? ''
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CALL_FUNCTION, platform, entry, email],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`))
        else resolve({ answers: JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Answers, stderr })
      },
    )
  })
}

describe('the built functions, called as Vercel and Netlify call them', { timeout: 60_000 }, () => {
  let supabase: PostgrestDoubleServer

  beforeAll(async () => {
    supabase = await startPostgrestDoubleServer({ port: 4426, publishableKey: PUBLISHABLE_KEY })
  }, 60_000)
  afterAll(() => supabase?.close())

  it.each(['vercel', 'netlify'] as const)(
    '%s: serves the page and stores a sign-up in Supabase',
    async (platform) => {
      const email = `${platform}@example.com`
      const { answers } = await callBuiltFunction(platform, email, {
        SUPABASE_URL: supabase.url,
        SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      })
      expect(answers).toEqual({
        page: { status: 200, title: 'Culture Coded: AI × music buildathons', sections: 9 },
        csp: true,
        readyz: 200,
        signup: { status: 303, location: '/?signup=ok#signup' },
      })
      expect(await supabase.storedEmails()).toContain(email)
    },
  )

  it.each(['vercel', 'netlify'] as const)(
    '%s: without Supabase, refuses sign-ups with a clear log line',
    async (platform) => {
      const { answers, stderr } = await callBuiltFunction(platform, `nowhere-${platform}@example.com`, {})
      expect(answers).toMatchObject({
        page: { status: 200 },
        readyz: 503,
        signup: { status: 303, location: '/?signup=unavailable#signup' },
      })
      expect(stderr).toContain(REFUSAL)
    },
  )

  it.each(['vercel', 'netlify'] as const)(
    '%s: with a half-set configuration, answers 503 and logs the variable to fix',
    async (platform) => {
      const { answers, stderr } = await callBuiltFunction(platform, 'half@example.com', {
        SUPABASE_URL: supabase.url,
      })
      expect(answers).toMatchObject({ page: { status: 503, sections: 0 }, readyz: 503, signup: null })
      expect(stderr).toContain('[server] cannot serve: SUPABASE_URL is set but SUPABASE_PUBLISHABLE_KEY')
    },
  )

  it.each(['vercel', 'netlify'] as const)(
    '%s: with a mail setting the server would refuse, answers 503 from the first request on and logs the variable to fix',
    async (platform) => {
      const { answers, stderr } = await callBuiltFunction(platform, 'short-secret@example.com', {
        SUPABASE_URL: supabase.url,
        SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        MAIL_TOKEN_SECRET: 'too short',
      })
      expect(answers).toMatchObject({ page: { status: 503, sections: 0 }, readyz: 503, signup: null })
      expect(stderr).toContain('[server] cannot serve: MAIL_TOKEN_SECRET')
      expect(await supabase.storedEmails()).not.toContain('short-secret@example.com')
    },
  )
})
