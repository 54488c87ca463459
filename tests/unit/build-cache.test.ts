import { copyFile, mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises'
import { homedir, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { buildCacheDir, contentKey } from '../../build/build-cache.ts'
import { buildVariants } from '../../build/image-variants.ts'

const repoRoot = join(import.meta.dirname, '..', '..')

describe('the build cache’s folder', () => {
  it('is the one CULTURE_CODED_CACHE_DIR names', () => {
    expect(buildCacheDir('team-cards', { CULTURE_CODED_CACHE_DIR: '/ci/cache' })).toBe('/ci/cache/team-cards')
  })

  it('is under XDG_CACHE_HOME, or ~/.cache, outside the repository that npm ci empties', () => {
    expect(buildCacheDir('content-images', { XDG_CACHE_HOME: '/xdg' })).toBe(
      '/xdg/culture-coded/build-cache/content-images',
    )
    const fallback = buildCacheDir('content-images', {})
    expect(fallback).toBe(join(homedir(), '.cache', 'culture-coded', 'build-cache', 'content-images'))
    expect(relative(repoRoot, fallback).startsWith('..')).toBe(true)
  })
})

describe('a content key', () => {
  it('is the same for the same parts, wherever and whenever they are read', () => {
    expect(contentKey('recipe', Buffer.from('pixels'))).toBe(contentKey('recipe', Buffer.from('pixels')))
  })

  it('changes when any part changes, or when parts move across a boundary', () => {
    const key = contentKey('recipe', Buffer.from('pixels'))
    expect(contentKey('recipe', Buffer.from('pixelz'))).not.toBe(key)
    expect(contentKey('recipe2', Buffer.from('pixels'))).not.toBe(key)
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'))
  })
})

describe('the image variants’ cache', () => {
  let dir: string
  const cache = () => join(dir, 'cache')
  const photo = async (name: string, red: number) => {
    const file = join(dir, name)
    await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: 80, b: 40 } } })
      .png()
      .toFile(file)
    return file
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cc-build-cache-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('reuses an entry for the same bytes in another clone (another path, another mtime)', async () => {
    const original = await photo('stage.png', 200)
    const first = await buildVariants(original, cache(), undefined, ['webp'])
    const clone = join(dir, 'clone')
    await mkdir(clone)
    const copy = join(clone, 'stage.png')
    await copyFile(original, copy)
    await utimes(copy, new Date(2001, 0, 1), new Date(2001, 0, 1))
    const encode = vi.spyOn(sharp.prototype, 'toBuffer')
    const again = await buildVariants(copy, cache(), undefined, ['webp'])
    expect(encode).not.toHaveBeenCalled()
    encode.mockRestore()
    expect(again.map((variant) => variant.file)).toEqual(first.map((variant) => variant.file))
  })

  it('misses, and encodes anew, when the picture’s bytes change under the same name', async () => {
    const before = await readdir(cache())
    const changed = await photo('stage.png', 10)
    const encode = vi.spyOn(sharp.prototype, 'toBuffer')
    const variants = await buildVariants(changed, cache(), undefined, ['webp'])
    expect(encode).toHaveBeenCalled()
    encode.mockRestore()
    expect(variants.some((variant) => before.includes(relative(cache(), variant.file)))).toBe(false)
  })
})
