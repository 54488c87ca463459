import { expect, test } from './fixtures'

// The browser of every test resolves loopback only (playwright.config.ts), so no page a test opens
// can send traffic off this machine. A *.localhost name reaches the site in a browser without the
// rule, with no DNS, so this fails if the rule is lost.
test('resolves no host but loopback @any-width', async ({ page, baseURL }) => {
  const elsewhere = new URL(baseURL!)
  elsewhere.hostname = 'elsewhere.localhost'
  const failure = await page.goto(elsewhere.href).then(
    () => null,
    (error: Error) => error.message,
  )
  expect(failure).toMatch(/net::ERR_NAME_NOT_RESOLVED/)
})
