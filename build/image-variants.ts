import { mkdir, readFile, writeFile, access, rename } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { contentKey, makerStamp } from './build-cache.ts'

/** Spec §9: WebP (and here AVIF too) at three sizes, each fitted inside a square without enlarging. */
export const IMAGE_VARIANTS = [
  { name: 'thumbnail', maxSize: 400, quality: 0.7 },
  { name: 'default', maxSize: 800, quality: 0.8 },
  { name: 'full', maxSize: 1200, quality: 0.85 },
] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export interface ImageVariant {
  format: VariantFormat
  width: number
  height: number
  file: string
}

const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
export const isRaster = (file: string) => RASTER.has(extname(file).toLowerCase())

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

const writing = new Map<string, Promise<void>>()

/**
 * Makes `file` unless it exists, once however many callers ask at the same time: the two image
 * modules of one build share the site's pictures, and Vite must never hash a half-written file.
 * The rename keeps a reader in another process from seeing one either.
 */
function writeOnce(file: string, make: () => Promise<Buffer>): Promise<void> {
  let pending = writing.get(file)
  if (!pending) {
    pending = (async () => {
      if (await exists(file)) return
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, await make())
      await rename(partial, file)
    })().finally(() => writing.delete(file))
    writing.set(file, pending)
  }
  return pending
}

/**
 * Writes the AVIF and WebP variants of one photo into `cacheDir` (named by the source's bytes and
 * this code, so an unchanged photo is not re-encoded, even in a fresh clone) and returns them, smallest first. A variant
 * that cannot be made is left out with a warning, and the page falls back to the original (spec §8).
 */
export async function buildVariants(
  source: string,
  cacheDir: string,
  warn: (message: string) => void = console.warn,
  formats: readonly VariantFormat[] = VARIANT_FORMATS,
): Promise<ImageVariant[]> {
  const { default: sharp } = await import('sharp')
  const stamp = contentKey(await makerStamp('image-variants.ts'), await readFile(source))
  const stem = basename(source, extname(source))
  await mkdir(cacheDir, { recursive: true })

  try {
    await sharp(source).metadata()
  } catch (error) {
    warn(`[images] ${source}: cannot read the image (${(error as Error).message}); serving the original`)
    return []
  }
  const variants: ImageVariant[] = []
  const seenWidths = new Set<string>()
  for (const { maxSize, quality } of IMAGE_VARIANTS) {
    for (const format of formats) {
      const file = join(cacheDir, `${stem}-${stamp}-${maxSize}.${format}`)
      try {
        await writeOnce(file, () => {
          const pipeline = sharp(source)
            .rotate()
            .resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
          const encoded =
            format === 'avif'
              ? pipeline.avif({ quality: Math.round(quality * 100) - 20 })
              : pipeline.webp({ quality: Math.round(quality * 100) })
          return encoded.toBuffer()
        })
        const { width, height } = await sharp(file).metadata()
        // A small original yields the same size thrice; list each size once.
        const key = `${format}:${width}`
        if (!width || !height || seenWidths.has(key)) continue
        seenWidths.add(key)
        variants.push({ format, width, height, file })
      } catch (error) {
        warn(
          `[images] ${source}: cannot make the ${format} ${maxSize}px variant (${(error as Error).message}); serving the original`,
        )
      }
    }
  }
  return variants
}
