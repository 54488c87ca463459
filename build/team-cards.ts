import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, join, sep } from 'node:path'
import type { Plugin } from 'vite'
import { site } from '../content/site.ts'
import { editions } from '../content/editions.ts'
import { TEAM_IMAGE_PLACEHOLDER, type Edition, type Team } from '../content/schema.ts'
import { editionPath, teamPath, teamSlug } from '../content/slug.ts'
import { editionCardText, teamCardTagline } from '../content/teamPage.ts'
import { CARD_HEIGHT, CARD_WIDTH } from '../app/lib/socialCard.ts'
import { LOGO_BOX, WORDMARK_BOX, teamCardBackdrop } from './art/team-card.ts'
import { contentImagesDir } from './content-images.ts'
import { buildCacheDir, contentKey, makerStamp } from './build-cache.ts'

/**
 * `virtual:team-cards`: the social cards of every team (by `<edition>/<team>`), every edition (by
 * its slug) and the archive, each a PNG made at build (build/art/team-card.ts), fingerprinted like
 * the content images; unchanged cards are not redrawn.
 */
const VIRTUAL_ID = 'virtual:team-cards'
const RESOLVED_ID = '\0' + VIRTUAL_ID
const cacheDir = buildCacheDir('team-cards')

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

export interface CardSubject {
  /** The start of the file's name, which the card's URL keeps: the team's or edition's slug. */
  fileStem: string
  name: string
  tagline: string
  /** The page's address as the card prints it, without the scheme. */
  path: string
  /** A picture under content/images/, drawn in the logo's square; none leaves the square out. */
  logo?: string
}

/** Writes one card into the cache (named by everything drawn on it) and returns its path. */
export async function buildCard({
  fileStem,
  name,
  tagline,
  path,
  logo: logoSrc,
}: CardSubject): Promise<string> {
  const { default: sharp } = await import('sharp')
  const slug = fileStem
  const hasLogo = logoSrc !== undefined
  const backdrop = teamCardBackdrop({
    name,
    tagline,
    address: `${new URL(site.siteUrl).host}${path}`,
    hasLogo,
  })
  const wordmarkFile = join(contentImagesDir, site.images.navbar.src)
  const wordmark = await readFile(wordmarkFile)
  const logo = logoSrc === undefined ? undefined : await readFile(join(contentImagesDir, logoSrc))
  const stamp = contentKey(
    await makerStamp('team-cards.ts', 'art/team-card.ts'),
    backdrop,
    wordmark,
    logo ?? '',
  )
  const file = join(cacheDir, `${slug}-${stamp}.png`)
  if (await exists(file)) return file

  const layers: { input: Buffer; left: number; top: number }[] = [
    {
      input: await sharp(wordmark, { density: 288 }).resize({ width: WORDMARK_BOX.width }).png().toBuffer(),
      left: WORDMARK_BOX.left,
      top: WORDMARK_BOX.top,
    },
  ]
  if (logo) {
    const rounded = Buffer.from(
      `<svg width="${LOGO_BOX.size}" height="${LOGO_BOX.size}"><rect width="${LOGO_BOX.size}" height="${LOGO_BOX.size}" rx="56"/></svg>`,
    )
    const logoPng = await sharp(logo, { density: 288 })
      .resize(LOGO_BOX.size, LOGO_BOX.size, { fit: 'cover' })
      .composite([{ input: rounded, blend: 'dest-in' }])
      .png()
      .toBuffer()
    layers.push({ input: logoPng, left: LOGO_BOX.left, top: LOGO_BOX.top })
  }
  const png = await sharp(Buffer.from(backdrop))
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  await mkdir(cacheDir, { recursive: true })
  // The cache is shared by every clone and process on the machine: none may read a half-written card.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, png)
  await rename(partial, file)
  return file
}

/** What a team's card shows: its placement leads the tagline when it has one. */
export function teamCardSubject(edition: Edition, team: Team): CardSubject {
  return {
    fileStem: teamSlug(team),
    name: team.name,
    tagline: teamCardTagline(team.placement, edition.event.name),
    path: teamPath(edition.slug, team),
    logo: team.image === TEAM_IMAGE_PLACEHOLDER ? undefined : team.image,
  }
}

export function teamCard(edition: Edition, team: Team): Promise<string> {
  return buildCard(teamCardSubject(edition, team))
}

export function editionCard(edition: Edition): Promise<string> {
  const text = editionCardText(edition.event)
  return buildCard({
    fileStem: edition.slug,
    ...text,
    path: editionPath(edition.slug),
    logo: edition.picture.src,
  })
}

export function archiveCard(): Promise<string> {
  return buildCard({ fileStem: 'editions', ...editionCardText(null, editions.length), path: '/editions' })
}

// Cards are served from the client's output under their fingerprinted names. The pages' heads
// name them on the server only, so no client module imports them for Vite to emit.
const CARDS_DIR = 'assets/cards'
const cardUrl = (file: string) => `/${CARDS_DIR}/${basename(file)}`

let made: Promise<{ module: string; files: string[] }> | undefined

/** Every card, made once per build: the virtual module's text and the files it names. */
function makeCards(): Promise<{ module: string; files: string[] }> {
  made ??= (async () => {
    const files: string[] = []
    const url = (file: string) => {
      files.push(file)
      return JSON.stringify(cardUrl(file))
    }
    const teams: string[] = []
    const editionCards: string[] = []
    for (const edition of editions) {
      editionCards.push(`${JSON.stringify(edition.slug)}: ${url(await editionCard(edition))}`)
      for (const team of edition.teams)
        teams.push(
          `${JSON.stringify(`${edition.slug}/${teamSlug(team)}`)}: ${url(await teamCard(edition, team))}`,
        )
    }
    const archive = url(await archiveCard())
    return {
      module: `export default {\nteams: {\n${teams.join(',\n')}\n},\neditions: {\n${editionCards.join(',\n')}\n},\narchive: ${archive}\n}\n`,
      files,
    }
  })()
  return made
}

export function teamCards(): Plugin {
  return {
    name: 'culture-coded:team-cards',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      return (await makeCards()).module
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of (await makeCards()).files)
        this.emitFile({
          type: 'asset',
          fileName: `${CARDS_DIR}/${basename(file)}`,
          source: await readFile(file),
        })
    },
    configureServer(server) {
      // A changed content module restarts the dev server (it is a config dependency), but a
      // changed picture does not: draw the cards again on the next request.
      server.watcher.on('change', (file) => {
        if (!file.startsWith(contentImagesDir + sep)) return
        made = undefined
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
      })
      server.middlewares.use(`/${CARDS_DIR}`, (request, response, next) => {
        const name = basename(request.url ?? '')
        readFile(join(cacheDir, name)).then(
          (png) => response.setHeader('Content-Type', 'image/png').end(png),
          () => next(),
        )
      })
    },
  }
}
