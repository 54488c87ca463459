import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { loadStaticFiles } from '../../server/static-files'

const made: string[] = []
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function clientDir(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cc-static-'))
  made.push(dir)
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body)
  return dir
}

const text = 'body { color: black }\n'.repeat(40)

describe('loadStaticFiles', () => {
  it("takes the build's compressed copies of a file as they are, and serves no copy at a path of its own", async () => {
    const files = await loadStaticFiles(
      await clientDir({ 'site.css': text, 'site.css.br': 'brotli copy', 'site.css.gz': 'gzip copy' }),
    )
    expect([...files.keys()]).toEqual(['/site.css'])
    expect(files.get('/site.css')!.br!.toString()).toBe('brotli copy')
    expect(files.get('/site.css')!.gzip!.toString()).toBe('gzip copy')
  })

  it('compresses a text file the build left without copies, and leaves a small or binary one alone', async () => {
    const files = await loadStaticFiles(
      await clientDir({ 'site.css': text, 'tiny.css': 'a{}', 'photo.webp': Buffer.alloc(2048, 7) }),
    )
    const css = files.get('/site.css')!
    expect(brotliDecompressSync(css.br!).toString()).toBe(text)
    expect(gunzipSync(css.gzip!).toString()).toBe(text)
    expect(files.get('/tiny.css')!.br).toBeUndefined()
    expect(files.get('/photo.webp')!.br).toBeUndefined()
  })
})
