import { describe, expect, it, vi } from 'vitest'

// The framework's manifest as its build writes it: one id a browser may call, one only the server may.
vi.mock('#tanstack-start-server-fn-resolver', () => ({
  async getServerFnById(id: string, access: { origin: string }) {
    if (id === 'abc123') return () => null
    if (id === 'serverOnly' && access.origin === 'client')
      throw new Error('Server function not accessible from client: ' + id)
    if (id === 'broken') throw new Error('Server function module not resolved for ' + id)
    throw new Error('Server function info not found for ' + id)
  },
}))

const { calledServerFunctionId, isServerFunction, unknownServerFunction } =
  await import('~/http/serverFunctions.server')
const answerTo = (path: string) => unknownServerFunction(new URL(path, 'http://localhost'))
const idOf = (path: string) => calledServerFunctionId(new URL(path, 'http://localhost'))

describe('calls to server functions the app does not have', () => {
  it("lets a call to an id in the framework's manifest through, with or without a trailing segment", async () => {
    for (const path of ['/_serverFn/abc123', '/_serverFn/abc123/extra', '/_serverFn/abc123?payload=x'])
      expect(await answerTo(path), path).toBeNull()
  })

  it('answers 404 as JSON for an id the manifest lacks, one only the server may call, and the bare base', async () => {
    for (const path of ['/_serverFn/nope', '/_serverFn/serverOnly', '/_serverFn/', '/_serverFn/abc1234']) {
      const answer = await answerTo(path)
      expect(answer?.status, path).toBe(404)
      expect(answer?.headers.get('cache-control')).toBe('no-store')
      expect(await answer?.json()).toEqual({ error: 'No such server function' })
    }
  })

  it('lets any other failure of the lookup through as the bug it is, rather than call it a 404', async () => {
    await expect(isServerFunction('broken')).rejects.toThrow(/module not resolved/)
  })

  it('reads a percent-encoded path the way the framework does before taking the id', () => {
    expect(idOf('/_serverFn/%61bc123')).toBe('abc123')
    expect(idOf('/_serverFn/%6Eope')).toBe('nope')
    expect(idOf('/%5FserverFn/nope')).toBe('nope')
  })

  it("leaves a path that cannot be decoded to the framework's own 400, and one starting with // to its 308", () => {
    expect(idOf('/_serverFn/%E0%A4%A')).toBeNull()
    expect(calledServerFunctionId(new URL('http://localhost//_serverFn/nope'))).toBeNull()
  })

  it('leaves every other path alone', () => {
    for (const path of ['/', '/_serverfn/nope', '/_serverFnx/nope', '/no/such/page', '/assets/_serverFn/x'])
      expect(idOf(path), path).toBeNull()
  })
})
