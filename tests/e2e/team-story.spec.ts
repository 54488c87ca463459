import type { Page } from '@playwright/test'
import { editions } from '@content/editions.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import type { Edition, Team } from '@content/schema.ts'
import { editionPath, teamPath } from '@content/slug.ts'
import { fillIn, signupCardCopy, teamPageCopy } from '@content/teamPage.ts'
import { test, expect, expectNoAxeViolations, isHydrated } from './fixtures'

// One team with every optional field and one with none, both taken from the content.
const pairs = editions.flatMap((edition) => edition.teams.map((team) => ({ edition, team })))
const full = pairs.find(({ team }) => team.story && team.members && team.pictures && team.placement)!
const bare = pairs.find(({ team }) => !team.story && !team.members && !team.pictures && !team.placement)!
const STORY_HEADINGS = [teamPageCopy.whatItDoes, teamPageCopy.howTheyBuiltIt, teamPageCopy.whatsNext]

const editionName = (edition: Edition) =>
  fillIn(editionsPageCopy.editionName, {
    city: edition.event.city,
    year: edition.event.startDate.slice(0, 4),
  })

/** The levels of the page's headings in document order. */
const headingLevels = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))

async function expectHeadingsInOrder(page: Page) {
  const levels = await headingLevels(page)
  expect(levels[0]).toBe(1)
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1)
  })
}

async function expectCommonParts(page: Page, edition: Edition, team: Team) {
  await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible()
  await expect(page.getByText(team.description, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: editionName(edition), exact: true })).toHaveAttribute(
    'href',
    editionPath(edition.slug),
  )
  await expect(page.getByRole('link', { name: new RegExp(`^Open project ${team.name}`) })).toHaveAttribute(
    'href',
    team.projectUrl,
  )
  await expect(page.getByRole('heading', { level: 2, name: signupCardCopy.title })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Me Up' })).toBeVisible()
}

test.describe('a team page with its whole story, without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the story, the members with their roles, the pictures, the placement and the edition', async ({
    page,
  }) => {
    const { edition, team } = full
    await page.goto(teamPath(edition.slug, team))
    await expectCommonParts(page, edition, team)
    await expect(page.getByText(teamPageCopy.placement[team.placement!], { exact: true })).toBeVisible()

    const parts = [team.story!.whatItDoes, team.story!.howTheyBuiltIt, team.story!.whatsNext]
    for (const [index, heading] of STORY_HEADINGS.entries()) {
      const section = page.getByRole('region', { name: heading })
      await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      await expect(section).toContainText(parts[index]!)
    }

    const members = page.getByRole('region', { name: teamPageCopy.members }).getByRole('listitem')
    await expect(members).toHaveCount(team.members!.length)
    for (const [index, member] of team.members!.entries())
      await expect(members.nth(index)).toHaveText(`${member.name}, ${member.role}`)

    const pictures = page.getByRole('region', { name: teamPageCopy.pictures })
    await expect(pictures.getByRole('listitem')).toHaveCount(team.pictures!.length)
    for (const picture of team.pictures!) {
      const image = pictures.getByRole('img', { name: picture.alt, exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    await expectHeadingsInOrder(page)
  })

  test('puts the sign-up invitation after the story', async ({ page }) => {
    const { edition, team } = full
    await page.goto(teamPath(edition.slug, team))
    const order = await page
      .locator('h2')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()))
    expect(order.indexOf(signupCardCopy.title)).toBeGreaterThan(order.indexOf(teamPageCopy.whatsNext))
  })
})

test.describe('a team page with only a name and a description, without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('is whole, and shows no empty story, member, picture, built-with or link sections', async ({
    page,
  }) => {
    const { edition, team } = bare
    await page.goto(teamPath(edition.slug, team))
    await expectCommonParts(page, edition, team)
    for (const heading of [
      ...STORY_HEADINGS,
      teamPageCopy.members,
      teamPageCopy.pictures,
      teamPageCopy.builtWith,
      teamPageCopy.links,
    ])
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    for (const placement of Object.values(teamPageCopy.placement))
      await expect(page.getByText(placement, { exact: true })).toHaveCount(0)
    await expectHeadingsInOrder(page)
  })
})

test.describe('the team pages, with and without the optional fields', () => {
  for (const [label, { edition, team }] of [
    ['with every optional field', full],
    ['with none', bare],
  ] as const) {
    test(`has no axe violations ${label}`, async ({ page }) => {
      await page.goto(teamPath(edition.slug, team))
      await expect.poll(() => isHydrated(page.locator('h1'))).toBe(true)
      await expectNoAxeViolations(page, label)
    })
  }
})
