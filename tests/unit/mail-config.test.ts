// The mail settings: real mail (SMTP_URL) needs the site's address and a signing secret of its
// own; without it, a secret is made once in DATA_DIR, owner-only, and kept.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMailConfig } from '~/mail/config.server'
import { dataDirSecret, SECRET_FILE_NAME } from '~/mail/secret.server'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
afterAll(() => dirs.removeAll())

const SECRET = 'a'.repeat(40)

describe('the mail settings', () => {
  it('write to the outbox, with links to localhost and a secret made in DATA_DIR, when nothing is set', () => {
    expect(parseMailConfig({ PORT: '4000' })).toMatchObject({
      smtpUrl: null,
      publicUrl: 'http://localhost:4000',
      tokenSecret: null,
    })
  })

  it("refuse SMTP_URL without PUBLIC_URL: links never take a request's Host", () => {
    expect(() => parseMailConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_TOKEN_SECRET: SECRET })).toThrow(
      /^SMTP_URL is set but PUBLIC_URL is not/,
    )
  })

  it('refuse SMTP_URL without MAIL_TOKEN_SECRET, the secret production needs', () => {
    expect(() =>
      parseMailConfig({
        SMTP_URL: 'smtp://mail.example.com',
        PUBLIC_URL: 'https://culturecoded.example.com',
      }),
    ).toThrow(/^SMTP_URL is set but MAIL_TOKEN_SECRET is not/)
  })

  it('refuse a short secret without echoing it', () => {
    let message = ''
    try {
      parseMailConfig({ MAIL_TOKEN_SECRET: 'short-secret' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^MAIL_TOKEN_SECRET must be at least 32 characters/)
    expect(message).not.toContain('short-secret')
  })

  it('refuse a plain-http PUBLIC_URL that is not localhost', () => {
    expect(() => parseMailConfig({ PUBLIC_URL: 'http://culturecoded.example.com' })).toThrow(
      /^PUBLIC_URL must use https/,
    )
  })

  it('take a whole SMTP setup, the sender named after the site', () => {
    expect(
      parseMailConfig({
        SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
        PUBLIC_URL: 'https://culturecoded.example.com/',
        MAIL_TOKEN_SECRET: SECRET,
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      publicUrl: 'https://culturecoded.example.com',
      tokenSecret: SECRET,
      from: '"Culture Coded" <no-reply@culturecoded.example.com>',
    })
  })
})

describe('the secret kept in DATA_DIR', () => {
  it('is made once, owner-only, and read back the same after a restart', async () => {
    const dataDir = join(await dirs.make(), 'fresh')
    const first = await dataDirSecret(dataDir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect((await stat(join(dataDir, SECRET_FILE_NAME))).mode & 0o777).toBe(0o600)
    expect(await dataDirSecret(dataDir)).toBe(first)
    expect((await readFile(join(dataDir, SECRET_FILE_NAME), 'utf8')).trim()).toBe(first)
  })
})
