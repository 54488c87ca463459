// An older Node cannot load the project's TypeScript, so the start, the build and the CLI run
// server/require-node.mjs first; it must say in one line which Node is needed.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const SCRIPT = new URL('../../server/require-node.mjs', import.meta.url).href
const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string }
}
const needed = engines.node.replace(/^>=\s*/, '')

function runAs(version: string) {
  const code = `Object.defineProperty(process.versions, 'node', { value: '${version}' }); await import('${SCRIPT}')`
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })
}

describe('the Node version check', () => {
  it('stops an older Node with one line naming the version package.json needs', () => {
    const run = runAs('20.1.0')
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      `Culture Coded needs Node ${needed} or newer; this is Node 20.1.0.`,
    ])
  })

  it('lets the running Node through when it meets engines', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', `await import('${SCRIPT}')`], {
      encoding: 'utf8',
    })
    expect(run.status).toBe(0)
    expect(run.stderr).toBe('')
  })
})
