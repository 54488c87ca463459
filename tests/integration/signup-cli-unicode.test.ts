// `npm run signups -- delete` with the server stopped: the address is normalised as the sign-up
// check stores it, so a person's request erases their sign-up whichever Unicode spelling it uses.
import { afterEach, describe, expect, it } from 'vitest'
import { checkSignup } from '~/signup/schema'
import { openEmbeddedDatabase } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { dataDirs } from '../support/embedded-db'
import { COMPOSED_ADDRESS, DECOMPOSED_ADDRESS } from '../support/invisible-characters'
import { runSignups } from '../support/signups-cli'

const dirs = dataDirs()
afterEach(() => dirs.removeAll())

/** A stopped server's data folder holding the addresses as the sign-up check would store them. */
async function storeWith(emails: string[]): Promise<string> {
  const dataDir = await dirs.migrated()
  const database = await openEmbeddedDatabase({ dataDir, migrations: bundledMigrations })
  try {
    for (const email of emails) {
      const check = checkSignup({ email })
      if (!check.ok) throw new Error(`${email} does not pass the check: ${check.code}`)
      await database.db.query('insert into email_submissions (email) values ($1)', [check.value.email])
    }
  } finally {
    await database.close()
  }
  return dataDir
}

describe('npm run signups -- delete, given either spelling', { timeout: 90_000 }, () => {
  it.each([
    ['signed up decomposed, erased composed', DECOMPOSED_ADDRESS, COMPOSED_ADDRESS],
    ['signed up composed, erased decomposed', COMPOSED_ADDRESS, DECOMPOSED_ADDRESS],
    [
      'signed up decomposed, erased decomposed in capitals',
      DECOMPOSED_ADDRESS,
      ` ${DECOMPOSED_ADDRESS.toUpperCase()} `,
    ],
  ])('erases the sign-up: %s', async (_, signedUp, erased) => {
    const dataDir = await storeWith([signedUp, 'bob@example.com'])
    const run = await runSignups(['delete', erased], { DATA_DIR: dataDir })
    expect(run).toMatchObject({ code: 0, stdout: '' })
    expect(run.stderr).toMatch(/^Erased 1 sign-up from /)
    expect(await runSignups(['count'], { DATA_DIR: dataDir })).toMatchObject({ code: 0, stdout: '1\n' })
  })
})
