// The edge builds answer through the same handler as the Node server, so ALLOWED_HOSTS (or
// PUBLIC_URL's host) holds there too. The framework and the store are stand-ins.
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@tanstack/react-start/server-entry', () => ({
  default: {
    fetch: async () =>
      new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
  },
}))
vi.mock('#tanstack-start-server-fn-resolver', () => ({
  getServerFnById: async (id: string) => {
    throw new Error('Server function info not found for ' + id)
  },
}))
vi.mock('~/signup/store.server', () => ({
  getStore: () => ({ isWritable: async () => true }),
  storeConfirmsByMail: async () => false,
}))

async function edgeWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  const { createEdgeEntry } = await import('~/edge/createEdgeEntry.server')
  return createEdgeEntry({ clientIpHeader: 'cf-connecting-ip' })
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('an edge build and the Host a request names', () => {
  it('answers 421 to a Host not in ALLOWED_HOSTS, and the page to one that is', async () => {
    const edge = await edgeWith({ ALLOWED_HOSTS: 'culturecoded.example.com', PUBLIC_URL: '' })
    const rebound = await edge.fetch(new Request('https://evil.example/signup/manage?token=x'))
    expect(rebound.status).toBe(421)
    expect(rebound.headers.get('cache-control')).toMatch(/^no-store/)
    expect((await edge.fetch(new Request('https://culturecoded.example.com/'))).status).toBe(200)
  })

  it("holds to PUBLIC_URL's host without ALLOWED_HOSTS", async () => {
    const edge = await edgeWith({ ALLOWED_HOSTS: '', PUBLIC_URL: 'https://culturecoded.example.com' })
    expect((await edge.fetch(new Request('https://culturecoded-preview.example.net/'))).status).toBe(421)
    expect((await edge.fetch(new Request('https://culturecoded.example.com/'))).status).toBe(200)
  })
})
