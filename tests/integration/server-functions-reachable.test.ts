// No server function is listed by hand: the built server finds each one in the manifest the
// framework's build writes. This finds every `createServerFn` the app declares and calls it there.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killAllServers, startServer, type RunningServer } from '../support/server'
import { tempDirs } from '../support/temp-dir'

const ROOT = join(import.meta.dirname, '../..')
const APP = join(ROOT, 'app')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const declared = sourceFiles(APP).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = createServerFn\(/g)].map((match) => ({
    name: match[1]!,
    file: relative(ROOT, file),
  })),
)

// The built manifest: `"<id>": { functionName: "<name>_createServerFn_handler", ... }`.
const builtIds = new Map(
  [
    ...readFileSync(join(ROOT, 'dist/server/server.js'), 'utf8').matchAll(
      /"([0-9a-f]{16,})": \{\s*functionName: "(\w+)_createServerFn_handler"/g,
    ),
  ].map((match) => [match[2]!, match[1]!]),
)

const dirs = tempDirs()
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ dataDir: await dirs.make() })
}, 120_000)
afterAll(async () => {
  await killAllServers()
  await dirs.removeAll()
})

describe('the server functions a browser can call', () => {
  it('finds the server functions the app declares', () => {
    expect(declared.length).toBeGreaterThan(0)
  })

  it.each(declared)(
    'reaches $name ($file) on the built server, with no list to add it to',
    async ({ name }) => {
      const id = builtIds.get(name)
      expect(id, `${name} is not in the built manifest`).toBeDefined()
      const answer = await fetch(`${server.origin}/_serverFn/${id}`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: '{}',
      })
      expect(answer.status).not.toBe(404)
    },
  )

  it('answers 404 to an id the manifest does not hold', async () => {
    const answer = await fetch(`${server.origin}/_serverFn/${'0'.repeat(64)}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(answer.status).toBe(404)
  })
})
