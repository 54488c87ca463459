// Building an SVG document: definitions shared once, shapes, and lettering drawn as outlines.
import { letteringPath, type LetteringOptions } from './lettering.ts'

export const SIGNATURE = 'sample art: tools/generate-art.ts'

export const n = (value: number) => String(Math.round(value))
export const n1 = (value: number) => String(Math.round(value * 10) / 10)

export type Stop = readonly [offset: number, color: string, opacity?: number]

export class Svg {
  readonly w: number
  readonly h: number
  private readonly defs = new Map<string, { id: string; markup: string }>()
  private readonly parts: string[] = []
  constructor(width: number, height: number) {
    this.w = width
    this.h = height
  }
  /** Registers a definition once per key and returns its id. */
  def(key: string, make: (id: string) => string): string {
    const existing = this.defs.get(key)
    if (existing) return existing.id
    const id = `d${this.defs.size}`
    this.defs.set(key, { id, markup: make(id) })
    return id
  }
  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('')
  }
  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's bounding box. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`
    const id = this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}|${JSON.stringify(stops)}`
    const id = this.def(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  private uids = 0
  /** A fresh key for definitions that are never shared. */
  uid(): number {
    return this.uids++
  }
  add(...markup: string[]): void {
    this.parts.push(...markup)
  }
  render(): string {
    const defs =
      this.defs.size === 0 ? '' : `<defs>${[...this.defs.values()].map((def) => def.markup).join('')}</defs>`
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<!-- ${SIGNATURE} -->${defs}${this.parts.join('')}</svg>\n`
    )
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
/** A stroked path with round caps: how dots, capsules and limbs are drawn compactly. */
export const strokes = (d: string, stroke: string, width: number, extra = '') =>
  d === ''
    ? ''
    : `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n1(width)}" stroke-linecap="round"${extra}/>`
export const opacity = (value: number) => ` opacity="${value}"`

interface TextOptions extends LetteringOptions {
  fill: string
  extra?: string
}

export function text(x: number, y: number, content: string, options: TextOptions): string {
  const d = letteringPath(x, y, content, options)
  return d === '' ? '' : path(d, options.fill, options.extra ?? '')
}
