// What the Node server (server/failure-log.ts) logs when a request fails: one line an operator can act on.
import { describe, expect, it } from 'vitest'
import { MAX_LOG_LINE_CHARS, describeFailure } from '../../server/failure-log.ts'

describe('the failure log line', () => {
  it('names the request, the error and where it was thrown, on one line', () => {
    const line = describeFailure(
      'POST',
      '/_serverFn/abc',
      new TypeError('Cannot read properties of undefined\n(reading "email")'),
    )
    expect(line).toMatch(
      /^\[server\] POST \/_serverFn\/abc failed: TypeError: Cannot read properties of undefined \(reading "email"\) \(at .*server-failure-log\.test\.ts:\d+:\d+\)$/,
    )
    expect(line).not.toContain('\n')
  })

  it('leaves out the query string, which can carry a visitor’s details', () => {
    expect(describeFailure('GET', '/?email=ana@example.com', new Error('boom'))).toMatch(
      /^\[server\] GET \/ failed: Error: boom/,
    )
  })

  it('describes a thrown value that is not an Error', () => {
    expect(describeFailure('GET', '/', 'plain string')).toBe('[server] GET / failed: plain string')
  })

  it('leaves out a query string quoted in the error message too', () => {
    const line = describeFailure(
      'GET',
      '/?email=ana@example.com',
      new TypeError(
        'Request cannot be constructed from a URL that includes credentials: http://u@x/?email=ana%40example.com',
      ),
    )
    expect(line).not.toContain('ana')
  })

  it('stays one bounded line whatever the length of the path and the method', () => {
    const line = describeFailure('X'.repeat(5000), `/${'a'.repeat(8000)}`, new Error('e'.repeat(8000)))
    expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE_CHARS + 1)
    expect(line).not.toContain('\n')
  })
})
