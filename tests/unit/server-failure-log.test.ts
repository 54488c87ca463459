// What the Node server (scripts/serve.mjs) logs when a request fails: one line an operator can act on.
import { describe, expect, it } from 'vitest'
import { describeFailure } from '../../scripts/serve.mjs'

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
})
