// Applying to build on the open event's page with JavaScript: the answer in place, each error beside
// its field, no axe violations with the form empty or showing errors, and the whole form by keyboard.
import { applicationFormCopy as copy } from '@content/applicationForm.ts'
import { eventPath } from '@content/slug.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { applicationFieldMessages } from '~/applications/schema'
import { applicationWindow } from '../../lib/applicationWindow.ts'
import { test, expect, expectNoAxeViolations } from './fixtures'
import { pageHydrated } from './pageKinds'

// The sample's Los Angeles event, whose window is months wide: the one open today.
const openEvent = upcomingEvents.find((event) => applicationWindow(event, new Date()) === 'open')!
const path = eventPath(openEvent.id)

async function openForm(page: import('@playwright/test').Page) {
  await page.goto(path)
  await pageHydrated(page)
  return page.getByRole('form', { name: copy.heading })
}

test.describe('the application form', () => {
  test('is on the page of the event open for applications @any-width', () => {
    expect(openEvent.id).toBe('los-angeles-2027')
  })

  test('takes an application with JavaScript and says in place that a confirm mail is on its way @any-width', async ({
    page,
  }) => {
    const form = await openForm(page)
    await form.getByLabel(copy.name).fill('Ana Lima')
    await form.getByLabel(copy.email).fill(`ana+${test.info().project.name}@example.com`)
    await form.getByLabel(copy.idea).fill('A drum machine that listens to the crowd')
    // The native inputs are hidden under their drawn labels, which take the press.
    await form.getByText(copy.experienceLevels.a_little, { exact: true }).click()
    await form.getByText(copy.consentBefore.trim()).click()
    await expect(form.getByRole('checkbox', { name: /privacy notice/ })).toBeChecked()
    await form.getByRole('button', { name: copy.submit }).click()
    const message = form.getByRole('status')
    await expect(message).toHaveText(copy.outcomes.ok)
    await expect(message).toBeFocused()
    // Answered in place: no page load.
    expect(new URL(page.url()).search).toBe('')
  })

  test('puts each error beside its field, described by it, and focuses the first to fix', async ({
    page,
  }) => {
    const form = await openForm(page)
    // Past its limit the field takes no more; the server's own check of that is in the integration tests.
    await form.getByLabel(copy.dreamFestival).fill('   ')
    await form.getByRole('button', { name: copy.submit }).click()
    const name = form.getByLabel(copy.name)
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(applicationFieldMessages.name_missing)
    await expect(form.getByLabel(copy.email)).toHaveAccessibleDescription(
      applicationFieldMessages.invalid_email,
    )
    await expect(form.getByLabel(copy.idea)).toHaveAccessibleDescription(
      applicationFieldMessages.idea_missing,
    )
    await expect(form.getByRole('radiogroup', { name: copy.experience })).toHaveAccessibleDescription(
      applicationFieldMessages.experience_missing,
    )
    await expect(form.getByRole('checkbox', { name: /privacy notice/ })).toHaveAccessibleDescription(
      applicationFieldMessages.consent_missing,
    )
    await expectNoAxeViolations(page, `on ${path} with every error shown`)
  })

  test('has no axe violations as it first shows', async ({ page }) => {
    await openForm(page)
    await expectNoAxeViolations(page, `on ${path}`)
  })

  test('can be filled in and sent by keyboard alone', async ({ page }) => {
    const form = await openForm(page)
    await form.getByLabel(copy.name).focus()
    await page.keyboard.type('Kai Ortiz')
    await page.keyboard.press('Tab')
    await page.keyboard.type(`kai+${test.info().project.name}@example.com`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Stems that remix themselves')
    await page.keyboard.press('Tab')
    // The radio group is one stop: an arrow checks the next choice.
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(copy.dreamFestival)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: copy.matchTeam })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('checkbox', { name: /privacy notice/ })).toBeFocused()
    await page.keyboard.press('Space')
    // Past the notice's link, to the button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: copy.submit })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('status')).toHaveText(copy.outcomes.ok)
  })
})
