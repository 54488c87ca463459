import type { Page } from '@playwright/test'
import { checkHtml } from '../support/nu-checker'
import { test, expect, gotoHome, hydrated } from './fixtures'
import { OTHER_PAGE_KINDS } from './pageKinds'

const PAGES = ['/', ...OTHER_PAGE_KINDS]

/** The sections of `/` that hydrate as they come near, top to bottom (app/routes/index.tsx). */
const LAZY_SECTIONS = [
  '#timeline',
  '#projects',
  '#highlights',
  '#numbers',
  '#teams',
  '#sponsors',
  '#join',
  'footer',
]

/** The page as the browser holds it once every part has hydrated, serialised. */
async function hydratedHtml(page: Page, path: string) {
  if (path === '/') {
    await gotoHome(page)
    for (const selector of LAZY_SECTIONS) await hydrated(page.locator(selector).first())
  } else {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /(^| )page( |$)/)
  }
  return page.content()
}

// One run: the checker reads markup, which no width changes.
test('the Nu checker finds no error or warning in the server HTML or the hydrated page @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const documents: Record<string, string> = {}
  for (const path of PAGES) {
    documents[`${path}, server HTML`] = await (await request.get(path)).text()
    documents[`${path}, hydrated`] = await hydratedHtml(page, path)
  }
  for (const path of PAGES) expect(documents[`${path}, hydrated`]).toContain('data-hydrated="')
  // In the same run, a page the checker must fault: proof that it read what it was given.
  const { 'known bad': knownBad, ...found } = await checkHtml({
    ...documents,
    'known bad':
      '<!DOCTYPE html><html lang="en"><title>x</title><div hidden="until-found" aria-hidden="true"><p><div></p>',
  })
  expect(knownBad).not.toEqual([])
  for (const [name, messages] of Object.entries(found))
    expect(messages, `${name}: ${messages.map((m) => `${m.message} in ${m.extract}`).join('\n')}`).toEqual([])
})
