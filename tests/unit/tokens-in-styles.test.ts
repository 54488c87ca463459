import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, folder, file))
}

/** Every line outside styles/ that writes what only a token in styles/ may. */
function offending(pattern: RegExp): string[] {
  return [...sourceFiles('app'), ...sourceFiles('content')].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}

describe('tokens live in styles/ only', () => {
  it('writes no hex colour in app/ or content/', () => {
    expect(offending(/['"`]#[0-9a-fA-F]{3,8}['"`]/)).toEqual([])
  })

  it('writes no pixel breakpoint in app/ or content/', () => {
    expect(offending(/\((min|max)-width:\s*[\d.]+px\)/)).toEqual([])
  })
})
