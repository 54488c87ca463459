import type { Locator, Page } from '@playwright/test'
import { editions, editionsNewestFirst, featuredEdition } from '@content/editions.ts'
import { privacyNotice } from '@content/privacy.ts'
import { archiveLink, navbarLinks, navbarMenu, navbarSignupLink, privacyLink } from '@content/sections.ts'
import { site } from '@content/site.ts'
import { editionPath, teamPath } from '@content/slug.ts'
import { editionCardText, teamPageCopy } from '@content/teamPage.ts'
import { test, expect, expectNoAxeViolations, gotoHome, watchScripts } from './fixtures'
import { OTHER_PAGE_KINDS, pageHydrated } from './pageKinds'

// Each link of a landmark as a visitor follows it: its name and where it leads on this site.
async function linksOf(landmark: Locator): Promise<string[]> {
  return landmark.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const a = anchor as HTMLAnchorElement
      const url = new URL(a.href)
      const where = url.origin === location.origin ? url.pathname + url.hash : url.href
      return `${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim()} -> ${where}`
    }),
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const headerLinks = [
  `${site.name}, home -> /`,
  ...navbarLinks.map(({ label, sectionId }) => `${label} -> /#${sectionId}`),
  `${archiveLink.label} -> ${archiveLink.href}`,
  `${navbarSignupLink.label} -> /#${navbarSignupLink.sectionId}`,
]
const footerLinks = [
  `${archiveLink.label} -> ${archiveLink.href}`,
  `${privacyLink.label} -> ${privacyLink.href}`,
  // An external link's name goes on to say it opens a new tab.
  expect.stringMatching(
    new RegExp(`^${escape(site.organiser.name)}.* -> ${escape(new URL(site.organiser.url).href)}$`),
  ),
]
// The newest date the content carries, as the footer's copyright line says its year.
const copyrightYear = [privacyNotice.version, ...editions.map((edition) => edition.event.startDate)]
  .sort()
  .at(-1)!
  .slice(0, 4)

test.describe('one header and footer on every page', () => {
  for (const path of ['/', ...OTHER_PAGE_KINDS]) {
    test(`${path} has the same banner and contentinfo, with the same links @any-width`, async ({ page }) => {
      await page.goto(path)
      const banner = page.getByRole('banner')
      const footer = page.getByRole('contentinfo')
      await expect(banner).toHaveCount(1)
      await expect(footer).toHaveCount(1)
      await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
      expect(await linksOf(banner)).toEqual(headerLinks)
      // A desktop hides the menu's button, whose links its bar shows already.
      await expect(banner.getByRole('button', { name: navbarMenu.label, includeHidden: true })).toHaveCount(1)
      expect(await linksOf(footer)).toEqual(footerLinks)
      await expect(footer).toContainText(`© ${copyrightYear} ${site.name}`)
    })
  }
})

// The names the phone's menu lists, from the content: `/`'s sections, each edition, the archive, sign-up.
const menuItems = [
  ...navbarLinks.map(({ label }) => label),
  ...editionsNewestFirst.map((edition) => editionCardText(edition.event).name),
  navbarMenu.allEditions,
  navbarSignupLink.label,
]

async function openMenuByKeyboard(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: navbarMenu.label })
  await expect(button).toBeVisible()
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: navbarMenu.label })
  await expect(menu).toBeVisible()
  return { button, menu }
}

const teamWithPlace = featuredEdition.teams.find((team) => team.placement === 'winner')!
const teamPage = teamPath(featuredEdition.slug, teamWithPlace)

test.describe('the menu on a phone', () => {
  test('opens by keyboard (Enter, or an arrow at the first item or the last) with the sections, editions and "Get updates"; Escape gives focus back @mobile-only', async ({
    page,
  }) => {
    await gotoHome(page)
    const { button, menu } = await openMenuByKeyboard(page)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('menuitem')).toHaveText(menuItems)
    // The first item has focus, so arrows and Enter work at once.
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // The menu button's arrows open it too, at the first item or the last (the APG's menu button).
    for (const [key, item] of [
      ['ArrowDown', menu.getByRole('menuitem').first()],
      ['ArrowUp', menu.getByRole('menuitem').last()],
    ] as const) {
      await page.keyboard.press(key)
      await expect(item).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()
    }
  })

  test('leads from another page to a section of `/` by keyboard @mobile-only', async ({ page }) => {
    await page.goto(teamPage)
    await pageHydrated(page)
    const { menu } = await openMenuByKeyboard(page)
    const teams = navbarLinks.find(({ sectionId }) => sectionId === 'teams')!
    const item = menu.getByRole('menuitem', { name: teams.label, exact: true })
    await expect(item).toHaveAttribute('href', `/#${teams.sectionId}`)
    while (!(await item.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/#${teams.sectionId}$`))
    await expect(page.locator(`#${teams.sectionId}`)).toBeInViewport()
  })

  test("fetches the list's code only once focus or a press reaches the button, not with the page @mobile-only", async ({
    page,
  }) => {
    const listCode: string[] = []
    page.on(
      'request',
      (request) => /\/LinkMenuPopover-[^/]+\.js$/.test(request.url()) && listCode.push(request.url()),
    )
    const scriptsIn = watchScripts(page)
    await page.goto(privacyLink.href)
    await pageHydrated(page)
    // Twice: a fetch the page starts once idle is caught by the second wait.
    await scriptsIn()
    await scriptsIn()
    expect(listCode).toEqual([])
    await page.getByRole('banner').getByRole('button', { name: navbarMenu.label }).focus()
    await expect.poll(() => listCode.length).toBe(1)
  })

  test('leaves axe nothing to find with the menu open @mobile-only', async ({ page }) => {
    await page.goto(editionPath(featuredEdition.slug))
    await pageHydrated(page)
    await openMenuByKeyboard(page)
    await expectNoAxeViolations(page, 'with the menu open')
  })

  test('is not shown on a desktop, whose bar holds every link @desktop-only', async ({ page }) => {
    await gotoHome(page)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: navbarMenu.label })).toBeHidden()
    for (const { label } of navbarLinks)
      await expect(banner.getByRole('link', { name: label, exact: true })).toBeVisible()
  })
})

test.describe('one placement badge', () => {
  test("looks the same on `/`'s winning project and on a winning team's page, and not as a button @any-width", async ({
    page,
  }) => {
    const look = (badge: Locator) =>
      badge.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          background: style.backgroundColor,
          color: style.color,
          radius: style.borderRadius,
          border: style.borderTopWidth,
          cursor: style.cursor,
          icon: element.querySelector('svg') !== null,
        }
      })
    const label = teamPageCopy.placement.winner
    await page.goto('/')
    const onHome = await look(page.locator('#projects').getByText(label, { exact: true }))
    await page.goto(teamPage)
    const onTeam = await look(page.getByRole('main').getByText(label, { exact: true }))
    expect(onTeam).toEqual(onHome)
    // A filled tag: no outline that a button's edge would draw, and no pointer.
    expect(onHome.border).toBe('0px')
    expect(onHome.cursor).toBe('default')
  })
})
