import { mkdtemp, rm, writeFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_VARIANTS, buildVariants } from '../../build/image-variants.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cc-images-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function photo(name: string, width: number, height: number, format: 'jpeg' | 'png') {
  const file = join(dir, name)
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251
  await sharp(raw, { raw: { width, height, channels: 3 } })
    [format]()
    .toFile(file)
  return file
}

describe('image variants (spec §9)', { timeout: 120_000 }, () => {
  it('uses 400 q0.7 thumbnails, 800 q0.8 defaults and 1200 q0.85 full sizes', () => {
    expect(IMAGE_VARIANTS.map((v) => [v.name, v.maxSize, v.quality])).toEqual([
      ['thumbnail', 400, 0.7],
      ['default', 800, 0.8],
      ['full', 1200, 0.85],
    ])
  })

  it('turns a large 3000x2000 JPEG into AVIF and WebP at 400, 800 and 1200 px wide', async () => {
    const variants = await buildVariants(await photo('stage.jpg', 3000, 2000, 'jpeg'), join(dir, 'cache'))
    const summary = variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()
    expect(summary).toEqual([
      'avif 1200x800',
      'avif 400x267',
      'avif 800x533',
      'webp 1200x800',
      'webp 400x267',
      'webp 800x533',
    ])
    for (const variant of variants) {
      const meta = await sharp(variant.file).metadata()
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp')
    }
  })

  it('fits a tall PNG inside the square and never enlarges a small one', async () => {
    const tall = await buildVariants(await photo('portrait.png', 1000, 2000, 'png'), join(dir, 'cache'))
    expect(tall.filter((v) => v.format === 'webp').map((v) => `${v.width}x${v.height}`)).toEqual([
      '200x400',
      '400x800',
      '600x1200',
    ])
    const small = await buildVariants(await photo('tiny.png', 300, 200, 'png'), join(dir, 'cache'))
    expect(small.filter((v) => v.format === 'webp').map((v) => `${v.width}x${v.height}`)).toEqual(['300x200'])
  })

  it('re-uses variants of an unchanged photo instead of encoding again', async () => {
    const source = await photo('crowd.jpg', 1600, 900, 'jpeg')
    await buildVariants(source, join(dir, 'cache'))
    const before = await readdir(join(dir, 'cache'))
    const spy = vi.spyOn(sharp.prototype, 'toBuffer')
    await buildVariants(source, join(dir, 'cache'))
    expect(spy).not.toHaveBeenCalled()
    expect(await readdir(join(dir, 'cache'))).toEqual(before)
    spy.mockRestore()
  })

  it('encodes a photo once when two image modules ask for it at the same time, and leaves no partial file', async () => {
    const source = await photo('poster.png', 1600, 900, 'png')
    const spy = vi.spyOn(sharp.prototype, 'toBuffer')
    const [first, second] = await Promise.all([
      buildVariants(source, join(dir, 'cache')),
      buildVariants(source, join(dir, 'cache')),
    ])
    expect(spy).toHaveBeenCalledTimes(IMAGE_VARIANTS.length * 2)
    spy.mockRestore()
    expect(second).toEqual(first)
    expect((await readdir(join(dir, 'cache'))).sort()).toEqual(first.map((v) => basename(v.file)).sort())
  })

  it('falls back to the original and warns when a photo cannot be read', async () => {
    const broken = join(dir, 'broken.jpg')
    await writeFile(broken, 'not really a jpeg')
    const warn = vi.fn()
    expect(await buildVariants(broken, join(dir, 'cache'), warn)).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/broken\.jpg: cannot read the image .*serving the original/),
    )
  })
})
