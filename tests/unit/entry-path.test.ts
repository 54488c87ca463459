// Issue 71's "one way in": from the file a host runs to TanStack Start's handler in at most three
// files of ours, the Node server and every edge build sharing the same request handler.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const FRAMEWORK_HANDLER = '@tanstack/react-start/server-entry'

/** The project files `file` imports (static or dynamic), and whether it imports the handler. */
function importsOf(file: string): { files: string[]; framework: boolean } {
  const source = readFileSync(join(ROOT, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((match) => match[1]!)
  const files = specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, join(ROOT, dirname(file), specifier)))
    .map((path) => (/\.tsx?$/.test(path) ? path : `${path}.ts`))
  // server/main.ts imports dist/server/server.js by its path: the build of app/server.ts.
  if (source.includes("'server.js'")) files.push('app/server.ts')
  return { files: [...new Set(files)], framework: specifiers.includes(FRAMEWORK_HANDLER) }
}

/** The shortest chain of project files from `entry` to one importing the framework's handler. */
function pathToHandler(entry: string): string[] | null {
  const queue: string[][] = [[entry]]
  const seen = new Set([entry])
  while (queue.length > 0) {
    const chain = queue.shift()!
    const { files, framework } = importsOf(chain.at(-1)!)
    if (framework) return chain
    for (const next of files.filter((file) => !seen.has(file))) {
      seen.add(next)
      queue.push([...chain, next])
    }
  }
  return null
}

describe('the way in from each host to the framework', () => {
  it('takes a request from server/main.ts to the handler in three files', () => {
    expect(pathToHandler('server/main.ts')).toEqual([
      'server/main.ts',
      'app/server.ts',
      'app/http/handleRequest.server.ts',
    ])
  })

  for (const host of ['cloudflare', 'netlify', 'vercel'])
    it(`takes a request from the ${host} entry through the same handler, in three files`, () => {
      expect(pathToHandler(`app/edge/${host}.server.ts`)).toEqual([
        `app/edge/${host}.server.ts`,
        'app/edge/createEdgeEntry.server.ts',
        'app/http/handleRequest.server.ts',
      ])
    })
})
