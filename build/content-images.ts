import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep, extname } from 'node:path'
import { searchForWorkspaceRoot, type Plugin } from 'vite'
import { BRAND_IMAGE_FOLDER } from '../content/schema.ts'
import { buildVariants, isRaster, type ImageVariant } from './image-variants.ts'
import { buildCacheDir } from './build-cache.ts'

/**
 * Every image's intrinsic size, so each <img> reserves its box, and AVIF and WebP variants for
 * photos. `virtual:content-images/brand` holds only the site's own pictures, so a first screen
 * that shows only those loads no edition's list.
 */
const VIRTUAL_ID = 'virtual:content-images'
const RESOLVED_PREFIX = '\0' + VIRTUAL_ID
const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'])

export const contentImagesDir = join(import.meta.dirname, '..', 'content', 'images')
const variantCacheDir = buildCacheDir('content-images')

const MIME: Record<ImageVariant['format'], string> = { avif: 'image/avif', webp: 'image/webp' }

// Scene art is also shipped as WebP, cheaper to decode than a detailed SVG is to draw on the main
// thread; AVIF would slow every build for little gain
// (docs/decisions/0017-images-vector-only-where-cheap.md).
const SCENE_SVG = /^(timeline|gallery)\/|^brand\/(poster|hero-poster)\.svg$/
const variantFormatsFor = (key: string, file: string) =>
  isRaster(file) ? (['avif', 'webp'] as const) : SCENE_SVG.test(key) ? (['webp'] as const) : null

async function listImages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && IMAGE_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

export async function readImageSize(file: string): Promise<{ width: number; height: number }> {
  if (extname(file).toLowerCase() === '.svg') {
    const head = (await readFile(file, 'utf8')).slice(0, 2000)
    const svgTag = head.match(/<svg\b[^>]*>/)?.[0] ?? ''
    const width = Number(svgTag.match(/\bwidth="(\d+(?:\.\d+)?)"/)?.[1])
    const height = Number(svgTag.match(/\bheight="(\d+(?:\.\d+)?)"/)?.[1])
    if (!width || !height)
      throw new Error(`${relative(process.cwd(), file)}: the <svg> needs width and height attributes`)
    return { width, height }
  }
  const { default: sharp } = await import('sharp')
  const { width, height } = await sharp(file).metadata()
  if (!width || !height) throw new Error(`${relative(process.cwd(), file)}: cannot read the image size`)
  return { width, height }
}

export function contentImages(): Plugin {
  return {
    name: 'culture-coded:content-images',
    // The variants live outside the project (build/build-cache.ts): let the dev server send them.
    config: () => ({
      server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), variantCacheDir] } },
    }),
    resolveId(id) {
      return id === VIRTUAL_ID || id === `${VIRTUAL_ID}/${BRAND_IMAGE_FOLDER}` ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const folder = id.slice(RESOLVED_PREFIX.length + 1)
      const files = await listImages(folder ? join(contentImagesDir, folder) : contentImagesDir)
      const imports: string[] = []
      const entries: string[] = []
      for (const [index, file] of files.entries()) {
        this.addWatchFile(file)
        const key = relative(contentImagesDir, file).split(sep).join('/')
        const { width, height } = await readImageSize(file)
        imports.push(`import url${index} from ${JSON.stringify(`/content/images/${key}?url`)}`)
        const sources: string[] = []
        const formats = variantFormatsFor(key, file)
        if (formats) {
          const variants = await buildVariants(
            file,
            variantCacheDir,
            (message) => this.warn(message),
            formats,
          )
          for (const format of ['avif', 'webp'] as const) {
            const ofFormat = variants.filter((variant) => variant.format === format)
            if (!ofFormat.length) continue
            const parts = ofFormat.map((variant, v) => {
              const name = `url${index}_${format}${v}`
              imports.push(`import ${name} from ${JSON.stringify(`${variant.file}?url`)}`)
              return `\`\${${name}} ${variant.width}w\``
            })
            sources.push(
              `{ type: ${JSON.stringify(MIME[format])}, srcset: [${parts.join(', ')}].join(', ') }`,
            )
          }
        }
        const sourcesField = sources.length ? `, sources: [${sources.join(', ')}]` : ''
        entries.push(
          `${JSON.stringify(key)}: { url: url${index}, width: ${width}, height: ${height}${sourcesField} }`,
        )
      }
      return `${imports.join('\n')}\nexport default {\n${entries.join(',\n')}\n}\n`
    },
  }
}
