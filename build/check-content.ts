/**
 * `node build/check-content.ts`, before every build: the schemas (content/check.ts), then what
 * they cannot see, that each image exists and each SVG declares its size. Exits 1 on a problem.
 */
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { ImageReference } from '../content/imageReferences.ts'
import { ContentError } from '../content/validate.ts'

export const IMAGES_DIR = join(import.meta.dirname, '..', 'content', 'images')

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** What is wrong with an SVG's root element, or null when it has a usable size. */
export function svgSizeProblem(markup: string): string | null {
  const root = markup.match(/<svg\b[^>]*>/)?.[0]
  if (!root) return 'is not an SVG: no <svg> element found'
  const missing = ['width', 'height', 'viewBox'].filter(
    (attribute) => !new RegExp(`\\s${attribute}="[^"]+"`).test(root),
  )
  if (missing.length > 0) {
    return `needs ${missing.join(' and ')} on its <svg> element so the page can reserve its space, e.g. <svg width="1600" height="900" viewBox="0 0 1600 900">`
  }
  for (const attribute of ['width', 'height']) {
    const value = root.match(new RegExp(`\\s${attribute}="([^"]+)"`))?.[1] ?? ''
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) === 0) {
      return `has ${attribute}="${value}": use a plain number of pixels such as ${attribute}="900"`
    }
  }
  return null
}

/** One line per missing image or SVG without a size; empty when all is well. */
export async function findImageProblems(
  references: readonly ImageReference[],
  imagesDir = IMAGES_DIR,
): Promise<string[]> {
  const problems: string[] = []
  const svgChecks = new Map<string, Promise<string | null>>()
  for (const reference of references) {
    const where = `${reference.file}: ${reference.entry} ${reference.field}`
    const file = join(imagesDir, reference.src)
    if (!(await exists(file))) {
      problems.push(`${where}: content/images/${reference.src} does not exist`)
      continue
    }
    if (!reference.src.endsWith('.svg')) continue
    if (!svgChecks.has(file)) svgChecks.set(file, readFile(file, 'utf8').then(svgSizeProblem))
    const problem = await svgChecks.get(file)
    if (problem) problems.push(`${where}: content/images/${reference.src} ${problem}`)
  }
  return problems
}

async function main(): Promise<number> {
  let content: typeof import('../content/index.ts')
  let references: typeof import('../content/imageReferences.ts')
  try {
    content = await import('../content/index.ts')
    references = await import('../content/imageReferences.ts')
    content.checkContent()
  } catch (error) {
    // A ContentError's message is already one line per problem, naming file, entry and field.
    if (error instanceof ContentError) {
      console.error(`Content check failed:\n${error.message}`)
      return 1
    }
    throw error
  }
  const imageReferences = references.imageReferences()
  const problems = await findImageProblems(imageReferences)
  if (problems.length > 0) {
    console.error(`Content check failed:\n${problems.join('\n')}`)
    return 1
  }
  const count = (category: string) => content.galleryItems.filter((item) => item.category === category).length
  const images = new Set(imageReferences.map((reference) => reference.src)).size
  console.log(
    `Content OK: ${content.editions.length} editions and ${content.upcomingEvents.length} upcoming events; ` +
      `the featured edition (${content.FEATURED_EDITION_SLUG}) has ${content.timelineSteps.length} timeline steps, ${content.featuredProjects.length} featured projects, ` +
      `${count('photos')} photos, ${count('judges')} judges, ${count('mentors')} mentors, ${content.teams.length} teams, ` +
      `${content.stats.length} stats, ${content.sponsors.length} sponsors; ${images} images in all.`,
  )
  return 0
}

if (import.meta.main) process.exitCode = await main()
