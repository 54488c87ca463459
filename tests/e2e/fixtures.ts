import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

export interface ConsoleLog {
  messages: ConsoleMessage[]
  errors: () => string[]
}

/** Every page: the video provider is unreachable (as on this machine), and the console is recorded. */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  page: async ({ page }, use) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.abort('blockedbyclient'))
    await use(page)
  },
  consoleLog: async ({ page }, use) => {
    const messages: ConsoleMessage[] = []
    const pageErrors: string[] = []
    page.on('console', (message) => messages.push(message))
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await use({
      messages,
      errors: () => [
        ...pageErrors,
        ...messages
          .filter((m) => m.type() === 'error' || /hydrat|did not match/i.test(m.text()))
          .map((m) => `${m.type()}: ${m.text()}`),
      ],
    })
  },
})

export { expect }

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/** Load `/` and wait until React has hydrated (the sign-up form then intercepts submits). */
export async function gotoHome(page: Page, path = '/') {
  await page.goto(path)
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.waitForFunction(() => {
    const form = document.querySelector('form')
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}
