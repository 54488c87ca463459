// The mail settings, checked once at start like the rest of the configuration: with SMTP_URL set
// the site mails real people, so it also needs PUBLIC_URL (links never take a request's Host) and
// MAIL_TOKEN_SECRET; without it, mails go to the outbox in DATA_DIR (transport.server.ts).
import * as v from 'valibot'
import { privacyNotice } from '../../content/privacy.ts'
import { site } from '../../content/site.ts'
import {
  ConfigError,
  DEFAULT_PORT,
  isHttpsOrLocal,
  parseVariable,
  readVariable,
  type Env,
} from '../config.server.ts'

export type MailConfig = {
  /** smtp:// or smtps:// with credentials; null writes mails to the outbox instead. */
  smtpUrl: string | null
  from: string
  /** The site's origin, for the links in mails. */
  publicUrl: string
  /** null: made once and kept in DATA_DIR (secret.server.ts). */
  tokenSecret: string | null
  unsubscribeMailto: string
  /** At most this many mails an hour from this process; more wait for the next hour (send.server.ts). */
  hourlyMailCap: number
}

export const DEFAULT_HOURLY_MAIL_CAP = 200

export const MIN_SECRET_LENGTH = 32

const smtpUrlSchema = v.pipe(
  v.string(),
  v.url('must be a URL such as smtps://user:password@smtp.example.com:465'),
  v.check(
    (text) => ['smtp:', 'smtps:'].includes(new URL(text).protocol),
    'must start with smtp:// or smtps://',
  ),
)

const publicUrlSchema = v.pipe(
  v.string(),
  v.url("must be the site's address, such as https://culturecoded.example.com"),
  v.check(isHttpsOrLocal, 'must use https (plain http is accepted only for localhost)'),
  v.transform((text) => new URL(text).origin),
)

const secretSchema = v.pipe(
  v.string(),
  v.minLength(
    MIN_SECRET_LENGTH,
    `must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32 makes one)`,
  ),
)

const addressSchema = v.pipe(
  v.string(),
  v.regex(/^[^@\s<>]+@[^@\s<>]+$/, 'must be a plain address, name@example.com'),
)

const hourlyCapSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,5}$/, 'must be a whole number of mails an hour, such as 200'),
  v.transform(Number),
)

/** Pure: the same environment always gives the same settings or the same error. */
export function parseMailConfig(env: Env): MailConfig {
  const smtp = readVariable(env, 'SMTP_URL')
  const smtpUrl = smtp === undefined ? null : parseVariable('SMTP_URL', smtpUrlSchema, smtp, true)
  const publicText = readVariable(env, 'PUBLIC_URL')
  const secretText = readVariable(env, 'MAIL_TOKEN_SECRET')
  if (smtpUrl !== null && publicText === undefined)
    throw new ConfigError(
      "SMTP_URL is set but PUBLIC_URL is not; set it to the site's address, for the links in mails.",
    )
  if (smtpUrl !== null && secretText === undefined)
    throw new ConfigError(
      `SMTP_URL is set but MAIL_TOKEN_SECRET is not; set it to a random string of at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32), the same on every instance.`,
    )
  const publicUrl =
    publicText === undefined
      ? `http://localhost:${readVariable(env, 'PORT') ?? DEFAULT_PORT}`
      : parseVariable('PUBLIC_URL', publicUrlSchema, publicText)
  const fromAddress = readVariable(env, 'MAIL_FROM')
  const from = `"${site.name}" <${fromAddress === undefined ? `no-reply@${new URL(publicUrl).hostname}` : parseVariable('MAIL_FROM', addressSchema, fromAddress)}>`
  return {
    smtpUrl,
    from,
    publicUrl,
    tokenSecret:
      secretText === undefined ? null : parseVariable('MAIL_TOKEN_SECRET', secretSchema, secretText, true),
    unsubscribeMailto: privacyNotice.contactEmail,
    hourlyMailCap: parseVariable(
      'MAIL_HOURLY_CAP',
      hourlyCapSchema,
      readVariable(env, 'MAIL_HOURLY_CAP') ?? String(DEFAULT_HOURLY_MAIL_CAP),
    ),
  }
}

let mailConfig: MailConfig | undefined

/** The process's mail settings, read from process.env on first use. Throws ConfigError if invalid. */
export function getMailConfig(): MailConfig {
  mailConfig ??= parseMailConfig(process.env)
  return mailConfig
}
