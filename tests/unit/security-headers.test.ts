import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { REACT_ARIA_STYLE_HASHES } from '~/boot/reactAriaStyleHashes'
import {
  contentEtag,
  contentSecurityPolicy,
  inlineScriptHashes,
  isHttpsRequest,
  securityHeaders,
  staticFileSecurityHeaders,
} from '~/http/securityHeaders'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('security headers', () => {
  it('allows scripts only from self and the listed inline-script hashes, never any inline script', () => {
    const csp = contentSecurityPolicy(['sha256-abc', 'sha256-def'])
    expect(csp).toContain("script-src 'self' 'sha256-abc' 'sha256-def';")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('frames only the privacy-enhanced video domain', () => {
    expect(contentSecurityPolicy([])).toContain('frame-src https://www.youtube-nocookie.com;')
  })

  it('sends HSTS over HTTPS and not over plain HTTP', () => {
    expect(securityHeaders({ scriptHashes: [], isHttps: true })['strict-transport-security']).toMatch(
      /max-age=\d{8}/,
    )
    expect(securityHeaders({ scriptHashes: [], isHttps: false })['strict-transport-security']).toBeUndefined()
  })

  it('gives static files the same hardening as the app, and a policy under which they run nothing', () => {
    for (const isHttps of [false, true]) {
      const app = securityHeaders({ scriptHashes: [], isHttps })
      const file = staticFileSecurityHeaders({ isHttps })
      for (const name of [
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'strict-transport-security',
      ]) {
        expect(file[name], `${name}, HTTPS ${isHttps}`).toBe(app[name])
      }
      expect(file['strict-transport-security'] !== undefined).toBe(isHttps)
      expect(file['content-security-policy']).toMatch(/^default-src 'none';/)
      expect(file['content-security-policy']).not.toContain('script-src')
    }
  })

  it('treats a request as HTTPS by its URL, or by X-Forwarded-Proto only from a trusted proxy', () => {
    const proxied = new Request('http://example.com/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(isHttpsRequest(new Request('https://example.com/'), { trustProxy: false })).toBe(true)
    expect(isHttpsRequest(proxied, { trustProxy: true })).toBe(true)
    expect(isHttpsRequest(proxied, { trustProxy: false })).toBe(false)
    expect(isHttpsRequest(new Request('http://example.com/'), { trustProxy: true })).toBe(false)
  })

  it('hashes each inline script as the browser does, and skips scripts loaded by src', async () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script nonce="x" data-part="">b()\r\nc()</script><script>a()</script><script type="application/ld+json">{}</script>'
    expect(await inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()\nc()'), sha256('{}')])
  })

  it('tags the same body with the same strong ETag, and a different body with another', async () => {
    const body = (html: string) => new Blob([html])
    const tag = await contentEtag(body('<p>one</p>'))
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(await contentEtag(body('<p>one</p>'))).toBe(tag)
    expect(await contentEtag(body('<p>two</p>'))).not.toBe(tag)
  })

  it("allows exactly the <style> elements react-aria adds, hashed from react-aria's own source", () => {
    const styleText = (file: string) => {
      const source = readFileSync(
        new URL(`../../node_modules/react-aria/dist/private/${file}`, import.meta.url),
        'utf8',
      )
      const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)![1]!
      return template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable').trim()
    }
    const styles = [styleText('interactions/usePress.mjs'), styleText('overlays/usePreventScroll.mjs')]
    expect(styles[0]).toContain('touch-action')
    expect(REACT_ARIA_STYLE_HASHES).toEqual(styles.map(sha256))
    expect(contentSecurityPolicy([])).toContain(
      `style-src 'self' ${styles.map((style) => `'${sha256(style)}'`).join(' ')};`,
    )
  })
})
