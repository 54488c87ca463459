#!/usr/bin/env -S node --liftoff-only
// `npm run applications` (commands in USAGE): the organiser decides, notifies, draws and checks in.
// Data to stdout, messages to stderr. Works on the same stores as `npm run signups`: the running
// server over its socket, the stopped server's folder, or Supabase with the service-role key.
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import { ConfigError, getConfig } from '../app/config.server.ts'
import { parseMailConfig } from '../app/mail/config.server.ts'
import { tokenSecret } from '../app/mail/secret.server.ts'
import { createHourlyCap } from '../app/mail/send.server.ts'
import { createOutboxTransport, createSmtpTransport } from '../app/mail/transport.server.ts'
import {
  APPLICATION_STATUSES,
  applicationsOver,
  DataDirInUseError,
  holdsEmbeddedDatabase,
  SharedDataDirError,
  supabaseApplications,
  type ApplicationStatus,
  type ApplicationStore,
  type StatusRefusal,
} from '../db/store/store.server.ts'
import { doorPassCode, doorPassHolder } from '../lib/doorPass.ts'
import { eventSeats, isEventOver, type SeatFlags } from './application-events.ts'
import {
  applicationLine,
  confirmedBuildersCsv,
  doorListHtml,
  reportText,
  showText,
} from './application-formats.ts'
import { notifyDecisions } from './application-mails.ts'
import { LiveServerError, openEmbeddedConnection } from './source.ts'
import { operatorSupabaseFromEnv, type OperatorSupabase } from './supabase-env.ts'

const USAGE = `Usage:
  npm run applications -- list [--event EVENT] [--status STATUS]
                                       applications with a confirmed address, oldest first
  npm run applications -- show ID      one application and its history
  npm run applications -- accept|waitlist|decline|release ID [--seats N --overbook N --confirm-days N]
                                       decide (release: an accepted seat back, the waitlist moving up);
                                       staged until notify. Seats come from the event's applications
                                       block in content/upcoming.ts, else the flags
  npm run applications -- release-overdue EVENT [--seats N --overbook N --confirm-days N]
                                       release accepted seats told of and not confirmed by their
                                       confirm-by time; the waitlist moves up, staged for notify
  npm run applications -- notify [--event EVENT]
                                       mail each builder whose status changed since the last notify, once
  npm run applications -- draw EVENT --seed SEED [--seats N --overbook N --confirm-days N]
                                       fill the open seats from the pending applications by the seeded
                                       draw (docs/applications-draw.md); prints the ids it ran on as JSON
  npm run applications -- checkin EVENT CODE
                                       the door pass code at its own event: confirmed -> checked in
  npm run applications -- door EVENT --html FILE
                                       a printable door list, for when the network is down
  npm run applications -- report [--event EVENT]
                                       per event by status, per day, and the show-up rate after it
  npm run applications -- export --format csv [--event EVENT]
                                       the confirmed builders (formula-like cells prefixed with ')

Exits 0 when done, 1 when nothing was changed (refused, missing, the store or server failed), 2 for
a usage error. Stores as \`npm run signups\` (DATA_DIR, or SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY).`

const REFUSALS: Record<StatusRefusal, string> = {
  missing: 'no application with that id and a confirmed address',
  not_allowed: 'that move is not allowed from its status',
  full: 'no seat left (seats plus overbooking are taken)',
  too_late: 'its confirm-by time has passed',
}

const DECISIONS: Record<string, ApplicationStatus> = {
  accept: 'accepted',
  waitlist: 'waitlisted',
  decline: 'declined',
  // An accepted seat given back by hand: a builder the decision mail never reached holds it until then.
  release: 'released',
}

const COMMANDS = [
  'list',
  'show',
  ...Object.keys(DECISIONS),
  'release-overdue',
  'notify',
  'draw',
  'checkin',
  'door',
  'report',
  'export',
]

class UsageError extends Error {}

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        event: { type: 'string' },
        status: { type: 'string' },
        seed: { type: 'string' },
        html: { type: 'string' },
        format: { type: 'string' },
        seats: { type: 'string' },
        overbook: { type: 'string' },
        'confirm-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    if (((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS_'))
      throw new UsageError((error as Error).message)
    throw error
  }
}

type Store = {
  applications: ApplicationStore
  secret(): Promise<string>
  mail(): Promise<MailDeps>
  close(): Promise<void>
}
type MailDeps = Parameters<typeof notifyDecisions>[2]

function onSupabase(supabase: OperatorSupabase): Store {
  const client = createClient(supabase.url, supabase.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const mail = parseMailConfig(process.env)
  return {
    applications: supabaseApplications({ client, host: new URL(supabase.url).host, timeoutMs: 10_000 }),
    async secret() {
      if (mail.tokenSecret === null)
        throw new ConfigError('Door passes on Supabase need MAIL_TOKEN_SECRET in this shell.')
      return mail.tokenSecret
    },
    async mail() {
      if (!mail.smtpUrl)
        throw new ConfigError("notify on Supabase needs the server's SMTP_URL in this shell.")
      if (mail.tokenSecret === null)
        throw new ConfigError(
          'notify on Supabase needs MAIL_TOKEN_SECRET in this shell: its mails carry signed links.',
        )
      return {
        transport: createSmtpTransport(mail.smtpUrl, mail.from),
        cap: createHourlyCap(mail.hourlyMailCap, { queue: false }),
        secret: mail.tokenSecret,
        publicUrl: mail.publicUrl,
      }
    },
    close: async () => {},
  }
}

async function onEmbedded(): Promise<Store> {
  const { dataDir } = getConfig()
  if (!holdsEmbeddedDatabase(dataDir))
    throw new ConfigError(
      `No embedded database in ${dataDir}. Run this from the project folder, or set DATA_DIR.`,
    )
  const connection = await openEmbeddedConnection(dataDir)
  const mail = parseMailConfig(process.env)
  return {
    applications: applicationsOver((name, args, writes) => connection.calls.application(name, args, writes)),
    secret: () => tokenSecret(mail.tokenSecret, dataDir),
    mail: async () => ({
      transport: mail.smtpUrl
        ? createSmtpTransport(mail.smtpUrl, mail.from)
        : createOutboxTransport(dataDir, mail.from, (line) => console.error(line)),
      cap: createHourlyCap(mail.hourlyMailCap, { queue: false }),
      secret: await tokenSecret(mail.tokenSecret, dataDir),
      publicUrl: mail.publicUrl,
    }),
    close: () => connection.close(),
  }
}

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
  )
}

function one(rest: string[], what: string): string {
  const [value, ...extra] = rest
  if (value === undefined) throw new UsageError(`needs ${what}`)
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`)
  return value
}

function seatsFor(eventId: string, flags: SeatFlags) {
  const seats = eventSeats(eventId, flags)
  if ('problem' in seats) throw new UsageError(seats.problem)
  return seats
}

async function runCommand(
  name: string,
  rest: string[],
  values: ReturnType<typeof options>['values'],
  store: Store,
) {
  const { applications } = store
  if (name === 'list') {
    const statuses = values.status === undefined ? undefined : [values.status as ApplicationStatus]
    const rows = await applications.list({ eventId: values.event, statuses })
    await write(rows.map((row) => `${applicationLine(row)}\n`).join(''))
    console.error(`${rows.length} application${rows.length === 1 ? '' : 's'}.`)
    return 0
  }
  if (name === 'show') {
    const shown = await applications.show(one(rest, 'the application id'))
    if (!shown) return refuse('missing')
    await write(showText(shown))
    return 0
  }
  if (name in DECISIONS) {
    const id = one(rest, 'the application id')
    const shown = await applications.show(id)
    if (!shown) return refuse('missing')
    const outcome = await applications.setStatus(
      id,
      DECISIONS[name]!,
      'organiser',
      seatsFor(shown.eventId, values),
    )
    if (!outcome.ok) return refuse(outcome.code)
    console.error(
      `${id}: ${shown.status} -> ${DECISIONS[name]} (staged: npm run applications -- notify tells them).`,
    )
    return 0
  }
  if (name === 'release-overdue') {
    const eventId = one(rest, 'the event id')
    const released = await applications.releaseOverdue(eventId, seatsFor(eventId, values))
    await write(released.map((id) => `${id}\treleased\n`).join(''))
    console.error(
      `Released ${released.length} seat${released.length === 1 ? '' : 's'} not confirmed in time; the waitlist moved up (staged for notify).`,
    )
    return 0
  }
  if (name === 'notify') return notifyDecisions(applications, values.event, await store.mail())
  if (name === 'draw') {
    const eventId = one(rest, 'the event id')
    if (!values.seed) throw new UsageError('draw needs --seed SEED, announced before the draw')
    const result = await applications.draw(eventId, values.seed, seatsFor(eventId, values))
    const { drawnFrom, accepted, waitlisted, openSeats } = result
    await write(
      `${JSON.stringify({ event: eventId, seed: values.seed, openSeats, drawnFrom, accepted, waitlisted }, null, 2)}\n`,
    )
    console.error(
      `Drew ${drawnFrom.length}: ${accepted.length} accepted, ${waitlisted.length} waitlisted (staged for notify).`,
    )
    return 0
  }
  if (name === 'checkin') {
    const [eventId, code, ...extra] = rest
    if (eventId === undefined || code === undefined)
      throw new UsageError('checkin needs EVENT and the door pass code: a pass lets in at its own event only')
    if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`)
    return checkIn(eventId, code, store)
  }
  if (name === 'door') {
    const eventId = one(rest, 'the event id')
    if (!values.html) throw new UsageError('door needs --html FILE')
    const builders = await applications.confirmedBuilders(eventId)
    const secret = await store.secret()
    const rows = await Promise.all(
      builders.map(async (application) => ({
        application,
        code: await doorPassCode(application.id, secret),
      })),
    )
    await writeFile(values.html, doorListHtml(eventId, rows, new Date()), { mode: 0o600 })
    console.error(
      `Wrote the door list of ${rows.length} confirmed builder${rows.length === 1 ? '' : 's'} to ${values.html}.`,
    )
    return 0
  }
  if (name === 'report') {
    const now = new Date()
    await write(reportText(await applications.report(values.event), (eventId) => isEventOver(eventId, now)))
    return 0
  }
  if (name === 'export') {
    if (values.format !== 'csv') throw new UsageError('export needs --format csv')
    await write(confirmedBuildersCsv(await applications.confirmedBuilders(values.event)))
    return 0
  }
  throw new Error(`${name} is listed in COMMANDS but not run`)
}

function refuse(code: StatusRefusal): number {
  console.error(`Nothing changed: ${REFUSALS[code]}.`)
  return 1
}

async function checkIn(eventId: string, code: string, store: Store): Promise<number> {
  const seated = await store.applications.list({ eventId, statuses: ['confirmed', 'checked_in'] })
  const holder = await doorPassHolder(
    code,
    seated.map((row) => row.id),
    await store.secret(),
  )
  const application = seated.find((row) => row.id === holder)
  if (!application) {
    console.error(`Nothing changed: that code is not the door pass of a confirmed seat at ${eventId}.`)
    return 1
  }
  const outcome = await store.applications.checkIn(application.id)
  if (!outcome.ok) {
    console.error(
      application.status === 'checked_in'
        ? 'Nothing changed: already checked in.'
        : `Nothing changed: ${REFUSALS[outcome.code]}.`,
    )
    return 1
  }
  await write(`${application.id}\t${application.eventId}\tchecked in\n`)
  return 0
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = options(argv)
  const [name, ...rest] = positionals
  if (values.help || name === undefined) {
    console.error(USAGE)
    return values.help ? 0 : 2
  }
  if (!COMMANDS.includes(name)) throw new UsageError(`Unknown command: ${name}`)
  if (values.status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(values.status))
    throw new UsageError(`--status is one of ${APPLICATION_STATUSES.join(', ')}`)
  const supabase = operatorSupabaseFromEnv(process.env)
  const store = supabase ? onSupabase(supabase) : await onEmbedded()
  try {
    return await runCommand(name, rest, values, store)
  } finally {
    await store.close()
  }
}

async function main(): Promise<void> {
  process.umask(0o077)
  try {
    process.exitCode = await run(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`)
      process.exitCode = 2
    } else if (
      error instanceof ConfigError ||
      error instanceof LiveServerError ||
      error instanceof DataDirInUseError ||
      error instanceof SharedDataDirError
    ) {
      console.error(error.message)
      process.exitCode = 1
    } else {
      console.error(
        `Could not do it: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
      )
      process.exitCode = 1
    }
  }
}

if (import.meta.main) await main()
