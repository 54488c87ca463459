// A builder's whole way to the door, against the test server and its outbox: apply on the event's
// page, confirm the address from the mail, be accepted and told by the organiser's CLI, open the
// page the mail links, confirm the seat there, and check in with the door pass it shows.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Page } from '@playwright/test'
import { applicationFormCopy } from '@content/applicationForm.ts'
import { applyConfirmCopy } from '@content/applyConfirm.ts'
import { applyManageCopy as copy } from '@content/applyManage.ts'
import { applicationFieldMessages } from '../../app/applications/schema'
import { eventPath } from '@content/slug.ts'
import { upcomingEvents } from '@content/upcoming.ts'
import { applicationsOver, type ApplicationStore } from '../../db/store/store.server'
import { tokenSecret } from '../../app/mail/secret.server'
import { applicationWindow } from '../../lib/applicationWindow.ts'
import { signApplicationToken } from '../../lib/tokens'
import { openEmbeddedConnection } from '../../cli/source'
import { E2E_DATA_DIR } from '../../playwright.config'
import { checkHtml } from '../support/nu-checker'
import { runCli } from '../support/signups-cli'
import { linkIn } from '../support/smtp-sink'
import { test, expect, expectNoAxeViolations } from './fixtures'
import { pageHydrated } from './pageKinds'

const openEvent = upcomingEvents.find((event) => applicationWindow(event, new Date()) === 'open')!

/** `npm run applications -- …` against the running test server, over its data folder's socket. */
const applications = (args: string[], publicUrl: string) =>
  runCli('applications', args, { DATA_DIR: E2E_DATA_DIR, PUBLIC_URL: publicUrl })

/** The outbox names each mail by a hash of its recipient (app/mail/transport.server.ts). */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const folder = join(E2E_DATA_DIR, 'outbox')
  const key = `-${createHash('sha256').update(email).digest('hex').slice(0, 16)}-`
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.includes(key)).sort()
  return Promise.all(files.map(async (name) => simpleParser(await readFile(join(folder, name)))))
}

/** The newest mail to `email` holding a link to `path`, waited for; the link's path and query. */
async function linkFromMail(email: string, path: string, holding?: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email))
        .filter((candidate) => (candidate.text ?? '').includes(holding ?? ''))
        .findLast((candidate) => (candidate.text ?? '').includes(path))
      link = mail ? linkIn(mail, path) : ''
      return link
    })
    .not.toBe('')
  // The server mails its PUBLIC_URL's origin; the test server answers on its own.
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** The running server's applications, over its socket as the CLI reaches them. */
async function withStore<T>(work: (store: ApplicationStore) => Promise<T>): Promise<T> {
  const connection = await openEmbeddedConnection(E2E_DATA_DIR)
  try {
    return await work(
      applicationsOver((name, args, writes) => connection.calls.application(name, args, writes)),
    )
  } finally {
    await connection.close()
  }
}

const applicationOf = (email: string) => withStore((store) => store.find(openEvent.id, email))

async function apply(page: Page, email: string) {
  await page.goto(eventPath(openEvent.id))
  await pageHydrated(page)
  const form = page.getByRole('form', { name: applicationFormCopy.heading })
  await form.getByLabel(applicationFormCopy.name).fill('Rae Journey')
  await form.getByLabel(applicationFormCopy.email).fill(email)
  await form.getByLabel(applicationFormCopy.idea).fill('A bassline that follows the dancers')
  await form.getByText(applicationFormCopy.experienceLevels.a_lot, { exact: true }).click()
  await form.getByText(applicationFormCopy.consentBefore.trim()).click()
  await form.getByRole('button', { name: applicationFormCopy.submit }).click()
  await expect(form.getByRole('status')).toHaveText(applicationFormCopy.outcomes.ok)
}

const statusValue = (page: Page) => page.locator('[data-status]')

const { seats, overbook = 0, confirmDays } = openEvent.applications!
const SEATS = { seats, overbook, confirmDays }

/** A new application with a confirmed address, moved through `moves` in the store, and its page's path. */
async function pageAt(
  label: string,
  moves: Array<['waitlisted' | 'accepted' | 'confirmed', 'organiser' | 'builder']>,
) {
  const email = `${label}-${Date.now()}@example.com`
  await withStore(async (store) => {
    await store.submit({
      eventId: openEvent.id,
      name: 'Noor Plain',
      email,
      idea: 'Field recordings into loops',
      experience: 'none',
      dreamFestival: null,
      matchTeam: false,
    })
    const { id } = (await store.confirmAddress(openEvent.id, email)) as { id: string }
    for (const [to, actor] of moves) expect(await store.setStatus(id, to, actor, SEATS)).toEqual({ ok: true })
  })
  // The server signs with its data folder's secret, as the CLI does.
  const secret = await tokenSecret(null, E2E_DATA_DIR)
  const token = await signApplicationToken(openEvent.id, email, secret, Date.now(), 'apply-manage')
  return { email, path: `/apply/manage?token=${encodeURIComponent(token)}` }
}

test.describe("the builder's way from the form to the door", () => {
  test('applies, is accepted by mail, confirms the seat on their page and checks in with its door pass', async ({
    page,
    baseURL,
  }) => {
    // Five CLI runs and two page loads on a busy machine.
    test.setTimeout(180_000)
    const email = `journey-${test.info().project.name}-${Date.now()}@example.com`
    await apply(page, email)

    await page.goto(await linkFromMail(email, '/apply/confirm'))
    await page.getByRole('button', { name: applyConfirmCopy.button }).click()
    await expect(page.getByRole('status')).toHaveText(applyConfirmCopy.done)

    const applied = await applicationOf(email)
    expect(applied).toMatchObject({ status: 'pending' })
    expect(await applications(['accept', applied!.id], baseURL!)).toMatchObject({ code: 0 })
    expect((await applications(['notify', '--event', openEvent.id], baseURL!)).code).toBe(0)

    await page.goto(await linkFromMail(email, '/apply/manage', 'You have a seat'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
    await expect(statusValue(page)).toHaveText(copy.statuses.accepted)
    await expect(page.getByRole('listitem').filter({ hasText: 'by the organiser' })).toHaveCount(1)
    await expectNoAxeViolations(page, 'on the builder’s page with a seat offered')

    // By keyboard: the button takes focus and Enter sends its form.
    await page.getByRole('button', { name: copy.confirmButton }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(copy.notices.confirmed)
    await expect(statusValue(page)).toHaveText(copy.statuses.confirmed)
    const history = page.getByRole('region', { name: copy.historyHeading }).getByRole('listitem')
    await expect(history.last()).toContainText(
      `${copy.statuses.accepted} to ${copy.statuses.confirmed}, by you`,
    )
    const pass = page.getByRole('region', { name: copy.doorHeading })
    const code = (await pass.locator('strong').textContent()) ?? ''
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    await expect(pass.getByRole('img', { name: `QR code of your door pass ${code}` })).toBeVisible()
    await expectNoAxeViolations(page, 'on the builder’s page with the door pass')
    expect(await applicationOf(email)).toMatchObject({ status: 'confirmed' })

    // The confirmed seat's mail carries the same pass.
    expect((await applications(['notify', '--event', openEvent.id], baseURL!)).code).toBe(0)
    await linkFromMail(email, '/apply/manage', `Your door pass: ${code}`)

    expect(await applications(['checkin', openEvent.id, code], baseURL!)).toMatchObject({
      code: 0,
      stdout: `${applied!.id}\t${openEvent.id}\tchecked in\n`,
    })
    await page.reload()
    await expect(statusValue(page)).toHaveText(copy.statuses.checked_in)
    await expect(history.last()).toContainText(`by ${copy.actors.organiser}`)
  })
})

test.describe("the builder's page without JavaScript @any-width", () => {
  test.use({ javaScriptEnabled: false })

  test('withdraws a waitlisted application, and erases only with its box ticked, the refusal beside the box', async ({
    page,
  }) => {
    const { email, path } = await pageAt('no-script', [['waitlisted', 'organiser']])
    await page.goto(path)
    await expect(statusValue(page)).toHaveText(copy.statuses.waitlisted)

    await page.getByRole('button', { name: copy.withdrawButton }).click()
    await expect(page.getByRole('status')).toHaveText(copy.notices.withdrawn)
    await expect(statusValue(page)).toHaveText(copy.statuses.cancelled)
    await expect(page.getByRole('button', { name: copy.withdrawButton })).toHaveCount(0)
    expect(await applicationOf(email)).toMatchObject({ status: 'cancelled' })

    const box = page.getByRole('checkbox', { name: copy.eraseConfirm })
    await page.getByRole('button', { name: copy.eraseButton }).click()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription(copy.notices.erase_unconfirmed)
    expect(new URL(page.url()).hash).toBe('#erase-confirm')
    expect(await applicationOf(email)).not.toBeNull()

    await page.getByText(copy.eraseConfirm, { exact: true }).click()
    await page.getByRole('button', { name: copy.eraseButton }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.erasedTitle)
    await expect(page.getByRole('status')).toHaveText(copy.erased)
    expect(await applicationOf(email)).toBeNull()
  })

  test('changes a pending application’s answers in place, and puts a refused field’s message beside it', async ({
    page,
  }) => {
    const { path, email } = await pageAt('change', [])
    await page.goto(path)
    await expect(statusValue(page)).toHaveText(copy.statuses.pending)
    const form = page.getByRole('region', { name: copy.changeHeading })
    const idea = form.getByRole('textbox', { name: applicationFormCopy.idea })
    await idea.fill('')
    await form.getByRole('button', { name: copy.changeButton }).click()
    await expect(idea).toHaveAttribute('aria-invalid', 'true')
    await expect(idea).toHaveAccessibleDescription(applicationFieldMessages.idea_missing)
    expect(new URL(page.url()).hash).toBe('#application-change')

    await idea.fill('A choir of modular synths')
    await form.getByText(applicationFormCopy.experienceLevels.a_lot, { exact: true }).click()
    await form.getByRole('button', { name: copy.changeButton }).click()
    await expect(page.getByRole('status')).toHaveText(copy.notices.changed)
    await expect(idea).toHaveValue('A choir of modular synths')
    expect(await applicationOf(email)).toMatchObject({
      idea: 'A choir of modular synths',
      experience: 'a_lot',
    })
  })

  test('offers no way to send other answers once a decision is made', async ({ page }) => {
    const { path } = await pageAt('decided', [['waitlisted', 'organiser']])
    await page.goto(path)
    await expect(statusValue(page)).toHaveText(copy.statuses.waitlisted)
    await expect(page.getByRole('button', { name: copy.changeButton })).toHaveCount(0)
  })

  test('says a changed link does not work, and its buttons are not there to press', async ({ page }) => {
    await page.goto('/apply/manage?token=apply-manage.9999999999.bm9ib2R5.forged')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.invalidTitle)
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  })
})

test("the builder's page with a refused change of answers, hydrated: the message beside its field, and axe finds nothing", async ({
  page,
}) => {
  const { path } = await pageAt('axe-change', [])
  await page.goto(path)
  await pageHydrated(page)
  const form = page.getByRole('region', { name: copy.changeHeading })
  const name = form.getByRole('textbox', { name: applicationFormCopy.name })
  await name.fill(' ')
  await form.getByRole('button', { name: copy.changeButton }).click()
  await expect(name).toHaveAccessibleDescription(applicationFieldMessages.name_missing)
  await pageHydrated(page)
  await expectNoAxeViolations(page, 'on the builder’s page with a refused change of answers')
})

// One run: the checker reads markup, which no width changes.
test("the builder's page with every part shown, the door pass's QR code among them, is valid HTML @desktop-only", async ({
  request,
}) => {
  test.setTimeout(120_000)
  const { path } = await pageAt('nu-check', [
    ['accepted', 'organiser'],
    ['confirmed', 'builder'],
  ])
  const html = await (await request.get(path)).text()
  expect(html).toContain(copy.doorHeading)
  const { page: messages } = await checkHtml({ page: html })
  expect(messages, messages?.map((m) => `${m.message} in ${m.extract}`).join('\n')).toEqual([])
})

test("the builder's page with the door pass, by keyboard: Tab meets each control in order, each 24 px or more, and Space ticks the erase box", async ({
  page,
}) => {
  const { path } = await pageAt('keyboard', [
    ['accepted', 'organiser'],
    ['confirmed', 'builder'],
  ])
  await page.goto(path)
  await pageHydrated(page)
  const main = page.getByRole('main')
  const back = main.getByRole('link').first()
  await back.focus()
  const controls = [
    main.getByRole('button', { name: copy.download }),
    main.getByRole('button', { name: copy.cancelButton }),
    main.getByRole('checkbox', { name: copy.eraseConfirm }),
    main.getByRole('button', { name: copy.eraseButton }),
  ]
  for (const control of controls) {
    await page.keyboard.press('Tab')
    await expect(control).toBeFocused()
    // The box's target is its drawn label, which the hidden native input sits under.
    const isBox = (await control.getAttribute('type')) === 'checkbox'
    const target = isBox ? main.getByText(copy.eraseConfirm, { exact: true }) : control
    const box = (await target.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  }
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(controls[3]!).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(controls[2]!).toBeChecked()
})
