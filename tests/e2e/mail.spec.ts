// The mails a sign-up sends and the pages their links open, against a built server of this file's
// own that sends through a real SMTP server on loopback (smtp-server, read back with mailparser).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { mailPageCopy } from '@content/mail.ts'
import { signToken, TOKEN_LIFETIME_MS } from '../../lib/tokens'
import { openEmbeddedConnection } from '../../cli/source'
import { embeddedSource } from '../../cli/sources'
import { freePort, startBuiltServer, type BuiltServer } from '../../tools/lib/built-server.ts'
import { postForm } from '../support/signup-http'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink'
import { test, expect, expectNoAxeViolations, holdRequests, hydrated, toast } from './fixtures'
import { TEXT_200, TEXT_SPACING, findCutText, restyle, scrollsSideways } from './textSize'

const SECRET = 'e2e-mail-token-secret-0123456789-0123456789'

let smtp: SmtpSink
let server: BuiltServer
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  smtp = await startSmtpSink()
  dataDir = join(await mkdtemp(join(tmpdir(), 'culture-coded-mail-e2e-')), 'data')
  const port = await freePort({ first: 4600, last: 4699 })
  server = await startBuiltServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_TOKEN_SECRET: SECRET,
      SIGNUP_RATE_LIMIT: '1000/60',
    },
    // Opening the embedded database is slow on a busy machine (as tests/support/server.ts allows).
    timeoutMs: 90_000,
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) await rm(join(dataDir, '..'), { recursive: true, force: true })
})

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

type Status = { confirmed: boolean; withdrawn: boolean; festival: string | null } | null

/** The row as the running server stored it, read over its data folder's socket as the CLI reads it. */
async function storedStatus(email: string): Promise<Status> {
  const connection = await openEmbeddedConnection(dataDir)
  try {
    for await (const rows of embeddedSource(connection.calls, connection.description).pages()) {
      const row = rows.find((candidate) => candidate.email === email)
      if (row)
        return {
          confirmed: Boolean(row.confirmed_at),
          withdrawn: Boolean(row.withdrawn_at),
          festival: row.suggested_festival,
        }
    }
    return null
  } finally {
    await connection.close()
  }
}

/** Signs up through the form on the landing page, as a visitor does: the first test's way. */
async function signUp(page: Page, email: string) {
  await page.goto(`${server.origin}/`)
  await hydrated(page.locator('#join'))
  await page.getByLabel('Your Email').fill(email)
  await page.getByRole('button', { name: 'Sign Me Up' }).click()
  await expect(toast(page, 'Thanks for signing up!')).toBeVisible()
}

/**
 * Signs up as the landing page's form does without JavaScript, by its POST: the tests of what
 * the mail's links open need the sign-up, not another load of `/` (signup.spec.ts tests the form).
 */
async function signUpByPost(email: string) {
  const { answer, outcome } = await postForm(server.origin, { email, festival: '', website: '' })
  expect([answer.status, outcome]).toEqual([303, 'ok'])
}

/** A field the page's script has not yet taken over loses what was typed at hydration: wait for it. */
async function pageHydrated(page: Page) {
  await page.waitForFunction(() =>
    (document.documentElement.dataset.hydrated ?? '').split(' ').includes('page'),
  )
}

async function mailTo(email: string, path: string): Promise<string> {
  await expect.poll(() => smtp.to(email).length).toBeGreaterThan(0)
  return linkIn(smtp.to(email).at(-1)!, path)
}

async function signedLink(purpose: 'confirm' | 'unsubscribe' | 'manage', email: string, now = Date.now()) {
  const token = await signToken({ email, purpose }, SECRET, now)
  return `${server.origin}/signup/${purpose}?token=${encodeURIComponent(token)}`
}

function oneClick(request: APIRequestContext, link: string) {
  // As a mail provider sends it: no cookies, no Origin of the site.
  return request.post(link, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 })
}

test.describe('confirming a sign-up by mail @any-width', () => {
  test('the link in the mail opens a page whose button confirms; opening it alone does not', async ({
    page,
  }) => {
    const email = uniqueEmail('confirm')
    await signUp(page, email)
    const link = await mailTo(email, '/signup/confirm')
    expect(await storedStatus(email)).toMatchObject({ confirmed: false, withdrawn: false })

    await page.goto(link)
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.confirm.title}:`))
    await expectNoAxeViolations(page, 'on the confirm page')
    expect(await storedStatus(email)).toMatchObject({ confirmed: false })

    await page.getByRole('button', { name: mailPageCopy.confirm.button }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.confirm.done)
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.confirm.doneTitle}:`))
    expect(await storedStatus(email)).toMatchObject({ confirmed: true, withdrawn: false })
  })

  test('a GET of the confirm link, as a link scanner makes, confirms nothing', async ({ request }) => {
    const email = uniqueEmail('scanner')
    await signUpByPost(email)
    const link = await mailTo(email, '/signup/confirm')
    for (let scan = 0; scan < 2; scan += 1) expect((await request.get(link)).status()).toBe(200)
    expect((await request.fetch(link, { method: 'HEAD' })).status()).toBe(200)
    expect(await storedStatus(email)).toMatchObject({ confirmed: false })
  })
})

test.describe('a confirm link refused @any-width', () => {
  let email: string
  test.beforeAll(async () => {
    email = uniqueEmail('refused')
    await signUpByPost(email)
  })

  test('whose signature does not match', async ({ page }) => {
    const link = new URL(await mailTo(email, '/signup/confirm'))
    const [purpose, expiry, , signature] = link.searchParams.get('token')!.split('.')
    link.searchParams.set(
      'token',
      [purpose, expiry, Buffer.from('eve@example.com').toString('base64url'), signature].join('.'),
    )
    await page.goto(link.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mailPageCopy.refused.invalid.title)
    await expect(page.getByRole('button', { name: mailPageCopy.confirm.button })).toHaveCount(0)
    await expect(page.getByRole('link', { name: mailPageCopy.refused.askAgain })).toBeVisible()
    await expectNoAxeViolations(page, 'on a refused link')
  })

  test('made for another purpose', async ({ page }) => {
    const unsubscribe = new URL(await signedLink('unsubscribe', email))
    await page.goto(`${server.origin}/signup/confirm${unsubscribe.search}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mailPageCopy.refused.invalid.title)
  })

  test('that has expired', async ({ page }) => {
    await page.goto(await signedLink('confirm', email, Date.now() - TOKEN_LIFETIME_MS.confirm - 1000))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mailPageCopy.refused.expired.title)
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.refused.expired.title}:`))
    await expect(page.getByRole('link', { name: mailPageCopy.refused.askAgain })).toHaveAttribute(
      'href',
      '/#signup',
    )
  })

  test('replayed after the address withdrew, on the page and by POST', async ({ page, request }) => {
    const confirm = await mailTo(email, '/signup/confirm')
    expect((await oneClick(request, await signedLink('unsubscribe', email))).status()).toBe(200)
    await page.goto(confirm)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mailPageCopy.refused.withdrawn.title)
    await request.post(confirm, { headers: { 'sec-fetch-site': 'same-origin' }, maxRedirects: 0 })
    expect(await storedStatus(email)).toMatchObject({ confirmed: false, withdrawn: true })
  })
})

test.describe('unsubscribing @any-width', () => {
  test('RFC 8058: a one-click POST without cookies withdraws at once and answers 200; the GET only shows a button', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('one-click')
    await signUpByPost(email)
    const link = await mailTo(email, '/signup/unsubscribe')
    await page.goto(link)
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.unsubscribe.title}:`))
    await expect(page.getByRole('button', { name: mailPageCopy.unsubscribe.button })).toBeVisible()
    await expectNoAxeViolations(page, 'on the unsubscribe page')
    expect(await storedStatus(email)).toMatchObject({ withdrawn: false })

    const answer = await oneClick(request, link)
    expect(answer.status()).toBe(200)
    expect(await storedStatus(email)).toMatchObject({ withdrawn: true })
  })

  test("the page's own button withdraws too, and says so", async ({ page }) => {
    const email = uniqueEmail('button')
    await signUpByPost(email)
    await page.goto(await mailTo(email, '/signup/unsubscribe'))
    await page.getByRole('button', { name: mailPageCopy.unsubscribe.button }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.unsubscribe.done)
    expect(await storedStatus(email)).toMatchObject({ withdrawn: true })
  })
})

test.describe('the manage page @any-width', () => {
  // Which of them is mailed is tests/integration/manage-link-limit.test.ts's: here the known address
  // was mailed its confirmation a moment ago, so its budget (one mail per 10 minutes) sends no link.
  test('answers "send me the link" the same for a known and an unknown address', async ({ page }) => {
    const known = uniqueEmail('known')
    const unknown = uniqueEmail('unknown')
    await signUpByPost(known)
    const answers: string[] = []
    for (const email of [unknown, known]) {
      await page.goto(`${server.origin}/signup/manage`)
      await pageHydrated(page)
      await page.getByLabel(mailPageCopy.manage.emailLabel).fill(email)
      await page.getByRole('button', { name: mailPageCopy.manage.requestButton }).click()
      await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.sent)
      answers.push(`${page.url()}\n${await page.locator('main').innerText()}`)
    }
    expect(answers[1]).toBe(answers[0])
    await expectNoAxeViolations(page, 'after asking for the link')
  })

  test('shows what is stored, downloads it as JSON, changes the festival, withdraws and erases', async ({
    page,
  }) => {
    const email = uniqueEmail('manage')
    await signUpByPost(email)
    await page.goto(await signedLink('manage', email))
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.manage.title}:`))
    await expect(page.getByText(email, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'on the manage page')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: mailPageCopy.manage.download }).click()
    const download = await downloading
    const saved = await download.path()
    const json = JSON.parse(await readFile(saved, 'utf8')) as Record<string, unknown>
    expect(json).toMatchObject({ email, suggestedFestival: null, confirmedAt: null, withdrawnAt: null })
    expect(json.consentedAt).toEqual(expect.any(String))
    expect(json.noticeVersion).toEqual(expect.any(String))

    await pageHydrated(page)
    await page.getByLabel(mailPageCopy.manage.festivalLabel).fill('Primavera Sound')
    await page.getByRole('button', { name: mailPageCopy.manage.festivalButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.festivalSaved)
    expect(await storedStatus(email)).toMatchObject({ festival: 'Primavera Sound' })

    await page.getByRole('button', { name: mailPageCopy.manage.withdrawButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.withdrawn)
    expect(await storedStatus(email)).toMatchObject({ withdrawn: true })

    // Erasing cannot be undone, so the button alone erases nothing (WCAG 3.3.4), and the box says
    // it is needed before anyone presses (3.3.2).
    const confirmation = page.getByRole('checkbox', { name: mailPageCopy.manage.eraseConfirm })
    await expect(confirmation).toHaveAttribute('aria-required', 'true')
    await page.getByRole('button', { name: mailPageCopy.manage.eraseButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.eraseUnconfirmed)
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true')
    await expect(confirmation).toHaveAccessibleDescription(mailPageCopy.manage.eraseUnconfirmed)
    expect(await storedStatus(email)).toMatchObject({ withdrawn: true })
    await expectNoAxeViolations(page, 'on the manage page, asking to confirm the erase')

    // As a visitor does: a press on the box's words ticks it.
    await page.getByText(mailPageCopy.manage.eraseConfirm, { exact: true }).click()
    await expect(confirmation).toBeChecked()
    await page.getByRole('button', { name: mailPageCopy.manage.eraseButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.erased)
    expect(await storedStatus(email)).toBeNull()
  })
})

test.describe('the manage page before its script has run @any-width', () => {
  test('keeps a tick given to the erase box before hydration, and erases with it', async ({ page }) => {
    const email = uniqueEmail('early-tick')
    await signUpByPost(email)
    const release = await holdRequests(page, /\/assets\/.*\.js$/)
    // Not 'load': that waits for the very scripts held back here.
    await page.goto(await signedLink('manage', email), { waitUntil: 'domcontentloaded' })
    const confirmation = page.getByRole('checkbox', { name: mailPageCopy.manage.eraseConfirm })
    await page.getByText(mailPageCopy.manage.eraseConfirm, { exact: true }).click()
    await expect(confirmation).toBeChecked()
    release()
    await pageHydrated(page)
    // Focus re-renders the box, which would set it back to react-aria's own state.
    await confirmation.focus()
    await expect(confirmation).toBeChecked()
    await page.getByRole('button', { name: mailPageCopy.manage.eraseButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.erased)
    expect(await storedStatus(email)).toBeNull()
  })
})

test.describe('the manage page, its titles, parts and erase @any-width', () => {
  /** A signed-up address's manage page, as its link opens it. */
  async function openManage(page: Page, label: string) {
    const email = uniqueEmail(label)
    await signUpByPost(email)
    await page.goto(await signedLink('manage', email))
    await pageHydrated(page)
  }
  const eraseBox = (page: Page) => page.getByRole('checkbox', { name: mailPageCopy.manage.eraseConfirm })
  const eraseButton = (page: Page) => page.getByRole('button', { name: mailPageCopy.manage.eraseButton })

  test("gives the page asking for a link a title of its own, not the manage page's (WCAG 2.4.2)", async ({
    page,
  }) => {
    await page.goto(`${server.origin}/signup/manage`)
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.manage.requestTitle}:`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mailPageCopy.manage.requestTitle)
    const requestTitle = await page.title()
    await openManage(page, 'titles')
    await expect(page).toHaveTitle(new RegExp(`^${mailPageCopy.manage.title}:`))
    expect(await page.title()).not.toBe(requestTitle)
    await expectNoAxeViolations(page, 'on the manage page')
  })

  test('lands focus on the erase box, marked invalid and described, when an erase is refused for a missing tick', async ({
    page,
  }) => {
    await openManage(page, 'refused-focus')
    await eraseButton(page).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.eraseUnconfirmed)
    await expect(eraseBox(page)).toBeFocused()
    await expect(eraseBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(eraseBox(page)).toHaveAccessibleDescription(mailPageCopy.manage.eraseUnconfirmed)
  })

  test('draws "Erase everything" as destructive: outlined in the error\'s colour, not the gradient of "Download"', async ({
    page,
  }) => {
    await openManage(page, 'erase-look')
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        return { image: style.backgroundImage, border: style.borderColor, color: style.color }
      })
    const download = await look(page.getByRole('button', { name: mailPageCopy.manage.download }))
    const erase = await look(eraseButton(page))
    expect(download.image).toContain('gradient')
    expect(erase.image).toBe('none')
    // The refusal shows the error's own colour under the box.
    await eraseButton(page).click()
    const error = page.getByText(mailPageCopy.manage.eraseUnconfirmed, { exact: true }).last()
    const errorColour = await error.evaluate((element) => getComputedStyle(element).color)
    expect(erase.border).toBe(errorColour)
    expect(erase.color).toBe(errorColour)
  })

  test('sets the first part apart from the title: more room under the title than above it', async ({
    page,
  }) => {
    await openManage(page, 'parts')
    const bottom = (box: { y: number; height: number }) => box.y + box.height
    const back = (await page.getByRole('link', { name: mailPageCopy.backLinkText }).boundingBox())!
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const part = (await page.getByRole('heading', { level: 2 }).first().boundingBox())!
    expect(part.y - bottom(title)).toBeGreaterThan(title.y - bottom(back))
  })
})

test.describe('the manage page on a phone @mobile-only', () => {
  test('stacks what is kept: each name above its value', async ({ page }) => {
    const email = uniqueEmail('stacked')
    await signUpByPost(email)
    await page.goto(await signedLink('manage', email))
    const pairs = await page.locator('dl dt').evaluateAll((names) =>
      names.map((name) => {
        const value = name.nextElementSibling!.getBoundingClientRect()
        const own = name.getBoundingClientRect()
        return {
          name: name.textContent,
          sameStart: Math.abs(value.left - own.left) <= 1,
          below: value.top >= own.bottom - 1,
        }
      }),
    )
    expect(pairs.length).toBeGreaterThan(0)
    for (const pair of pairs) expect(pair, pair.name ?? '').toMatchObject({ sameStart: true, below: true })
  })
})

test.describe('the manage page without JavaScript @any-width', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the erase box ticked once pressed, and erases with it', async ({ page }) => {
    const email = uniqueEmail('no-script')
    await page.goto(`${server.origin}/`)
    await page.getByLabel('Your Email').fill(email)
    await page.getByRole('button', { name: 'Sign Me Up' }).click()
    await expect(page).toHaveURL(/[?&]signup=ok\b/)
    await page.goto(await signedLink('manage', email))
    const confirmation = page.getByRole('checkbox', { name: mailPageCopy.manage.eraseConfirm })
    const tick = page.locator('label', { has: confirmation }).locator('svg')
    await expect(tick).toBeHidden()
    await page.getByText(mailPageCopy.manage.eraseConfirm, { exact: true }).click()
    await expect(confirmation).toBeChecked()
    await expect(tick).toBeVisible()
    await page.getByRole('button', { name: mailPageCopy.manage.eraseButton }).click()
    await expect(page.getByRole('status')).toHaveText(mailPageCopy.manage.erased)
    expect(await storedStatus(email)).toBeNull()
  })
})

test.describe('the manage page of a signed-up address, its text spaced or doubled', () => {
  // The visitor's own stylesheet is not bound by the page's Content-Security-Policy.
  test.use({ bypassCSP: true })

  const modes = { 'text spacing (WCAG 1.4.12)': TEXT_SPACING, 'text-only 200 % (WCAG 1.4.4)': TEXT_200 }
  for (const [mode, stylesheet] of Object.entries(modes)) {
    test(`${mode} at 320 px: what is kept cuts no text and adds no sideways scroll`, async ({ page }) => {
      const email = uniqueEmail('spacing')
      await signUpByPost(email)
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(await signedLink('manage', email))
      await expect(page.getByText(email, { exact: true })).toBeVisible()
      await restyle(page, stylesheet)
      expect.soft(await scrollsSideways(page), 'the page scrolls sideways').toBe(false)
      expect.soft(await page.evaluate(findCutText)).toEqual([])
    })
  }
})
