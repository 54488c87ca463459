// `node tools/generate-art.ts`: draws every `.svg` the content references (the drawing is in
// build/art/), each seeded from its own path so the output is the same on every run. A file this
// script did not draw (a real logo, say) is never overwritten.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { editions, site } from '../content/index.ts'
import { Rng } from '../build/art/random.ts'
import { SIGNATURE } from '../build/art/svg.ts'
import {
  type Scene,
  festivalStage,
  PHOTO_SCENES,
  TIMELINE_SCENES,
  ANY_SCENE,
  PHOTO_SIZES,
  photoFile,
} from '../build/art/scenes.ts'
import { avatar, portrait, monogram, wordmark } from '../build/art/identity.ts'
import { navbarArt, heroBannerArt, posterArt, faviconArt } from '../build/art/brand.ts'
import { appScreen } from '../build/art/screens.ts'

export { SIGNATURE, faviconArt }

const ROOT = join(import.meta.dirname, '..')
const IMAGES_DIR = join(ROOT, 'content', 'images')
const FAVICON_FILE = join(ROOT, 'public', 'favicon.svg')

// What to draw, from what the content references.
export interface Artwork {
  src: string
  draw: () => string
}

export function artworks(): Artwork[] {
  const list: Artwork[] = []
  // Editions share art (a returning mentor, a sponsor): each file is drawn once.
  const timelineSteps = editions.flatMap((edition) => edition.timelineSteps)
  const galleryItems = editions.flatMap((edition) => edition.galleryItems)
  const featuredProjects = editions.flatMap((edition) => edition.featuredProjects)
  const teams = editions.flatMap((edition) => edition.teams)
  const sponsors = editions.flatMap((edition) => edition.sponsors)
  for (const step of timelineSteps) {
    const scenes = TIMELINE_SCENES[step.id] ?? ANY_SCENE
    step.galleryImages.forEach((image, index) => {
      const scene = scenes[index % scenes.length] as Scene
      list.push({ src: image.src, draw: () => photoFile(image.src, scene, 1600, 900) })
    })
  }
  for (const item of galleryItems) {
    if (item.category === 'photos') {
      const keyword = item.src.split('/').at(-1)?.split('-')[0] ?? ''
      const scene = PHOTO_SCENES[keyword] ?? new Rng(item.src).pick(ANY_SCENE)
      const [width, height] = new Rng(`size:${item.src}`).pick(PHOTO_SIZES)
      list.push({ src: item.src, draw: () => photoFile(item.src, scene, width, height) })
    } else {
      list.push({ src: item.src, draw: () => portrait(item.src) })
    }
  }
  for (const project of featuredProjects)
    list.push({ src: project.image.src, draw: () => monogram(project.name) })
  for (const team of teams) {
    if (team.image !== 'placeholder') list.push({ src: team.image, draw: () => monogram(team.name) })
    for (const picture of team.pictures ?? [])
      list.push({ src: picture.src, draw: () => appScreen(picture.src, team.name) })
    for (const member of team.members ?? [])
      if (member.picture) {
        const { src } = member.picture
        list.push({ src, draw: () => avatar(src) })
      }
  }
  for (const sponsor of sponsors) list.push({ src: sponsor.logo, draw: () => wordmark(sponsor) })
  const { images } = site
  list.push(
    { src: images.navbar.src, draw: navbarArt },
    { src: images.heroBanner.src, draw: heroBannerArt },
    { src: images.poster.src, draw: posterArt },
    { src: images.heroPoster.src, draw: () => photoFile(images.heroPoster.src, festivalStage(), 1600, 900) },
  )
  // Real photos and logos are raster files or hand-made SVGs: never drawn over. A file two
  // editions share is drawn as the first one to name it asks.
  const drawn = new Set<string>()
  return list.filter((artwork) => {
    if (!artwork.src.endsWith('.svg') || drawn.has(artwork.src)) return false
    drawn.add(artwork.src)
    return true
  })
}

async function isOursToWrite(file: string): Promise<boolean> {
  try {
    return (await readFile(file, 'utf8')).includes(SIGNATURE)
  } catch {
    return true
  }
}

async function main(): Promise<void> {
  const written: string[] = []
  const kept: string[] = []
  const seen = new Set<string>()
  const targets = [
    ...artworks().map((artwork) => ({ file: join(IMAGES_DIR, artwork.src), draw: artwork.draw })),
    { file: FAVICON_FILE, draw: faviconArt },
  ]
  for (const { file, draw } of targets) {
    if (seen.has(file)) continue
    seen.add(file)
    if (!(await isOursToWrite(file))) {
      kept.push(file)
      continue
    }
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, draw())
    written.push(file)
  }
  console.log(
    `generate-art: wrote ${written.length} SVG files${kept.length ? `, kept ${kept.length} hand-made files untouched` : ''}.`,
  )
}

if (import.meta.main) await main()
