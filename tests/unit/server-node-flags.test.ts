// The Node flags that keep the server small, and the CLI quick (docs/decisions/0028), are written
// in places that cannot import them: package.json's scripts, the CLI's first line and the deploy
// guide. The tests and the bench import them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLI_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../tools/lib/built-server.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const startLine = `node ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`

describe("the server's Node flags", () => {
  it('are the ones `npm run serve` starts the server with', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.serve).toContain(startLine)
  })

  it("are the ones the deploy guide's command and systemd unit give", () => {
    const guide = read('docs/deploy.md')
    const starts = guide.match(/node(?: --[\w=-]+)+ server\/main\.ts/g) ?? []
    expect(starts.length, 'the commands that start the server').toBeGreaterThanOrEqual(2)
    for (const start of starts) expect(start).toBe(startLine)
  })
})

describe("the operator CLI's Node flags", () => {
  for (const cli of ['signups', 'applications']) {
    it(`are the ones \`npm run ${cli}\` and cli/${cli}.ts's own first line give, which the tests run it with`, () => {
      const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
      const flags = CLI_NODE_FLAGS.join(' ')
      expect(scripts[cli]).toContain(`node ${flags} cli/${cli}.ts`)
      expect(read(`cli/${cli}.ts`).split('\n')[0]).toBe(`#!/usr/bin/env -S node ${flags}`)
    })
  }
})
