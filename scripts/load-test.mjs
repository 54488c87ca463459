// `npm run load`: a bounded loopback benchmark of the production build. It starts the built
// server itself (node scripts/serve.mjs on a free port in 4300-4399, with a temporary DATA_DIR),
// then runs two phases, each with a fixed number of keep-alive connections:
//   page     GET / as a browser asks for it (HTML, brotli), for 30 s;
//   sign-up  a mix of sign-ups for 10 s: new ones through the page's JavaScript and through the
//            no-JavaScript form, repeats of a stored address, and invalid addresses.
// Every answer is checked, not just counted: an error is a network failure, a timeout, a status
// other than the one expected, or a sign-up outcome other than the one expected. Afterwards the
// server is stopped with SIGTERM and the store is counted with `npm run signups -- count`, which
// must match the sign-ups answered 'ok'. It prints a table and exits 1 on any error.
//
//   node scripts/load-test.mjs [--page-seconds 30] [--signup-seconds 10] [--connections 10]
//
// Load generator and server share the machine, so the figures are for the pair. Loopback only.
import { spawn, execFile } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { percentile } from './lib/stats.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const PORTS = { first: 4300, last: 4399 }
const REQUEST_TIMEOUT_MS = 10_000
const STARTUP_TIMEOUT_MS = 60_000

const { values: options } = parseArgs({
  options: {
    'page-seconds': { type: 'string', default: '30' },
    'signup-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
})
const PAGE_SECONDS = Number(options['page-seconds'])
const SIGNUP_SECONDS = Number(options['signup-seconds'])
const CONNECTIONS = Number(options.connections)
for (const [name, value] of [
  ['page-seconds', PAGE_SECONDS],
  ['signup-seconds', SIGNUP_SECONDS],
  ['connections', CONNECTIONS],
]) {
  if (!(Number.isFinite(value) && value > 0 && value <= 600)) {
    console.error(`--${name} must be a number between 1 and 600.`)
    process.exit(2)
  }
}

// --- the server -------------------------------------------------------------------------------

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, HOST, () => probe.close(() => resolve(true)))
  })
}

async function freePort() {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) if (await isPortFree(port)) return port
  throw new Error(`No free port in ${PORTS.first}-${PORTS.last}.`)
}

async function startServer(dataDir) {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      // Every request comes from one loopback address; the limiter would otherwise be the benchmark.
      SIGNUP_RATE_LIMIT: '999999/60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const origin = `http://${HOST}:${port}`
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited during start:\n${output}`)
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer /healthz within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    port,
    pid: child.pid,
    output: () => output,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.kill('SIGTERM')
      const exit = await exited
      clearTimeout(timer)
      return exit
    },
  }
}

function countStored(dataDir) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/signups.ts', 'count'],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`npm run signups -- count failed: ${stderr || error.message}`))
          : resolve(Number(stdout.trim())),
    )
  })
}

/**
 * CPU time the server process has used, in ms (Linux /proc; null elsewhere). Per request, this
 * says what a request costs even when the machine is shared and wall-clock figures are noisy.
 */
function serverCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

// --- the client -------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })

/** One request on a keep-alive socket; resolves with the status, headers, body and time taken. */
function send(origin, { method = 'GET', path, headers = {}, body }) {
  const url = new URL(path, origin)
  const startedAt = process.hrtime.bigint()
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - startedAt) / 1e6,
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** Runs `connections` loops of `step` until `seconds` have passed; records every outcome. */
async function phase(name, seconds, step, serverPid) {
  const samples = new Map() // kind -> { ms: number[], errors: string[] }
  const record = (kind, ms, error) => {
    let sample = samples.get(kind)
    if (!sample) samples.set(kind, (sample = { ms: [], errors: [] }))
    if (error) sample.errors.push(error)
    else sample.ms.push(ms)
  }
  const cpuBefore = serverCpuMs(serverPid)
  const startedAt = Date.now()
  const endsAt = startedAt + seconds * 1000
  let iteration = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < endsAt) {
        const index = iteration++
        try {
          const { kind, ms, error } = await step(index)
          record(kind, ms, error)
        } catch (error) {
          record('network', 0, error instanceof Error ? error.message : String(error))
        }
      }
    }),
  )
  const cpuAfter = serverCpuMs(serverPid)
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  return { name, seconds: (Date.now() - startedAt) / 1000, samples, cpuMs }
}

// --- the sign-up, as each caller sends it ------------------------------------------------------

async function signupPath(origin) {
  const html = (await send(origin, { path: '/' })).body.toString()
  const action = /<form[^>]*\baction="(\/_serverFn\/[^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error('The page has no sign-up form posting to /_serverFn/.')
  return action
}

async function callSignup(origin, path, data) {
  const response = await send(origin, {
    method: 'POST',
    path,
    headers: {
      origin,
      'x-tsr-serverFn': 'true',
      'content-type': 'application/json',
      accept: 'application/x-tss-framed, application/x-ndjson, application/json',
    },
    body: JSON.stringify(await toJSONAsync({ data })),
  })
  let outcome = `HTTP ${response.status}`
  if (response.status === 200) {
    const result = fromCrossJSON(JSON.parse(response.body.toString()), { refs: new Map() })?.result
    outcome = result?.ok === true ? 'ok' : (result?.code ?? 'unreadable answer')
  }
  return { outcome, ms: response.ms }
}

const BOUNDARY = '----culture-coded-load'

async function postForm(origin, path, fields) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const response = await send(origin, {
    method: 'POST',
    path,
    headers: { origin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${parts.join('')}--${BOUNDARY}--\r\n`,
  })
  const outcome =
    response.status === 303
      ? (/[?&]signup=([a-z_]+)/.exec(response.headers.location ?? '')?.[1] ?? 'no outcome')
      : `HTTP ${response.status}`
  return { outcome, ms: response.ms }
}

// --- the run ----------------------------------------------------------------------------------

function table(phases) {
  const rows = [['phase', 'kind', 'requests', 'errors', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms']]
  for (const { name, seconds, samples } of phases) {
    const all = { ms: [], errors: [] }
    const kinds = [...samples].sort(([a], [b]) => a.localeCompare(b))
    for (const [, sample] of kinds) {
      all.ms.push(...sample.ms)
      all.errors.push(...sample.errors)
    }
    for (const [kind, sample] of [...(kinds.length > 1 ? kinds : []), ['all', all]]) {
      const sorted = [...sample.ms].sort((a, b) => a - b)
      const count = sample.ms.length + sample.errors.length
      const fixed = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1))
      rows.push([
        name,
        kind,
        String(count),
        String(sample.errors.length),
        (count / seconds).toFixed(0),
        fixed(percentile(sorted, 50)),
        fixed(percentile(sorted, 90)),
        fixed(percentile(sorted, 99)),
        fixed(sorted.at(-1) ?? NaN),
      ])
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const lines = rows.map((row) =>
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  '),
  )
  for (const { name, seconds, samples, cpuMs } of phases) {
    if (cpuMs === null) continue
    const count = [...samples.values()].reduce(
      (total, sample) => total + sample.ms.length + sample.errors.length,
      0,
    )
    lines.push(
      `server CPU, ${name}: ${(cpuMs / count).toFixed(2)} ms a request, ${((cpuMs / (seconds * 1000)) * 100).toFixed(0)}% of one core`,
    )
  }
  return lines.join('\n')
}

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'server', 'server.js'))) {
    console.error('dist/server/server.js is missing: run `npm run build` first.')
    return 1
  }
  console.log(
    `Culture Coded load test: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    `${CONNECTIONS} keep-alive connections; page ${PAGE_SECONDS} s, sign-ups ${SIGNUP_SECONDS} s; loopback only.\n`,
  )

  const tempDir = await mkdtemp(join(tmpdir(), 'culture-coded-load-'))
  const dataDir = join(tempDir, 'data')
  let server
  // A hard stop, whatever happens: the run is bounded by its phases plus start and stop.
  const deadline = setTimeout(
    () => {
      console.error('The load test overran its time limit.')
      server?.kill()
      process.exit(1)
    },
    (PAGE_SECONDS + SIGNUP_SECONDS + 180) * 1000,
  )
  deadline.unref()
  // Ctrl-C: the server gets the signal too (same process group); the temporary folder is ours.
  process.once('SIGINT', () => {
    server?.kill()
    rmSync(tempDir, { recursive: true, force: true })
    process.exit(130)
  })
  try {
    server = await startServer(dataDir)
    const { origin } = server
    const path = await signupPath(origin)

    // Warm-up, not measured: the first request of each kind loads code and opens the store.
    const existing = 'already-here@example.com'
    for (let i = 0; i < 20; i += 1)
      await send(origin, { path: '/', headers: { 'accept-encoding': 'br, gzip' } })
    if (
      (await callSignup(origin, path, { email: existing, festival: 'Roskilde', website: '' })).outcome !==
      'ok'
    )
      throw new Error('The warm-up sign-up failed.')
    let storedExpected = 1

    const page = await phase(
      'page /',
      PAGE_SECONDS,
      async () => {
        const response = await send(origin, {
          path: '/',
          headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
        })
        const isOk =
          response.status === 200 &&
          response.headers['content-encoding'] === 'br' &&
          response.body.length > 1000
        return { kind: 'GET /', ms: response.ms, error: isOk ? undefined : `HTTP ${response.status}` }
      },
      server.pid,
    )

    const runId = Date.now().toString(36)
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
    const signups = await phase(
      'sign-up',
      SIGNUP_SECONDS,
      async (index) => {
        const kind = mix[index % mix.length]
        const email = kind.startsWith('new')
          ? `load-${runId}-${index}@example.com`
          : kind.startsWith('repeat')
            ? existing
            : `not-an-email-${index}`
        const expected = kind.startsWith('new')
          ? 'ok'
          : kind.startsWith('repeat')
            ? 'already_signed_up'
            : 'invalid_email'
        const fields = { email, festival: 'Glastonbury', website: '' }
        const { outcome, ms } = kind.endsWith('(js)')
          ? await callSignup(origin, path, fields)
          : await postForm(origin, path, fields)
        if (outcome === 'ok') storedExpected += 1
        return {
          kind,
          ms,
          error: outcome === expected ? undefined : `${kind}: ${outcome}, expected ${expected}`,
        }
      },
      server.pid,
    )

    agent.destroy()
    const exit = await server.stop()
    const stored = await countStored(dataDir)

    console.log(table([page, signups]))
    const errors = [...page.samples.values(), ...signups.samples.values()].flatMap((sample) => sample.errors)
    if (exit.code !== 0)
      errors.push(`the server did not stop cleanly on SIGTERM (${exit.signal ?? `code ${exit.code}`})`)
    if (stored !== storedExpected)
      errors.push(`the store holds ${stored} sign-ups; ${storedExpected} were answered ok`)
    console.log(`\nStore after the run: ${stored} sign-ups (${storedExpected} answered ok).`)
    if (errors.length > 0) {
      const counts = new Map()
      for (const error of errors) counts.set(error, (counts.get(error) ?? 0) + 1)
      console.error(`\n${errors.length} error(s):`)
      for (const [error, count] of counts) console.error(`  ${count} x ${error}`)
      console.error(`\nServer output:\n${server.output()}`)
      return 1
    }
    console.log('No errors.')
    return 0
  } catch (error) {
    console.error(`The load test could not run: ${error instanceof Error ? error.message : error}`)
    if (server) console.error(`\nServer output:\n${server.output()}`)
    return 1
  } finally {
    agent.destroy()
    server?.kill()
    clearTimeout(deadline)
    await rm(tempDir, { recursive: true, force: true })
  }
}

process.exitCode = await main()
