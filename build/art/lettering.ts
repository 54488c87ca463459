// Lettering for the sample art drawn as outlines (DejaVu Sans Bold's glyphs), as a designer hands
// over a logo: the same whatever fonts are installed, and the browser lays out no text
// (docs/decisions/0017-images-vector-only-where-cheap.md).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype, { type Glyph, type PathCommand } from 'opentype.js'

export interface LetteringOptions {
  size: number
  anchor?: 'start' | 'middle' | 'end'
  spacing?: number
  /** Shrinks the type until it fits this width. */
  maxWidth?: number
}

/**
 * Advance widths of a wide bold sans (DejaVu Sans Bold), in em: how wide a line
 * is drawn, and so how large it can be to fit `maxWidth`.
 */
function measure(content: string, size: number, spacing = 0): number {
  let em = 0
  for (const char of content) {
    if (/[iljtfrI.,:;'!| ]/.test(char)) em += 0.4
    else if (/[mwMW]/.test(char)) em += 1
    else if (/[A-Z×]/.test(char)) em += 0.78
    else if (/[0-9]/.test(char)) em += 0.7
    else em += 0.68
  }
  return em * size + spacing * Math.max(0, [...content].length - 1)
}

const DISPLAY_FONT = opentype.parse(
  new Uint8Array(
    readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ).buffer,
)

/**
 * A path's commands as compact path data: each point moved by `point` and rounded to `step`,
 * then written relative to the one before (exact, since both are rounded), lines to where the
 * pen already is dropped.
 */
function pathData(
  commands: readonly PathCommand[],
  point: (x: number, y: number) => [number, number],
  step: number,
): string {
  const grid = (value: number) => Math.round(value / step)
  const at = (x: number, y: number): [number, number] => {
    const [px, py] = point(x, y)
    return [grid(px), grid(py)]
  }
  const number = (units: number) => String(Math.round(units * step * 10) / 10).replace(/^(-?)0\./, '$1.')
  let out = ''
  let pen: [number, number] = [0, 0]
  let start: [number, number] = [0, 0]
  const write = (letter: string, ...points: Array<[number, number]>) => {
    let text = letter
    for (const [x, y] of points)
      for (const value of [number(x - pen[0]), number(y - pen[1])])
        text += (/[a-z]$/.test(text) || value.startsWith('-') ? '' : ' ') + value
    out += text
  }
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z'
      pen = start
      continue
    }
    const end = at(command.x!, command.y!)
    if (command.type === 'L' && end[0] === pen[0] && end[1] === pen[1]) continue
    if (command.type === 'M') write('m', end)
    else if (command.type === 'L') write('l', end)
    else if (command.type === 'Q') write('q', at(command.x1!, command.y1!), end)
    else write('c', at(command.x1!, command.y1!), at(command.x2!, command.y2!), end)
    pen = end
    if (command.type === 'M') start = end
  }
  return out
}

/**
 * The glyphs of a line set one after another, kerned, on a baseline at 0. Laid out here rather
 * than by opentype.js's getPath, which stops at some of DejaVu's substitution tables.
 */
function setLine(
  content: string,
  size: number,
  spacing: number,
): { commands: PathCommand[]; advance: number } {
  const unit = size / DISPLAY_FONT.unitsPerEm
  const commands: PathCommand[] = []
  let pen = 0
  let previous: Glyph | undefined
  for (const char of content) {
    const glyph = DISPLAY_FONT.charToGlyph(char)
    if (previous) pen += DISPLAY_FONT.getKerningValue(previous, glyph) * unit + spacing
    commands.push(...glyph.getPath(pen, 0, size).commands)
    pen += (glyph.advanceWidth ?? 0) * unit
    previous = glyph
  }
  return { commands, advance: pen }
}

/**
 * The path data of a line of lettering, sized from its measured width and stretched to exactly
 * that width, as SVG's `textLength` would, so layouts made for the estimate still fit.
 */
export function letteringPath(x: number, y: number, content: string, options: LetteringOptions): string {
  const spacing = options.spacing ?? 0
  const natural = measure(content, options.size, spacing)
  const scale = options.maxWidth && natural > options.maxWidth ? options.maxWidth / natural : 1
  const width = natural * scale
  const line = setLine(content, options.size * scale, spacing * scale)
  const stretch = [...content].length > 1 ? width / line.advance : 1
  const left = options.anchor === 'middle' ? x - width / 2 : options.anchor === 'end' ? x - width : x
  // Tenths of a pixel for small lettering, whole pixels where a glyph is large enough not to show it.
  return pathData(
    line.commands,
    (px, py) => [left + px * stretch, y + py],
    options.size * scale >= 64 ? 1 : 0.1,
  )
}
