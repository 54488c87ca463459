// Runs before any of the project's TypeScript: an older Node cannot load it and would fail with a
// stack trace, so the start, the build and the CLI say in one line which Node they need.
import { readFileSync } from 'node:fs'

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const needed = engines.node.replace(/^>=\s*/, '')
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
const [neededMajor = 0, neededMinor = 0] = needed.split('.').map(Number)
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.error(`Culture Coded needs Node ${needed} or newer; this is Node ${process.versions.node}.`)
  process.exit(1)
}
