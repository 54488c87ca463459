// `npm test`: the production build and the edge builds, unit and integration tests (some start
// those builds), then browser tests against the Node build. Both runners always
// run, and the last line is their plain total, which CI reads: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, readFileSync, rmSync, mkdirSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1
}

/**
 * Runs beside other steps. A `held` step's output is printed whole when it ends, so two lanes never
 * interleave their lines; the other lane's step prints as it goes.
 */
function runBeside(command, args, { held }) {
  const started = Date.now()
  if (!held) console.log(`\n$ ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    let ended = false
    const done = (status) => {
      if (ended) return
      ended = true
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      if (held) process.stdout.write(`\n$ ${command} ${args.join(' ')}\n${Buffer.concat(output)}`)
      console.log(`(${command} ${args.join(' ')}: exit ${status}, ${seconds} s)`)
      resolve(status)
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

/** Steps that must run in order, as one lane beside others; every step runs, whatever came before. */
async function lane(steps, { held = false } = {}) {
  const statuses = []
  for (const [command, ...args] of steps) statuses.push(await runBeside(command, args, { held }))
  return statuses
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

// What the tests need from Debian: Chromium for the browser tests (never a downloaded one), a
// PostgreSQL server and strace for the store's tests. Installed where we may (as root).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
const hasPostgres = () =>
  spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' }).status === 0
const debianPackages = [
  ['chromium', () => isExecutable(chromium)],
  ['postgresql', hasPostgres],
  ['strace', () => onPath('strace')],
]
const missing = () => debianPackages.filter(([, isThere]) => !isThere()).map(([name]) => name)
if (missing().length > 0 && process.getuid?.() === 0) {
  process.env.DEBIAN_FRONTEND = 'noninteractive'
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', ...missing()])
}
for (const name of missing()) {
  console.error(`Debian's ${name} is missing: install it (apt-get install ${name}).`)
}

const buildStatus = run('npm', ['run', 'build'])

// The edge builds, which tests/integration checks and runs. Old output goes first, so a build
// that fails now cannot pass on what an earlier one left; a failed build counts as a failure.
for (const dir of ['dist-cloudflare', 'dist-netlify', '.vercel/output', '.netlify/functions-internal']) {
  rmSync(dir, { recursive: true, force: true })
}
// Lint, format and types are checks of their own, each counted once; the build made the route tree
// tsc reads. They run beside the edge builds: each of the two lanes keeps one of two cores busy.
const [checks, [edgeBuildStatus]] = await Promise.all([
  lane(
    [
      ['npx', 'eslint', '.'],
      ['npx', 'prettier', '--check', '.'],
      ['npx', 'tsc', '--noEmit'],
    ],
    { held: true },
  ),
  lane([['npm', 'run', 'build:edge']]),
])
const checksFailed = checks.filter((status) => status !== 0).length

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
const vitest = readJson(`${results}/vitest.json`)
const unit = {
  passed: vitest?.numPassedTests ?? 0,
  failed:
    (vitest?.numFailedTests ?? 0) +
    (vitest ? 0 : 1) +
    (vitestStatus !== 0 && vitest?.numFailedTests === 0 ? 1 : 0) +
    (edgeBuildStatus === 0 ? 0 : 1),
}

let browser = { passed: 0, failed: 1 }
if (buildStatus === 0) {
  // The browser suite writes its own report (playwright.config.ts); a crash before it counts as a failure.
  const playwrightStatus = run('npx', ['playwright', 'test'])
  const report = readJson(`${results}/playwright.json`)
  if (report) {
    const stats = report.stats ?? {}
    browser = {
      passed: stats.expected ?? 0,
      failed:
        (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (playwrightStatus !== 0 && !stats.unexpected ? 1 : 0),
    }
  }
}

const passed = checks.length - checksFailed + unit.passed + browser.passed
const failed = checksFailed + unit.failed + browser.failed
console.log(
  `\nchecks: ${checks.length - checksFailed} passed, ${checksFailed} failed; ` +
    `unit: ${unit.passed} passed, ${unit.failed} failed; browser: ${browser.passed} passed, ${browser.failed} failed`,
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
