import { test, expect, gotoHome, hydrated, highlightFilter } from './fixtures'

test.describe('security headers', () => {
  test(
    'every page response carries a strict CSP and the hardening headers, and no X-Powered-By',
    { tag: '@http' },
    async ({ request }) => {
      for (const path of ['/', '/no/such/page', '/robots.txt']) {
        const headers = (await request.get(path)).headers()
        const csp = headers['content-security-policy']!
        expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')*;/)
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
        expect(headers['x-content-type-options']).toBe('nosniff')
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
        expect(headers['permissions-policy']).toContain('camera=()')
        expect(headers['cross-origin-opener-policy']).toBe('same-origin')
        expect(headers['x-powered-by']).toBeUndefined()
        // HSTS only over HTTPS; these tests speak plain HTTP on loopback.
        expect(headers['strict-transport-security']).toBeUndefined()
      }
    },
  )

  test(
    "lists exactly the page's inline scripts by hash, and no nonce",
    { tag: '@http' },
    async ({ request }) => {
      const response = await request.get('/')
      const csp = response.headers()['content-security-policy']!
      const html = await response.text()
      const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      )
      expect(inline.length).toBeGreaterThan(2)
      const { createHash } = await import('node:crypto')
      for (const script of inline)
        expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
      expect(csp).not.toContain('nonce-')
      expect(html).not.toContain('nonce=')
    },
  )

  test(
    'sends a pooled landing page with a strong ETag, compressed once and identical each time',
    { tag: '@http' },
    async ({ request }) => {
      const tags = new Map<string, string>()
      for (let i = 0; i < 80; i++) {
        const response = await request.get('/', { headers: { 'accept-encoding': 'br' } })
        const etag = response.headers().etag!
        // The brotli body's own tag: the plain body's, marked with its encoding.
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/)
        const body = await response.text()
        if (tags.has(etag)) expect(body).toBe(tags.get(etag))
        tags.set(etag, body)
      }
      // The pool holds several renders, each with its own shuffle, and one at least came twice, so
      // the bodies were compared.
      expect(tags.size).toBeGreaterThan(1)
      expect(tags.size).toBeLessThan(80)
    },
  )

  test(
    'hardens static files too, and takes no HSTS cue from a visitor’s X-Forwarded-Proto',
    { tag: '@http' },
    async ({ request }) => {
      const headers = (await request.get('/favicon.svg')).headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toContain("default-src 'none'")
      expect(headers['strict-transport-security']).toBeUndefined()
      // This server trusts no proxy (TRUST_PROXY unset); the trusted case is an integration test.
      const forged = { 'x-forwarded-proto': 'https' }
      for (const path of ['/', '/favicon.svg'])
        expect(
          (await request.get(path, { headers: forged })).headers()['strict-transport-security'],
        ).toBeUndefined()
    },
  )

  test('runs with no securitypolicyviolation through a whole visit', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { violations: string[] }).violations = []
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      )
    })
    await gotoHome(page)
    await hydrated(page.locator('#timeline'))
    await page.locator('#timeline button[aria-label^="Open full screen"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await hydrated(page.locator('#highlights'))
    await highlightFilter(page, 'Mentors').click()
    await page.getByRole('list', { name: 'Highlights' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await hydrated(page.locator('#join'))
    await page.getByLabel('Your Email').fill('nobody')
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})

test.describe('health endpoints', () => {
  test(
    'answers /healthz while the process is up and /readyz while the store is reachable',
    { tag: '@http' },
    async ({ request }) => {
      const health = await request.get('/healthz')
      expect(health.status()).toBe(200)
      expect(health.headers()['x-content-type-options']).toBe('nosniff')
      expect(await health.json()).toEqual({ status: 'ok' })
      const ready = await request.get('/readyz')
      expect(ready.status()).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready' })
    },
  )
})
