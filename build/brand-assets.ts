// The Open Graph card, favicon.ico and the app icons, made as rasters from the SVG sources at build
// into public/. No SVG icon: Chrome draws one on the page's main thread after load, as hydration
// runs (docs/decisions/0017-images-vector-only-where-cheap.md).
import { writeFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { site } from '../content/site.ts'
import { PAGE_BACKGROUND_COLOR as NIGHT } from '../styles/tokens.ts'
import { CARD_HEIGHT, CARD_WIDTH } from '../app/lib/socialCard.ts'

const root = join(import.meta.dirname, '..')
const publicDir = join(root, 'public')
const imagesDir = join(root, 'content', 'images')

/** An .ico holding one PNG image, which every current browser reads. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0)
  entry.writeUInt8(size >= 256 ? 0 : size, 1)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(header.length + entry.length, 12)
  return Buffer.concat([header, entry, png])
}

const favicon = await readFile(join(publicDir, 'favicon.svg'))
const favicon32 = await sharp(favicon, { density: 300 }).resize(32, 32).png().toBuffer()
await writeFile(join(publicDir, 'favicon.ico'), pngToIco(favicon32, 32))
/** A square app icon on the night background: the touch icon and the manifest's icons. */
async function appIcon(size: number, file: string): Promise<void> {
  await sharp(favicon, { density: 600 })
    .resize(size, size, { fit: 'contain', background: NIGHT })
    .flatten({ background: NIGHT })
    .png()
    .toFile(join(publicDir, file))
}
await appIcon(180, 'apple-touch-icon.png')
await appIcon(192, 'icon-192.png')
await appIcon(512, 'icon-512.png')

await sharp(join(imagesDir, site.images.heroPoster.src), { density: 144 })
  .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
  .flatten({ background: NIGHT })
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(publicDir, 'og-image.png'))

console.log('brand assets: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png')
