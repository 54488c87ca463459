// `npm run load`: every answer under a bounded loopback load is checked, not counted, and the store
// is counted against the sign-ups answered 'ok', so a lost sign-up fails it as an error would.
//   node tools/load-test.ts [--seconds 10] [--max-requests 50000] [--signups 300] [--connections 10]
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import type { IncomingHttpHeaders } from 'node:http'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import autocannon, { type Request as LoadRequest, type Result as LoadResult } from 'autocannon'
import { assertBuilt, CLI_NODE_FLAGS, startBuiltServer, type BuiltServer } from './lib/built-server.ts'
import { cpuMs, resetPeak, statusMb } from './lib/process-usage.ts'
import {
  JSON_CALL_HEADERS,
  calledOutcome,
  encodeCall,
  multipartBody,
  redirectOutcome,
  signupPathIn,
} from './lib/signup-wire.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// The share of a static file's req/s, and of its server CPU a request, a page must reach on the
// same server, so the app's own work per page stays small (docs/decisions/0007, 0068). The file is
// the one nearest the page in size, as sent: on loopback the bytes set a small file's pace.
const PAGE_TO_STATIC_BUDGET = 0.75
// The small machine docs/deploy.md sizes for: the sign-ups' peak, and back under the other within
// SETTLE_MS of their end (docs/decisions/0044-first-start-initdb-in-a-child-process.md).
const RSS_BUDGET_MB = { peak: 300, settled: 250 }
const SETTLE_MS = 60_000

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'max-requests': { type: 'string', default: '50000' },
    signups: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
  },
})
const SECONDS = Number(options.seconds)
const MAX_REQUESTS = Number(options['max-requests'])
const SIGNUPS = Number(options.signups)
const CONNECTIONS = Number(options.connections)
for (const [name, value, max] of [
  ['seconds', SECONDS, 120],
  ['max-requests', MAX_REQUESTS, 1_000_000],
  ['signups', SIGNUPS, 10_000],
  ['connections', CONNECTIONS, 100],
] as const) {
  if (!(Number.isInteger(value) && value > 0 && value <= max)) {
    console.error(`--${name} must be a whole number between 1 and ${max}.`)
    process.exit(2)
  }
}

type Check = (status: number, body: string, headers: IncomingHttpHeaders, kind: string) => string | undefined
// Where a sign-up request's setup leaves its kind, for the check of its answer.
type RequestContext = { kind?: string }
type Phase = { name: string; result: LoadResult; errors: string[]; cpuMsPerRequest: number }

/**
 * One autocannon phase, bounded in time and requests; `check(status, body, headers, kind)`
 * returns an error text or nothing. Also reads the server's CPU time, which a shared machine
 * disturbs less than req/s.
 */
async function phase(
  name: string,
  server: BuiltServer,
  requests: LoadRequest[],
  check: Check,
  { amount }: { amount?: number } = {},
): Promise<Phase> {
  const errors: string[] = []
  const checked = requests.map((request) => ({
    ...request,
    onResponse(status: number, body: string, context: RequestContext, headers: IncomingHttpHeaders = {}) {
      const error = check(status, body, headers, context.kind ?? '')
      if (error) errors.push(error)
    },
  }))
  const pid = server.child.pid!
  const cpuBefore = cpuMs(pid)
  let cutOff: NodeJS.Timeout | undefined
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const run = autocannon(
      {
        url: server.origin,
        connections: CONNECTIONS,
        ...(amount ? { amount } : { duration: SECONDS, maxOverallRequests: MAX_REQUESTS }),
        timeout: 10,
        requests: checked,
      },
      (error: unknown, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    )
    cutOff = setTimeout(() => {
      errors.push(`still running after ${SECONDS * 3} s`)
      run.stop()
    }, SECONDS * 3000)
  })
  clearTimeout(cutOff)
  const usedMs = cpuMs(pid) - cpuBefore
  for (const [reason, count] of [
    ['no answer in time', result.timeouts],
    ['connection error', result.errors - result.timeouts],
  ] as const)
    for (let i = 0; i < count; i += 1) errors.push(reason)
  return { name, result, errors, cpuMsPerRequest: usedMs / result.requests.total }
}

/**
 * Polls the server's RSS once a second until it is under `budgetMb` or `SETTLE_MS` have passed:
 * the RSS and how long after the sign-ups it was read.
 */
async function settledRss(pid: number, budgetMb: number): Promise<{ mb: number; elapsedMs: number }> {
  const start = Date.now()
  for (;;) {
    const mb = statusMb(pid, 'VmRSS')
    const elapsedMs = Date.now() - start
    if (mb < budgetMb || elapsedMs >= SETTLE_MS) return { mb, elapsedMs }
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, SETTLE_MS - elapsedMs)))
  }
}

function countStored(dataDir: string): Promise<number> {
  return promisify(execFile)(process.execPath, [...CLI_NODE_FLAGS, 'cli/signups.ts', 'count'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    timeout: 60_000,
  }).then(({ stdout }) => Number(stdout.trim()))
}

const BROTLI = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' }

function table(phases: Phase[]): string {
  const rows = [
    ['phase', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms/request'],
  ]
  for (const { name, result, errors, cpuMsPerRequest } of phases)
    rows.push([
      name,
      String(result.requests.total),
      String(errors.length),
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.latency.max),
      cpuMsPerRequest.toFixed(2),
    ])
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n')
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The build's script or stylesheet nearest `bytes` in brotli, as the server sends it. */
function staticFileOfSize(bytes: number): { path: string; bytes: number } {
  const assets = join(ROOT, 'dist', 'client', 'assets')
  const sizes = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({
      path: `/assets/${name}`,
      bytes: brotliCompressSync(readFileSync(join(assets, name)), {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    }))
  return sizes.reduce((best, file) =>
    Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes) ? file : best,
  )
}

async function main(): Promise<number> {
  assertBuilt()
  console.log(
    `Culture Coded load test: ${cpus().length} cores, Node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(
        ' ',
      )}; ${CONNECTIONS} connections, ${SECONDS} s or ${MAX_REQUESTS} requests a phase, loopback only.\n`,
  )
  const tempDir = await mkdtemp(join(tmpdir(), 'culture-coded-load-'))
  const dataDir = join(tempDir, 'data')
  let server: BuiltServer | undefined
  try {
    // Every request comes from one loopback address; the limiter would otherwise be the benchmark.
    server = await startBuiltServer({
      env: { DATA_DIR: dataDir, SIGNUP_RATE_LIMIT: '999999/60' },
      timeoutMs: 120_000,
    })
    const { origin } = server
    const html = await (await fetch(`${origin}/`)).text()
    const signupPath = signupPathIn(html)
    if (!signupPath) throw new Error('The page has no sign-up form.')

    // Warm-up, not measured: the first requests fill the page pool and open the store.
    const existing = 'already-here@example.com'
    for (let i = 0; i < 80; i += 1) await (await fetch(`${origin}/`, { headers: BROTLI })).arrayBuffer()
    const warm = await fetch(`${origin}${signupPath}`, {
      method: 'POST',
      headers: { ...JSON_CALL_HEADERS, origin },
      body: await encodeCall({ email: existing, festival: 'Roskilde', website: '' }),
    })
    if (calledOutcome(await warm.text()) !== 'ok') throw new Error('The warm-up sign-up failed.')
    const pageBytes = Number((await fetch(`${origin}/`, { headers: BROTLI })).headers.get('content-length'))
    const staticFile = staticFileOfSize(pageBytes)

    const compressedOk: Check = (status, body, headers) =>
      status === 200 && headers['content-encoding'] === 'br' && body.length > 0
        ? undefined
        : `HTTP ${status}, ${headers['content-encoding'] ?? 'uncompressed'}`
    const page = await phase('page /', server, [{ method: 'GET', path: '/', headers: BROTLI }], compressedOk)
    const file = await phase(
      'static file',
      server,
      [{ method: 'GET', path: staticFile.path, headers: BROTLI }],
      compressedOk,
    )

    // A placeholder address in a call encoded once, replaced per request: the wire format is
    // async to encode, autocannon's request hook is not.
    const PLACEHOLDER = 'placeholder@example.invalid'
    const jsTemplate = await encodeCall({ email: PLACEHOLDER, festival: 'Glastonbury', website: '' })
    const runId = Date.now().toString(36)
    let sequence = 0
    let answeredOk = 1
    const addressFor = (kind: string) =>
      kind.startsWith('new')
        ? `load-${runId}-${sequence++}@example.com`
        : kind.startsWith('repeat')
          ? existing
          : `not-an-email-${sequence++}`
    const expected = (kind: string) =>
      kind.startsWith('new') ? 'ok' : kind.startsWith('repeat') ? 'already_signed_up' : 'invalid_email'
    const signupRequest = (kind: string): LoadRequest => ({
      method: 'POST',
      path: signupPath,
      setupRequest(request, context: RequestContext) {
        context.kind = kind
        const email = addressFor(kind)
        if (kind.endsWith('(js)')) {
          request.headers = { ...JSON_CALL_HEADERS, origin }
          request.body = jsTemplate.replace(PLACEHOLDER, email)
        } else {
          const { body, contentType } = multipartBody({ email, festival: 'Glastonbury', website: '' })
          request.headers = { origin, 'content-type': contentType }
          request.body = body
        }
        return request
      },
    })
    // Four in ten new through JavaScript, two in ten through the form, two repeats, two invalid.
    const mix = [
      'new (js)',
      'new (form)',
      'new (js)',
      'repeat (js)',
      'invalid (js)',
      'new (js)',
      'new (form)',
      'new (js)',
      'repeat (form)',
      'invalid (form)',
    ]
    const pid = server.child.pid!
    const peakIsExact = resetPeak(pid)
    // Where the peak cannot be reset, the RSS is sampled through the phase instead.
    let sampledPeak = statusMb(pid, 'VmRSS')
    const sampler = setInterval(() => {
      try {
        sampledPeak = Math.max(sampledPeak, statusMb(pid, 'VmRSS'))
      } catch {
        // the server has exited; the phase reports it
      }
    }, 100)
    const signups = await phase(
      'sign-up',
      server,
      mix.map(signupRequest),
      (status, body, headers, kind) => {
        let outcome = `HTTP ${status}`
        try {
          if (status === 200) outcome = calledOutcome(body) ?? 'unreadable answer'
          else if (status === 303) outcome = redirectOutcome(headers['location']) ?? 'no outcome'
        } catch {
          outcome = 'unreadable answer'
        }
        if (outcome === 'ok') answeredOk += 1
        return outcome === expected(kind) ? undefined : `${kind}: ${outcome}, expected ${expected(kind)}`
      },
      { amount: SIGNUPS },
    )
    clearInterval(sampler)
    const peakMb = peakIsExact ? statusMb(pid, 'VmHWM') : sampledPeak
    const settled = await settledRss(pid, RSS_BUDGET_MB.settled)

    const exit = await server.stop()
    const stored = await countStored(dataDir)
    const phases = [page, file, signups]
    console.log(table(phases))
    const share = page.result.requests.average / file.result.requests.average
    const cpuShare = file.cpuMsPerRequest / page.cpuMsPerRequest
    console.log(
      `\npage / (${kb(pageBytes)} KB in brotli) at ${(share * 100).toFixed(0)}% of the req/s of ${staticFile.path} (${kb(staticFile.bytes)} KB) (budget: at least ${PAGE_TO_STATIC_BUDGET * 100}%); by server CPU a request, ${(cpuShare * 100).toFixed(0)}% (the same budget)`,
    )
    console.log(`store after the run: ${stored} sign-ups (${answeredOk} answered ok)`)
    console.log(
      `server RSS: ${peakMb} MB at the sign-ups' peak (${peakIsExact ? 'VmHWM' : 'sampled every 100 ms'}; budget at most ${RSS_BUDGET_MB.peak} MB), ${settled.mb} MB ${(settled.elapsedMs / 1000).toFixed(0)} s after them (budget under ${RSS_BUDGET_MB.settled} MB within ${SETTLE_MS / 1000} s)`,
    )
    const errors = phases.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`))
    if (exit.code !== 0)
      errors.push(`the server did not stop cleanly on SIGTERM (${exit.signal ?? `code ${exit.code}`})`)
    if (stored !== answeredOk)
      errors.push(`the store holds ${stored} sign-ups; ${answeredOk} were answered ok`)
    if (peakMb > RSS_BUDGET_MB.peak)
      errors.push(
        `the server's RSS peaked at ${peakMb} MB during the sign-ups (budget ${RSS_BUDGET_MB.peak} MB)`,
      )
    if (settled.mb >= RSS_BUDGET_MB.settled)
      errors.push(
        `the server's RSS was ${settled.mb} MB ${SETTLE_MS / 1000} s after the sign-ups (budget under ${RSS_BUDGET_MB.settled} MB)`,
      )
    if (share < PAGE_TO_STATIC_BUDGET)
      errors.push(`page / is under ${PAGE_TO_STATIC_BUDGET * 100}% of the static file's req/s`)
    if (cpuShare < PAGE_TO_STATIC_BUDGET)
      errors.push(
        `page / costs the server over ${(1 / PAGE_TO_STATIC_BUDGET).toFixed(2)} times a static file's CPU a request`,
      )
    if (errors.length === 0) {
      console.log('No errors.')
      return 0
    }
    const counts = new Map<string, number>()
    for (const error of errors) counts.set(error, (counts.get(error) ?? 0) + 1)
    console.error(`\n${errors.length} error(s):`)
    for (const [error, count] of counts) console.error(`  ${count} x ${error}`)
    console.error(`\nServer output:\n${server.output}`)
    return 1
  } catch (error) {
    console.error(`The load test could not run: ${error instanceof Error ? error.message : String(error)}`)
    if (server) console.error(`\nServer output:\n${server.output}`)
    return 1
  } finally {
    await server?.crash()
    await rm(tempDir, { recursive: true, force: true })
  }
}

process.exitCode = await main()
