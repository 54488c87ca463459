import type { Page } from '@playwright/test'
import { notFoundCopy } from '@content/notFound.ts'
import { navbarLinks, navbarSignupLink } from '@content/sections.ts'
import { site } from '@content/site.ts'
import { editions, featuredEdition } from '@content/editions.ts'
import { editionPath } from '@content/slug.ts'
import { test, expect, gotoHome, hydrated, runClock } from './fixtures'
import { cardCentre, cardName, cards, detailsName } from './featuredProjects'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'

const notFoundTitle = `${notFoundCopy.title}: ${site.name}`

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

async function hydrateWholePage(page: Page) {
  for (const selector of LAZY_SECTIONS) await hydrated(page.locator(selector).first())
}

/** A page other than `/`, hydrated, scrolled to its end so that every part of it comes near. */
async function wholePage(page: Page) {
  await pageHydrated(page)
  await page.keyboard.press('End')
}

async function gotoWholePage(page: Page, path: string) {
  await page.goto(path)
  await wholePage(page)
}

/** Presses every "Show All …" until none is left, so every tile's controls are in the page. */
async function expandAll(page: Page) {
  const showAll = page.getByRole('button', { name: /^Show All/ })
  for (let pressed = 0; (await showAll.count()) > 0; pressed++) {
    expect(pressed, 'a "Show All" that never goes away').toBeLessThan(10)
    const left = await showAll.count()
    await showAll.first().click()
    await expect(showAll).toHaveCount(left - 1)
  }
}

test.describe('page titles (WCAG 2.4.2)', () => {
  for (const [what, path] of [
    ['an unknown path', '/no-such-page'],
    ["an unknown team's page", '/teams/no-such-team'],
  ] as const) {
    test(`gives ${what} status 404 and a title of its own, before and after hydration @any-width`, async ({
      page,
    }) => {
      await gotoHome(page)
      const homeTitle = await page.title()
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading)
      expect(await page.title()).toBe(notFoundTitle)
      await pageHydrated(page)
      await expect(page).toHaveTitle(notFoundTitle)
      expect(notFoundTitle).not.toBe(homeTitle)
    })
  }
  test(
    'gives every kind of page a title of its own, naming the site',
    { tag: '@http' },
    async ({ request }) => {
      // The mail pages without their token: the manage page asks for a link, the confirm page
      // refuses (the unsubscribe page refuses with the same words; mail.spec.ts reads its own title).
      const paths = OTHER_PAGE_KINDS.filter((path) => path !== '/signup/unsubscribe')
      const titles = new Map<string, string>()
      for (const path of ['/', ...paths]) {
        const html = await (await request.get(path)).text()
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
        expect(title, path).toMatch(new RegExp(`: ${site.name}$|^${site.name}: `))
        expect(titles.get(title), `${path} has the title of another page`).toBeUndefined()
        titles.set(title, path)
      }
      expect(titles.size).toBe(1 + paths.length)
    },
  )
})

test.describe('navbar links', () => {
  test('shows each section link on a desktop, and each leads to its section @desktop-only', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const { label, sectionId } of navbarLinks) {
      await gotoHome(page)
      const link = nav.getByRole('link', { name: label, exact: true })
      await expect(link).toBeVisible()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`#${sectionId}$`))
      await expect(page.locator(`#${sectionId}`)).toBeInViewport()
    }
  })

  test('keeps only the sign-up link on a phone, as the spec draws its navbar @mobile-only', async ({
    page,
  }) => {
    await gotoHome(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const { label } of navbarLinks)
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden()
    await expect(nav.getByRole('link', { name: navbarSignupLink.label, exact: true })).toBeVisible()
  })
})

interface NamedControl {
  role: string
  name: string
  visibleText: string
  html: string
}

/**
 * Every link and button in the accessibility tree with the name Chromium computes for it, and the
 * text a sighted visitor reads on it: its text nodes minus those hidden or visually hidden.
 */
async function namedControls(page: Page): Promise<NamedControl[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('Accessibility.enable')
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const controls: NamedControl[] = []
    for (const node of nodes) {
      const role = String(node.role?.value ?? '')
      if (node.ignored || !['link', 'button'].includes(role) || node.backendDOMNodeId === undefined) continue
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        returnByValue: true,
        functionDeclaration: String(function (this: Element) {
          const isShown = (element: Element | null): boolean => {
            for (let at = element; at && at !== this.parentElement; at = at.parentElement) {
              const style = getComputedStyle(at)
              if (style.display === 'none' || style.visibility === 'hidden') return false
              if (style.clip !== 'auto' && style.position === 'absolute') return false
              if (style.overflow === 'hidden' && parseFloat(style.width) <= 1) return false
            }
            return true
          }
          const walker = document.createTreeWalker(this, NodeFilter.SHOW_TEXT)
          let text = ''
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (isShown(node.parentElement)) text += ` ${node.textContent}`
          return { visibleText: text, html: this.outerHTML.slice(0, 200) }
        }),
      })
      const { visibleText, html } = result.value as { visibleText: string; html: string }
      controls.push({ role, name: String(node.name?.value ?? ''), visibleText, html })
    }
    return controls
  } finally {
    await cdp.detach()
  }
}

/** Words only, lower case: case, spacing and symbols such as arrows are not part of a label. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

async function expectVisibleLabelFirst(page: Page) {
  const controls = await namedControls(page)
  expect(controls.length).toBeGreaterThan(0)
  const mismatched = controls
    .filter(({ visibleText }) => words(visibleText) !== '')
    .filter(({ name, visibleText }) => !words(name).startsWith(words(visibleText)))
    .map(({ role, name, visibleText, html }) => `${role} "${name}" shows "${visibleText.trim()}": ${html}`)
  expect(mismatched).toEqual([])
}

test.describe('label in name (WCAG 2.5.3)', () => {
  test("starts every link's and button's name on `/` with its visible text, all tiles shown", async ({
    page,
  }) => {
    test.slow()
    await gotoHome(page)
    await hydrateWholePage(page)
    await expandAll(page)
    await expectVisibleLabelFirst(page)
  })

  test("starts every link's and button's name on every other kind of page with its visible text", async ({
    page,
  }) => {
    test.slow()
    for (const path of OTHER_PAGE_KINDS) {
      await gotoWholePage(page, path)
      await expectVisibleLabelFirst(page)
    }
  })
})

/** The ids each ARIA reference in the page names that no element in the document has. */
async function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = [
      'aria-describedby',
      'aria-labelledby',
      'aria-controls',
      'aria-errormessage',
      'aria-owns',
      'aria-activedescendant',
      'aria-details',
    ]
    const dangling: string[] = []
    for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')))
      for (const name of attributes)
        for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id))
            dangling.push(`${name}="${id}" on ${element.outerHTML.slice(0, 120)}`)
    return dangling
  })
}

test.describe('ARIA references (WCAG 1.3.1, 4.1.2)', () => {
  test('every id an ARIA reference names on `/` exists, before and after the sign-up form is used', async ({
    page,
  }) => {
    test.slow()
    await gotoHome(page)
    // The sections below the first screen are still the server's HTML here.
    expect(await danglingReferences(page), 'at load').toEqual([])
    await hydrateWholePage(page)
    expect(await danglingReferences(page), 'after hydration').toEqual([])

    const form = page.locator('#signup')
    const email = form.getByRole('textbox', { name: /email/i })
    const submit = form.getByRole('button', { name: 'Sign Me Up' })
    await submit.click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(await danglingReferences(page), 'after an empty sign-up').toEqual([])

    await email.fill(`a11y-focus-${test.info().project.name}-${Date.now()}@example.com`)
    await submit.click()
    await expect(email).toHaveValue('')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    expect(await danglingReferences(page), 'after a sign-up').toEqual([])
  })

  test('every id an ARIA reference names on every other kind of page exists', async ({ page }) => {
    test.slow()
    for (const path of OTHER_PAGE_KINDS) {
      await page.goto(path)
      expect(await danglingReferences(page), `${path} at load`).toEqual([])
      await wholePage(page)
      await expect
        .poll(() => danglingReferences(page), { message: `${path} once every part has come near` })
        .toEqual([])
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test("every id an ARIA reference names in the server's HTML exists @any-width", async ({ page }) => {
      for (const path of ['/', ...OTHER_PAGE_KINDS]) {
        await page.goto(path)
        expect(await danglingReferences(page), path).toEqual([])
      }
    })
  })
})

// `/` and each edition's page show the featured projects; no other page shows anything on hover.
const PAGES_WITH_PROJECTS = [
  { path: '/', edition: featuredEdition },
  ...editions.map((edition) => ({ path: editionPath(edition.slug), edition })),
]

test.describe('featured project preview on hover (WCAG 1.4.13) @desktop-only', () => {
  for (const { path, edition } of PAGES_WITH_PROJECTS) {
    test(`shows the checked project again once the pointer leaves the projects, on ${path}`, async ({
      page,
    }) => {
      const last = edition.featuredProjects.length - 1
      expect(last, 'a project to point at besides the checked one').toBeGreaterThan(1)
      await page.clock.install()
      await page.goto(path)
      await pageHydrated(page)
      await hydrated(page.locator('#projects'))
      await cards(page).nth(1).scrollIntoViewIfNeeded()
      await page.locator('#projects label').nth(1).click()
      await expect(cards(page).nth(1)).toBeChecked()
      const checkedName = await cardName(page, 1)
      await expect(detailsName(page)).toHaveText(checkedName)

      const hovered = await cardCentre(page, last)
      await page.mouse.move(hovered.x, hovered.y)
      await runClock(page, 1000)
      await expect(detailsName(page)).toHaveText(await cardName(page, last))

      const heading = (await page.locator('#projects-title').boundingBox())!
      await page.mouse.move(heading.x + 4, heading.y + heading.height / 2)
      await runClock(page, 1000)
      await expect(detailsName(page)).toHaveText(checkedName)
      await expect(cards(page).nth(1)).toBeChecked()
    })
  }
})
