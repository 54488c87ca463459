// Which methods the app answers where (app/http/methods.ts): pages are read-only, server
// functions are the framework's, and what HTTP does not define is not implemented.
import { describe, expect, it } from 'vitest'
import { refusedMethod } from '~/http/methods'

const at = (path: string) => new URL(`http://localhost${path}`)

describe('methods the app refuses', () => {
  it.each(['GET', 'HEAD'])('lets %s through to pages and health checks', (method) => {
    for (const path of ['/', '/no/such/page', '/healthz']) expect(refusedMethod(method, at(path))).toBeNull()
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST', 'TRACE', 'CONNECT'])(
    'answers %s on a page with 405 and Allow: GET, HEAD',
    (method) => {
      const answer = refusedMethod(method, at('/'))
      expect(answer?.status).toBe(405)
      expect(answer?.headers.get('allow')).toBe('GET, HEAD')
    },
  )

  it('answers a method HTTP does not define with 501', () => {
    expect(refusedMethod('PROPFIND', at('/'))?.status).toBe(501)
  })

  it('leaves GET and POST on server functions to the framework, also percent-encoded', () => {
    expect(refusedMethod('POST', at('/_serverFn/abc'))).toBeNull()
    expect(refusedMethod('POST', at('/%5FserverFn/abc'))).toBeNull()
    expect(refusedMethod('PUT', at('/_serverFn/abc'))?.headers.get('allow')).toBe('GET, POST')
  })

  it('leaves a path the framework redirects first (//x) to it', () => {
    expect(refusedMethod('POST', at('//evil.example/_serverFn/abc'))).toBeNull()
  })
})
