import { createHash } from 'node:crypto'
import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { site } from '../content/site.ts'
import { teams } from '../content/teams.ts'
import { TEAM_IMAGE_PLACEHOLDER } from '../content/schema.ts'
import { teamSlug } from '../content/slug.ts'
import { fillIn, teamPageCopy } from '../content/teamPage.ts'
import { CARD_HEIGHT, CARD_WIDTH, LOGO_BOX, WORDMARK_BOX, teamCardBackdrop } from './art/team-card.ts'
import { contentImagesDir } from './content-images.ts'

/**
 * `virtual:team-cards`: `{ [slug]: url }`, each team's social card as a PNG made at build
 * (build/art/team-card.ts), fingerprinted like the content images; unchanged cards are not redrawn.
 */
const VIRTUAL_ID = 'virtual:team-cards'
const RESOLVED_ID = '\0' + VIRTUAL_ID
const cacheDir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'team-cards')

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** Writes one team's card into the cache (named by everything drawn on it) and returns its path. */
export async function buildTeamCard(team: (typeof teams)[number]): Promise<string> {
  const { default: sharp } = await import('sharp')
  const slug = teamSlug(team)
  const hasLogo = team.image !== TEAM_IMAGE_PLACEHOLDER
  const values = { team: team.name, event: site.event.name }
  const backdrop = teamCardBackdrop({
    name: team.name,
    tagline: fillIn(teamPageCopy.builtAt, values),
    address: `${new URL(site.siteUrl).host}/teams/${slug}`,
    hasLogo,
  })
  const wordmarkFile = join(contentImagesDir, site.images.navbar.src)
  const wordmark = await readFile(wordmarkFile)
  const logo = hasLogo ? await readFile(join(contentImagesDir, team.image)) : undefined
  const stamp = createHash('sha256')
    .update(backdrop)
    .update(wordmark)
    .update(logo ?? '')
    .digest('hex')
    .slice(0, 12)
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
  await writeFile(file, png)
  return file
}

export function teamCards(): Plugin {
  return {
    name: 'culture-coded:team-cards',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const imports: string[] = []
      const entries: string[] = []
      for (const [index, team] of teams.entries()) {
        const file = await buildTeamCard(team)
        imports.push(`import card${index} from ${JSON.stringify(`${file}?url`)}`)
        entries.push(`${JSON.stringify(teamSlug(team))}: card${index}`)
      }
      return `${imports.join('\n')}\nexport default {\n${entries.join(',\n')}\n}\n`
    },
  }
}
