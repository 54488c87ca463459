import { describe, expect, it } from 'vitest'
import { getClientIp, rateLimitKey } from '~/http/clientIp.server'

function request(headers: Record<string, string>): Request {
  return new Request('http://localhost/_serverFn/x', { method: 'POST', headers })
}

describe('the client address', () => {
  it('is the socket address the server put in x-cc-peer-ip', () => {
    expect(getClientIp(request({ 'x-cc-peer-ip': '203.0.113.7' }), { trustProxy: false })).toBe('203.0.113.7')
  })

  it('ignores X-Forwarded-For unless the operator trusts a proxy', () => {
    const sent = request({ 'x-cc-peer-ip': '10.0.0.2', 'x-forwarded-for': '198.51.100.1' })
    expect(getClientIp(sent, { trustProxy: false })).toBe('10.0.0.2')
  })

  it('behind a trusted proxy, is the entry that proxy appended, not one the visitor sent', () => {
    const sent = request({ 'x-cc-peer-ip': '10.0.0.2', 'x-forwarded-for': '1.2.3.4, 198.51.100.1' })
    expect(getClientIp(sent, { trustProxy: true })).toBe('198.51.100.1')
  })

  it('falls back to the socket address when X-Forwarded-For is not an address', () => {
    const sent = request({ 'x-cc-peer-ip': '10.0.0.2', 'x-forwarded-for': 'unknown' })
    expect(getClientIp(sent, { trustProxy: true })).toBe('10.0.0.2')
  })

  it('reads addresses written with a port or brackets, and IPv4 written as IPv6', () => {
    expect(getClientIp(request({ 'x-forwarded-for': '198.51.100.1:4431' }), { trustProxy: true })).toBe(
      '198.51.100.1',
    )
    expect(getClientIp(request({ 'x-forwarded-for': '[2001:db8::1]:443' }), { trustProxy: true })).toBe(
      '2001:db8::1',
    )
    expect(getClientIp(request({ 'x-cc-peer-ip': '::ffff:203.0.113.7' }), { trustProxy: false })).toBe(
      '203.0.113.7',
    )
  })

  it("is 'unknown' when nothing says who is asking", () => {
    expect(getClientIp(request({}), { trustProxy: true })).toBe('unknown')
    expect(getClientIp(request({ 'x-cc-peer-ip': 'not an address' }), { trustProxy: false })).toBe('unknown')
  })
})

describe('the rate-limit key', () => {
  it('is the address itself for IPv4', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('is the /64 for IPv6, so one client cannot rotate through its own addresses', () => {
    expect(rateLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:db8:aa:bb::ffff')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:0db8::1')).toBe('2001:db8:0:0::/64')
  })
})
