import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageReferences } from '../../content/imageReferences.ts'
import { findImageProblems, IMAGES_DIR, svgSizeProblem } from '../../build/check-content.ts'
import { artworks, faviconArt, SIGNATURE } from '../../tools/generate-art.ts'
import { screenLayout } from '../../build/art/screens.ts'
import { editions } from '../../content/editions.ts'

describe('referenced images', () => {
  it('finds every referenced image under content/images, every SVG with width and height', async () => {
    expect(await findImageProblems(imageReferences())).toEqual([])
  })

  it('references the art of every timeline step, project, person, team, sponsor and the brand', () => {
    const folders = new Set(imageReferences().map((reference) => reference.src.split('/')[0]))
    expect([...folders].sort()).toEqual(['brand', 'gallery', 'projects', 'sponsors', 'teams', 'timeline'])
  })

  it('names the file, entry and field of an image that does not exist', async () => {
    const missing = {
      file: 'content/teams.ts',
      entry: 'teams[7] ("Beat Buddy")',
      field: '.image',
      src: 'teams/no-such-logo.svg',
    }
    expect(await findImageProblems([missing])).toEqual([
      'content/teams.ts: teams[7] ("Beat Buddy") .image: content/images/teams/no-such-logo.svg does not exist',
    ])
  })

  it('asks for width, height and viewBox on an SVG that lacks them', () => {
    expect(svgSizeProblem('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>')).toMatch(
      /^needs width and height on its <svg> element/,
    )
    expect(svgSizeProblem('<svg width="10" height="10"></svg>')).toMatch(/^needs viewBox/)
    expect(svgSizeProblem('<svg width="100%" height="10" viewBox="0 0 10 10"></svg>')).toMatch(
      /^has width="100%"/,
    )
    expect(
      svgSizeProblem('<?xml version="1.0"?><svg width="10" height="10.5" viewBox="0 0 10 10.5"/>'),
    ).toBeNull()
  })
})

describe('sample art generator', () => {
  const drawn = artworks().map((artwork) => ({ src: artwork.src, svg: artwork.draw() }))

  it('draws every SVG the content references', () => {
    const referenced = new Set(
      imageReferences()
        .map((reference) => reference.src)
        .filter((src) => src.endsWith('.svg')),
    )
    expect(new Set(drawn.map((artwork) => artwork.src))).toEqual(referenced)
  })

  it('draws the same art on every run', () => {
    const again = artworks().map((artwork) => artwork.draw())
    expect(again).toEqual(drawn.map((artwork) => artwork.svg))
    expect(faviconArt()).toBe(faviconArt())
  })

  it('gives every drawing an explicit width, height and viewBox, in under 8 KB (app screens 12, the lettered poster 20)', () => {
    // The poster is mostly lettering, drawn as outlines, and reaches the page only as raster variants.
    // An app screen letters its headings and buttons too.
    const budgetKb = (src: string) =>
      src === 'brand/poster.svg' ? 20 : src.startsWith('teams/screens/') ? 12 : 8
    for (const { src, svg } of [...drawn, { src: 'favicon.svg', svg: faviconArt() }]) {
      expect(svgSizeProblem(svg), src).toBeNull()
      expect(Buffer.byteLength(svg), src).toBeLessThan(budgetKb(src) * 1024)
    }
  })

  it('draws lettering as outlines, so no drawing depends on the fonts of the device or the build', () => {
    for (const { src, svg } of drawn) expect(svg, src).not.toMatch(/<text\b/)
    const navbar = drawn.find((artwork) => artwork.src === 'brand/navbar.svg')!.svg
    expect(navbar.match(/<path /g)?.length, 'the mark, and the wordmark as a path').toBeGreaterThanOrEqual(3)
  })

  it('draws portraits, avatars, app screens, timeline scenes, logos and wordmarks at the sizes the page expects', () => {
    const size = (src: string) =>
      drawn
        .find((artwork) => artwork.src === src)
        ?.svg.match(/width="(\d+)" height="(\d+)"/)
        ?.slice(1)
        .join('x')
    // The files directly in a folder, not in its subfolders.
    const sizeOf = (folder: string) =>
      new Set(
        drawn
          .filter(({ src }) => src.startsWith(folder) && !src.slice(folder.length).includes('/'))
          .map((artwork) => size(artwork.src)),
      )
    expect(sizeOf('timeline/')).toEqual(new Set(['1600x900']))
    expect(sizeOf('gallery/judges/')).toEqual(new Set(['800x1000']))
    expect(sizeOf('gallery/mentors/')).toEqual(new Set(['800x1000']))
    expect(sizeOf('gallery/photos/')).toEqual(new Set(['1600x1067', '1200x1500', '1600x900']))
    expect(sizeOf('projects/')).toEqual(new Set(['256x256']))
    expect(sizeOf('teams/')).toEqual(new Set(['256x256']))
    expect(sizeOf('teams/screens/')).toEqual(new Set(['1200x900']))
    expect(sizeOf('teams/members/')).toEqual(new Set(['500x500']))
    expect(sizeOf('sponsors/')).toEqual(new Set(['480x160']))
    expect(size('brand/poster.svg')).toBe('1200x1600')
  })

  it("draws each team's pictures as its own app screen, none the same as another or as a logo", () => {
    const svgOf = (src: string) => drawn.find((artwork) => artwork.src === src)?.svg
    const teams = editions.flatMap((edition) => edition.teams)
    const pictures = teams.flatMap((team) => team.pictures ?? [])
    expect(pictures.length).toBeGreaterThan(0)
    const logos = new Set(teams.map((team) => svgOf(team.image)))
    const screens = pictures.map((picture) => svgOf(picture.src))
    expect(new Set(screens).size).toBe(pictures.length)
    for (const [index, picture] of pictures.entries()) {
      expect(screenLayout(picture.src), picture.src).toBeDefined()
      expect(logos.has(screens[index]), `${picture.src} is a logo`).toBe(false)
    }
  })

  it("draws no letters on a judge's or mentor's portrait: the name beside it says who it is", () => {
    const portraits = editions
      .flatMap((edition) => edition.galleryItems)
      .filter((item) => item.category !== 'photos')
    expect(portraits.length).toBeGreaterThan(0)
    for (const item of portraits) {
      const svg = drawn.find((artwork) => artwork.src === item.src)?.svg
      expect(svg, item.src).toBeDefined()
      expect(svg, item.src).not.toMatch(/<text\b/)
    }
  })

  it('writes well-formed SVG that an image decoder reads at its declared size', async () => {
    for (const { src, svg } of drawn) {
      const [, width, height] = svg.match(/width="(\d+)" height="(\d+)"/) ?? []
      const metadata = await sharp(Buffer.from(svg)).metadata()
      expect([metadata.width, metadata.height], src).toEqual([Number(width), Number(height)])
    }
  })

  it('matches the sample art committed under content/images', async () => {
    for (const { src, svg } of drawn) {
      const onDisk = await readFile(join(IMAGES_DIR, src), 'utf8')
      // A hand-made replacement is the organiser's; only generated files must be current.
      if (onDisk.includes(SIGNATURE))
        expect(onDisk, `${src} is stale: run node tools/generate-art.ts`).toBe(svg)
    }
  })
})
