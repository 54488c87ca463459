import { describe, expect, it } from 'vitest'
import {
  isUnknownServerFunctionCall,
  serverFunctionIds,
  unknownServerFunction,
} from '~/http/serverFunctions.server'

const known = serverFunctionIds([{ url: '/_serverFn/abc123' }])
const call = (path: string) => isUnknownServerFunctionCall(new URL(path, 'http://localhost'), known)

describe('calls to server functions the app does not have', () => {
  it('lets a call to a known id through, with or without a trailing segment, as the framework reads it', () => {
    expect(call('/_serverFn/abc123')).toBe(false)
    expect(call('/_serverFn/abc123/extra')).toBe(false)
    expect(call('/_serverFn/abc123?payload=x')).toBe(false)
  })

  it('marks an unknown id, and the base with no id, as unknown', () => {
    expect(call('/_serverFn/nope')).toBe(true)
    expect(call('/_serverFn/')).toBe(true)
    expect(call('/_serverFn/abc1234')).toBe(true)
  })

  it('reads a percent-encoded path the way the framework does before taking the id', () => {
    expect(call('/_serverFn/%61bc123')).toBe(false)
    expect(call('/_serverFn/%6Eope')).toBe(true)
    expect(call('/%5FserverFn/nope')).toBe(true)
  })

  it("leaves a path that cannot be decoded to the framework's own 400, and one starting with // to its 308", () => {
    expect(call('/_serverFn/%E0%A4%A')).toBe(false)
    expect(isUnknownServerFunctionCall(new URL('http://localhost//_serverFn/nope'), known)).toBe(false)
  })

  it('leaves every other path alone', () => {
    for (const path of ['/', '/_serverfn/nope', '/_serverFnx/nope', '/no/such/page', '/assets/_serverFn/x'])
      expect(call(path), path).toBe(false)
  })

  it("refuses at start a server function whose path is not under the framework's base", () => {
    expect(() => serverFunctionIds([{ url: '/_fn/abc' }])).toThrow(
      /serverFunctions\.server\.ts: server function path \/_fn\/abc is not under \/_serverFn\//,
    )
  })

  it('answers 404 as JSON for an unknown id, and lets a known one through', async () => {
    const answer = unknownServerFunction(new URL('/_serverFn/nope', 'http://localhost'), known)
    expect(answer?.status).toBe(404)
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    expect(await answer?.json()).toEqual({ error: 'No such server function' })
    expect(unknownServerFunction(new URL('/_serverFn/abc123', 'http://localhost'), known)).toBeNull()
  })
})
