// Every server function must be handed to the request handler (app/handler.server.ts), or calls to
// it answer 404: this finds each `createServerFn` the app declares and checks that it is listed.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = join(import.meta.dirname, '../../app')
const HANDLER = readFileSync(join(APP, 'handler.server.ts'), 'utf8')

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
    file: relative(APP, file),
  })),
)

describe('the server functions the request handler knows', () => {
  it('finds the server functions the app declares', () => {
    expect(declared.length).toBeGreaterThan(0)
  })

  it.each(declared)('lists $name ($file) in app/handler.server.ts', ({ name }) => {
    const listed = /serverFunctions: \[([^\]]*)\]/.exec(HANDLER)?.[1] ?? ''
    expect(listed.split(',').map((entry) => entry.trim())).toContain(name)
  })
})
