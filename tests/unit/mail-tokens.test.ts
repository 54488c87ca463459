// The signed tokens in mailed links: Web Crypto's HMAC-SHA256, a purpose and an expiry.
import { describe, expect, it } from 'vitest'
import { signToken, TOKEN_LIFETIME_MS, verifyToken } from '../../lib/tokens'

const SECRET = 'a-test-secret-that-is-long-enough-0123456789'
const NOW = Date.UTC(2026, 10, 25, 12)

describe('mail link tokens', () => {
  it('gives back the address a confirm token was made for', async () => {
    const token = await signToken({ email: 'ana@example.com', purpose: 'confirm' }, SECRET, NOW)
    expect(await verifyToken(token, 'confirm', SECRET, NOW + 1000)).toEqual({
      ok: true,
      email: 'ana@example.com',
      expiresAt: expect.any(Number),
    })
  })

  it('keeps an address outside ASCII whole', async () => {
    const token = await signToken({ email: 'zoë@exämple.com', purpose: 'manage' }, SECRET, NOW)
    expect(await verifyToken(token, 'manage', SECRET, NOW)).toMatchObject({
      ok: true,
      email: 'zoë@exämple.com',
    })
  })

  it('refuses a token whose address was changed: the signature no longer matches', async () => {
    const token = await signToken({ email: 'ana@example.com', purpose: 'confirm' }, SECRET, NOW)
    const [purpose, expiry, , signature] = token.split('.')
    const forged = [purpose, expiry, Buffer.from('eve@example.com').toString('base64url'), signature].join(
      '.',
    )
    expect(await verifyToken(forged, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('refuses a token signed with another secret', async () => {
    const token = await signToken({ email: 'ana@example.com', purpose: 'confirm' }, `${SECRET}-other`, NOW)
    expect(await verifyToken(token, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('refuses an unsubscribe token offered as a confirm token', async () => {
    const token = await signToken({ email: 'ana@example.com', purpose: 'unsubscribe' }, SECRET, NOW)
    expect(await verifyToken(token, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'wrong_purpose' })
  })

  it('refuses a confirm token once its 7 days are over', async () => {
    const token = await signToken({ email: 'ana@example.com', purpose: 'confirm' }, SECRET, NOW)
    expect(TOKEN_LIFETIME_MS.confirm).toBe(7 * 24 * 60 * 60 * 1000)
    expect(await verifyToken(token, 'confirm', SECRET, NOW + TOKEN_LIFETIME_MS.confirm - 1000)).toMatchObject(
      {
        ok: true,
      },
    )
    expect(await verifyToken(token, 'confirm', SECRET, NOW + TOKEN_LIFETIME_MS.confirm)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it.each(['', 'abc', 'confirm.1.2', 'confirm.x.YQ.YQ', 'nope.99999999999.YQ.YQ', 'confirm.1.%%.YQ'])(
    'refuses the malformed token %j',
    async (token) => {
      expect(await verifyToken(token, 'confirm', SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
    },
  )
})
