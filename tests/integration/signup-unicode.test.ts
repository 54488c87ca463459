// One spelling per address, against the production build: the server stores one address once
// whichever Unicode spelling arrives, refuses invisible characters from either kind of caller,
// and the operator's `delete` erases a sign-up given either spelling.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dataDirs } from '../support/embedded-db'
import { COMPOSED_ADDRESS, DECOMPOSED_ADDRESS, HOSTILE_ADDRESSES } from '../support/invisible-characters'
import { assertBuilt, killAllServers, startServer, type RunningServer } from '../support/server'
import { callSignup, outcomeOf, postForm } from '../support/signup-http'
import { runSignups } from '../support/signups-cli'
import { readStoredSignups, type StoredSignup } from '../support/stored-signups'

const dirs = dataDirs()

beforeAll(assertBuilt)
afterEach(killAllServers)
afterAll(() => dirs.removeAll())

async function againstServer(use: (server: RunningServer) => Promise<void>): Promise<StoredSignup[]> {
  const dataDir = await dirs.migrated()
  const server = await startServer({ dataDir })
  try {
    await use(server)
  } finally {
    await server.stop()
  }
  expect(server.errors().split('\n').filter(Boolean)).toEqual([])
  return readStoredSignups(dataDir)
}

async function jsOutcome(origin: string, email: string): Promise<string> {
  const { answer, result } = await callSignup(origin, { email, festival: '', website: '' })
  if (!result) throw new Error(`Not a typed answer: ${answer.status} ${answer.body.slice(0, 200)}`)
  return outcomeOf(result)
}

async function formOutcome(origin: string, email: string): Promise<string | undefined> {
  const { answer, outcome } = await postForm(origin, { email, festival: '', website: '' })
  expect(answer.status).toBe(303)
  return outcome
}

describe('one spelling per address, from the server', { timeout: 120_000 }, () => {
  it('stores the decomposed and the composed spelling as one sign-up, in NFC', async () => {
    const stored = await againstServer(async ({ origin }) => {
      expect(await jsOutcome(origin, DECOMPOSED_ADDRESS)).toBe('ok')
      expect(await jsOutcome(origin, COMPOSED_ADDRESS)).toBe('already_signed_up')
      expect(await formOutcome(origin, COMPOSED_ADDRESS)).toBe('already_signed_up')
      expect(await formOutcome(origin, DECOMPOSED_ADDRESS.toUpperCase())).toBe('already_signed_up')
    })
    expect(stored).toEqual([{ email: COMPOSED_ADDRESS, suggestedFestival: null }])
  })

  it('answers an address holding an invisible character with invalid_email, to the page and to the form', async () => {
    const stored = await againstServer(async ({ origin }) => {
      expect(await jsOutcome(origin, 'base@example.com')).toBe('ok')
      for (const email of [...HOSTILE_ADDRESSES, 'base\u200b@example.com']) {
        expect(await jsOutcome(origin, email), JSON.stringify(email)).toBe('invalid_email')
        expect(await formOutcome(origin, email), JSON.stringify(email)).toBe('invalid_email')
      }
    })
    expect(stored).toEqual([{ email: 'base@example.com', suggestedFestival: null }])
  })

  it('stores a festival of zero-width spaces as no suggestion, and drops them from a real one', async () => {
    const stored = await againstServer(async ({ origin }) => {
      const first = await callSignup(origin, {
        email: 'ana@example.com',
        festival: '\u200b\u200b',
        website: '',
      })
      expect(first.result).toEqual({ ok: true })
      const second = await postForm(origin, {
        email: 'bob@example.com',
        festival: 'Cœur\u2060 de\u200d Pirate',
      })
      expect(second.outcome).toBe('ok')
    })
    expect(stored).toEqual([
      { email: 'ana@example.com', suggestedFestival: null },
      { email: 'bob@example.com', suggestedFestival: 'Cœur de Pirate' },
    ])
  })
})

describe("the operator's delete, while the server runs", { timeout: 120_000 }, () => {
  it.each([
    ['the decomposed spelling', DECOMPOSED_ADDRESS],
    ['the composed spelling', COMPOSED_ADDRESS],
  ])('erases a sign-up given %s', async (_, spelling) => {
    const stored = await againstServer(async ({ origin, dataDir }) => {
      expect(await jsOutcome(origin, DECOMPOSED_ADDRESS)).toBe('ok')
      expect(await formOutcome(origin, 'bob@example.com')).toBe('ok')
      const run = await runSignups(['delete', spelling], { DATA_DIR: dataDir })
      expect(run).toMatchObject({ code: 0, stdout: '' })
      expect(run.stderr).toMatch(/^Erased 1 sign-up from /)
      // Gone: the same person may sign up again, in the other spelling.
      expect(await jsOutcome(origin, COMPOSED_ADDRESS)).toBe('ok')
    })
    expect(stored).toEqual([
      { email: 'bob@example.com', suggestedFestival: null },
      { email: COMPOSED_ADDRESS, suggestedFestival: null },
    ])
  })
})
