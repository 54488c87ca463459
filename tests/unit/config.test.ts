import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, parseConfig } from '~/config.server'
import { parseMailConfig } from '~/mail/config.server'

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co'
const PUBLISHABLE_KEY = 'sb_publishable_test_0123456789abcdef'

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`
}

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('the defaults', () => {
  it('uses the embedded store in .data, 5 sign-ups per client per 60 s, no trusted proxy, 0.0.0.0:3000, requests cut after 30 s', () => {
    expect(parseConfig({})).toEqual({
      dataDir: '.data',
      supabase: null,
      signupRateLimit: { limit: 5, windowMs: 60_000 },
      trustProxy: false,
      port: 3000,
      host: '0.0.0.0',
      requestTimeoutMs: 30_000,
      allowedHosts: null,
    })
  })

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATA_DIR: '', SUPABASE_URL: '', SUPABASE_PUBLISHABLE_KEY: ' ', PORT: '' })).toEqual(
      parseConfig({}),
    )
  })
})

describe('each variable', () => {
  it('reads DATA_DIR, SIGNUP_RATE_LIMIT, TRUST_PROXY, PORT, HOST and REQUEST_TIMEOUT_SECONDS', () => {
    expect(
      parseConfig({
        DATA_DIR: '/var/lib/culture-coded',
        SIGNUP_RATE_LIMIT: '10/30',
        TRUST_PROXY: 'true',
        PORT: '8080',
        HOST: '127.0.0.1',
        REQUEST_TIMEOUT_SECONDS: '5',
      }),
    ).toMatchObject({
      dataDir: '/var/lib/culture-coded',
      signupRateLimit: { limit: 10, windowMs: 30_000 },
      trustProxy: true,
      port: 8080,
      host: '127.0.0.1',
      requestTimeoutMs: 5000,
    })
  })

  it.each([
    ['SIGNUP_RATE_LIMIT', '5 per minute', /SIGNUP_RATE_LIMIT must look like 5\/60/],
    ['SIGNUP_RATE_LIMIT', '0/60', /SIGNUP_RATE_LIMIT must allow at least 1/],
    ['SIGNUP_RATE_LIMIT', '5/0', /SIGNUP_RATE_LIMIT window must be between 1 and 86400 seconds/],
    ['SIGNUP_RATE_LIMIT', '5/100000', /SIGNUP_RATE_LIMIT window must be between 1 and 86400 seconds/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be true or false \(got "yes"\)/],
    ['PORT', 'http', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be between 1 and 65535/],
    ['PORT', '0', /PORT must be between 1 and 65535/],
    ['REQUEST_TIMEOUT_SECONDS', '2.5', /REQUEST_TIMEOUT_SECONDS must be a whole number of seconds/],
    ['REQUEST_TIMEOUT_SECONDS', '0', /REQUEST_TIMEOUT_SECONDS must be between 1 and 300 seconds/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(errorOf({ [name]: value }).message).toMatch(message)
  })
})

describe('Supabase', () => {
  it('uses Supabase when SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY are both set', () => {
    expect(parseConfig({ SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }).supabase).toEqual({
      url: SUPABASE_URL,
      publishableKey: PUBLISHABLE_KEY,
    })
  })

  it('accepts SUPABASE_ANON_KEY as another name for the publishable key', () => {
    const anonKey = jwt({ role: 'anon', iss: 'supabase' })
    expect(parseConfig({ SUPABASE_URL, SUPABASE_ANON_KEY: anonKey }).supabase?.publishableKey).toBe(anonKey)
  })

  it('drops a trailing slash from the URL', () => {
    expect(
      parseConfig({ SUPABASE_URL: `${SUPABASE_URL}/`, SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }).supabase
        ?.url,
    ).toBe(SUPABASE_URL)
  })

  it('accepts plain http only for a local Supabase', () => {
    expect(
      parseConfig({ SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY })
        .supabase?.url,
    ).toBe('http://127.0.0.1:54321')
    expect(
      errorOf({ SUPABASE_URL: 'http://db.example.com', SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }).message,
    ).toMatch(/SUPABASE_URL must use https/)
  })

  it('fails at start when only SUPABASE_URL is set', () => {
    expect(errorOf({ SUPABASE_URL }).message).toMatch(
      /SUPABASE_URL is set but SUPABASE_PUBLISHABLE_KEY \(or SUPABASE_ANON_KEY\) is not/,
    )
  })

  it('fails at start when only the key is set', () => {
    expect(errorOf({ SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }).message).toMatch(
      /SUPABASE_PUBLISHABLE_KEY is set but SUPABASE_URL is not/,
    )
    expect(errorOf({ SUPABASE_ANON_KEY: PUBLISHABLE_KEY }).message).toMatch(
      /SUPABASE_ANON_KEY is set but SUPABASE_URL is not/,
    )
  })

  it('refuses two different keys rather than guessing which one is meant', () => {
    expect(
      errorOf({
        SUPABASE_URL,
        SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        SUPABASE_ANON_KEY: `${PUBLISHABLE_KEY}x`,
      }).message,
    ).toMatch(/both set and differ/)
  })

  it.each([
    ['a new-style secret key', 'sb_secret_0123456789abcdef'],
    ['a legacy service_role key', jwt({ role: 'service_role', iss: 'supabase' })],
  ])('refuses %s, which would bypass row-level security, without printing it', (_, key) => {
    const message = errorOf({ SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY: key }).message
    expect(message).toMatch(
      /SUPABASE_PUBLISHABLE_KEY is a secret \(service_role\) key; use the publishable \(anon\) key/,
    )
    expect(message).not.toContain(key)
  })

  it("refuses to start with SUPABASE_SERVICE_ROLE_KEY in its environment, which only the operators' tool reads", () => {
    const key = 'sb_secret_0123456789abcdef'
    const message = errorOf({
      SUPABASE_URL,
      SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      SUPABASE_SERVICE_ROLE_KEY: key,
    }).message
    expect(message).toMatch(/SUPABASE_SERVICE_ROLE_KEY is set in the server's environment; remove it/)
    expect(message).not.toContain(key)
    expect(errorOf({ SUPABASE_SERVICE_ROLE_KEY: key }).message).toMatch(/^SUPABASE_SERVICE_ROLE_KEY is set/)
  })
})

describe('getConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('reads the environment once and keeps that answer', async () => {
    vi.stubEnv('SIGNUP_RATE_LIMIT', '7/70')
    const { getConfig } = await import('~/config.server')
    const first = getConfig()
    vi.stubEnv('SIGNUP_RATE_LIMIT', '9/90')
    expect(getConfig()).toBe(first)
    expect(first.signupRateLimit).toEqual({ limit: 7, windowMs: 70_000 })
  })
})

describe('ALLOWED_HOSTS', () => {
  it('lists the hosts the site answers to, each with or without its port, normalised as a URL would', () => {
    expect(
      parseConfig({ ALLOWED_HOSTS: 'CultureCoded.example.com, www.culturecoded.example.com:8443,[::1]:3000' })
        .allowedHosts,
    ).toEqual([
      { hostname: 'culturecoded.example.com', port: null },
      { hostname: 'www.culturecoded.example.com', port: '8443' },
      { hostname: '[::1]', port: '3000' },
    ])
  })

  it("defaults to PUBLIC_URL's host, and to every loopback name for a site tried on this machine", () => {
    expect(parseConfig({ PUBLIC_URL: 'https://culturecoded.example.com' }).allowedHosts).toEqual([
      { hostname: 'culturecoded.example.com', port: null },
    ])
    expect(parseConfig({ PUBLIC_URL: 'https://culturecoded.example.com:8443/' }).allowedHosts).toEqual([
      { hostname: 'culturecoded.example.com', port: '8443' },
    ])
    expect(parseConfig({ PUBLIC_URL: 'http://localhost:3000' }).allowedHosts).toEqual([
      { hostname: 'localhost', port: null },
      { hostname: '127.0.0.1', port: null },
      { hostname: '[::1]', port: null },
    ])
  })

  it('answers any Host with neither ALLOWED_HOSTS nor PUBLIC_URL, as on a fresh machine', () => {
    expect(parseConfig({}).allowedHosts).toBeNull()
    expect(parseConfig({ ALLOWED_HOSTS: ' ' }).allowedHosts).toBeNull()
  })

  it.each([
    'https://culturecoded.example.com',
    'culturecoded.example.com/',
    'a,,b',
    'u@example.com',
    'x:99999',
  ])('refuses %j, naming the variable', (value) => {
    expect(errorOf({ ALLOWED_HOSTS: value }).message).toMatch(/^ALLOWED_HOSTS must be a comma-separated list/)
  })
})

describe('.env.example', () => {
  it('names every variable the server and its mail settings read', () => {
    const read = new Set<string>()
    const env = new Proxy({} as Record<string, string>, {
      get: (_, name) => {
        if (typeof name === 'string') read.add(name)
        return undefined
      },
    })
    parseConfig(env)
    parseMailConfig(env)
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    expect(read).toContain('SUPABASE_URL')
    expect([...read].filter((name) => !new RegExp(`\\b${name}\\b`).test(example))).toEqual([])
  })
})
