import { describe, expect, it } from 'vitest'
import {
  CSP_NONCE_HEADER,
  contentSecurityPolicy,
  createNonce,
  isHttpsRequest,
  securityHeaders,
  withNonce,
} from '~/http/securityHeaders'

describe('security headers', () => {
  it('allows scripts only from self and the response nonce, never inline', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('frames only the privacy-enhanced video domain', () => {
    expect(contentSecurityPolicy('n')).toContain('frame-src https://www.youtube-nocookie.com;')
  })

  it('sends HSTS over HTTPS and not over plain HTTP', () => {
    expect(securityHeaders({ nonce: 'n', isHttps: true })['strict-transport-security']).toMatch(/max-age=\d{8}/)
    expect(securityHeaders({ nonce: 'n', isHttps: false })['strict-transport-security']).toBeUndefined()
  })

  it('treats a request as HTTPS by its URL or a proxy header', () => {
    expect(isHttpsRequest(new Request('https://example.com/'))).toBe(true)
    expect(isHttpsRequest(new Request('http://example.com/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true)
    expect(isHttpsRequest(new Request('http://example.com/'))).toBe(false)
  })

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce()
    expect(atob(a)).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })

  it('replaces a nonce a client tried to send with our own', () => {
    const forged = new Request('http://example.com/', { headers: { [CSP_NONCE_HEADER]: 'forged' } })
    expect(withNonce(forged, 'ours').headers.get(CSP_NONCE_HEADER)).toBe('ours')
  })
})
