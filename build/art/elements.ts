// The pieces scenes are made of: skies, glows, people, crowds, beams, confetti, lights.
import { Rng } from './random.ts'
import { P } from './palette.ts'
import { n, n1, type Stop, Svg, rect, circle, path, strokes, opacity } from './svg.ts'

export function backdrop(s: Svg, colors: readonly string[]): void {
  const stops = colors.map((color, index): Stop => [
    Math.round((index / (colors.length - 1)) * 100) / 100,
    color,
  ])
  s.add(rect(0, 0, s.w, s.h, s.linear(stops)))
}

export function glow(s: Svg, cx: number, cy: number, r: number, color: string, strength = 0.6): void {
  s.add(
    circle(
      cx,
      cy,
      r,
      s.radial([
        [0, color, strength],
        [1, color, 0],
      ]),
    ),
  )
}

/** Zero-length segments: with round caps and a wide stroke, each is a dot. Relative moves keep files small. */
export function dots(points: readonly (readonly [number, number])[]): string {
  let d = ''
  let last: readonly [number, number] | undefined
  for (const point of points) {
    const [x, y] = [Math.round(point[0]), Math.round(point[1])]
    d += last ? `m${x - last[0]} ${y - last[1]}h0` : `M${x} ${y}h0`
    last = [x, y]
  }
  return d
}

/**
 * A person as a silhouette: a head, a neck and squared shoulders down to
 * `bottom`. Returns the shoulder corners so callers can attach arms.
 */
export function person(
  x: number,
  shoulderY: number,
  headR: number,
  bottom: number,
  fill: string,
): { markup: string; left: [number, number]; right: [number, number] } {
  const half = headR * 1.9
  const corner = headR * 1.1
  const body =
    `M${n(x - half)} ${n(bottom)}V${n(shoulderY + corner)}Q${n(x - half)} ${n(shoulderY)} ${n(x - half + corner)} ${n(shoulderY)}` +
    `H${n(x + half - corner)}Q${n(x + half)} ${n(shoulderY)} ${n(x + half)} ${n(shoulderY + corner)}V${n(bottom)}Z` +
    `M${n(x - headR * 0.42)} ${n(shoulderY + 2)}V${n(shoulderY - headR * 0.8)}H${n(x + headR * 0.42)}V${n(shoulderY + 2)}Z`
  return {
    markup: path(body, fill) + circle(x, shoulderY - headR * 1.45, headR, fill),
    left: [x - half + corner * 0.45, shoulderY + corner * 0.45],
    right: [x + half - corner * 0.45, shoulderY + corner * 0.45],
  }
}

/** Light beams: narrow at the origin, widening and fading along their length. */
export function beams(
  s: Svg,
  rng: Rng,
  origins: readonly (readonly [number, number])[],
  colors: readonly string[],
  options: { length: number; spread: number; width: number; up?: boolean; strength?: number },
): void {
  const direction = options.up ? -1 : 1
  const strength = options.strength ?? 0.45
  for (const [index, [ox, oy]] of origins.entries()) {
    const color = colors[index % colors.length] as string
    const angle = rng.range(-options.spread, options.spread)
    const ex = ox + Math.sin(angle) * options.length
    const ey = oy + Math.cos(angle) * options.length * direction
    const half = options.width * rng.range(0.7, 1.3)
    const fill = options.up
      ? s.linear([
          [0, color, 0],
          [1, color, strength],
        ])
      : s.linear([
          [0, color, strength],
          [1, color, 0],
        ])
    s.add(
      path(
        `M${n(ox - 3)} ${n(oy)}L${n(ox + 3)} ${n(oy)}L${n(ex + half)} ${n(ey)}L${n(ex - half)} ${n(ey)}Z`,
        fill,
      ),
    )
  }
}

interface CrowdRow {
  y: number
  headR: number
  color: string
  arms?: number
  phones?: string
  spacing?: number
  from?: number
  to?: number
}

/** A row of people as silhouettes: a dot for each head and each pair of shoulders over one solid mass, lines for raised arms. */
export function crowd(s: Svg, rng: Rng, row: CrowdRow): void {
  const bodyW = row.headR * 3.3
  const gap = bodyW * (row.spacing ?? 0.8)
  const start = row.from ?? -bodyW
  const end = row.to ?? s.w + bodyW
  const heads: [number, number][] = []
  const lights: [number, number][] = []
  let arms = ''
  for (let x = start + rng.range(0, gap); x < end; x += gap * rng.range(0.75, 1.25)) {
    const top = row.y + rng.range(-0.6, 0.6) * row.headR
    heads.push([x, top - row.headR * 0.55])
    if (rng.chance(row.arms ?? 0)) {
      const side = rng.chance(0.5) ? -1 : 1
      const angle = side * rng.range(0.05, 0.5)
      const length = row.headR * rng.range(3.4, 4.6)
      const sx = x + side * bodyW * 0.3
      const sy = top + row.headR * 1.1
      const dx = Math.sin(angle) * length
      const dy = -Math.cos(angle) * length
      arms += `M${n(sx)} ${n(sy)}l${n(dx)} ${n(dy)}`
      if (row.phones && rng.chance(0.45)) lights.push([sx + dx, sy + dy - row.headR * 0.4])
    }
  }
  const massTop = row.y + bodyW / 2 + row.headR * 1.2
  const massFrom = Math.max(0, start - bodyW)
  // Shoulders sit at a fixed offset below heads: one path, drawn twice.
  const id = s.def(`crowd${s.uid()}`, (id) => `<path id="${id}" d="${dots(heads)}"/>`)
  const use = (width: number, dy: number) =>
    `<use href="#${id}" fill="none" stroke="${row.color}" stroke-width="${n1(width)}" stroke-linecap="round"${dy ? ` transform="translate(0 ${n(dy)})"` : ''}/>`
  s.add(
    strokes(arms, row.color, row.headR * 0.75),
    rect(massFrom, massTop, Math.min(s.w, end + bodyW) - massFrom, s.h - massTop + 1, row.color),
    use(bodyW, bodyW / 2 + row.headR * 1.05),
    use(row.headR * 2, 0),
  )
  if (lights.length) s.add(strokes(dots(lights), row.phones ?? P.white, row.headR * 0.7))
}

/** Equaliser bars rising from a baseline. */
export function bars(
  s: Svg,
  rng: Rng,
  x: number,
  base: number,
  width: number,
  maxHeight: number,
  count: number,
  paint: string,
): void {
  const step = width / count
  const phase = rng.range(0, 6)
  let d = ''
  for (let index = 0; index < count; index++) {
    const height = maxHeight * (0.2 + 0.8 * Math.abs(Math.sin(index * 0.55 + phase)) * rng.range(0.55, 1))
    d += `M${n(x + step * (index + 0.5))} ${n(base)}v${n(-height)}`
  }
  s.add(strokes(d, paint, step * 0.55))
}

/** A sound wave: alternating curves of varying amplitude. */
export function wavePath(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  amplitude: number,
  halfCycles: number,
): string {
  const step = width / halfCycles
  let d = `M${n(x)} ${n(y)}`
  for (let index = 0; index < halfCycles; index++) {
    const sign = index % 2 === 0 ? -1 : 1
    const amp = amplitude * rng.range(0.25, 1)
    d += `Q${n(x + step * (index + 0.5))} ${n(y + sign * amp * 2)} ${n(x + step * (index + 1))} ${n(y)}`
  }
  return d
}

export function confetti(
  s: Svg,
  rng: Rng,
  count: number,
  colors: readonly string[],
  area = { x: 0, y: 0, w: s.w, h: s.h * 0.7 },
): void {
  const pieces = new Map<string, [number, number, number, number][]>()
  const size = Math.max(s.w, s.h) / 110
  for (let index = 0; index < count; index++) {
    const color = rng.pick(colors)
    const angle = rng.range(0, Math.PI)
    const piece: [number, number, number, number] = [
      Math.round(area.x + rng.range(0, area.w)),
      Math.round(area.y + rng.range(0, area.h)),
      Math.round(Math.cos(angle) * size),
      Math.round(Math.sin(angle) * size),
    ]
    pieces.set(color, [...(pieces.get(color) ?? []), piece])
  }
  for (const [color, list] of pieces) {
    list.sort((a, b) => a[0] - b[0])
    // Relative moves from the end of the previous piece keep the path short.
    let d = ''
    let at: [number, number] | undefined
    for (const [x, y, dx, dy] of list) {
      d += at ? `m${x - at[0]} ${y - at[1]}l${dx} ${dy}` : `M${x} ${y}l${dx} ${dy}`
      at = [x + dx, y + dy]
    }
    s.add(`<path d="${d}" stroke="${color}" stroke-width="${n(size * 0.55)}"/>`)
  }
}

export function stars(s: Svg, rng: Rng, count: number, maxY: number): void {
  const points: [number, number][] = []
  for (let index = 0; index < count; index++) points.push([rng.range(0, s.w), rng.range(0, maxY)])
  points.sort((a, b) => a[0] - b[0])
  s.add(strokes(dots(points), P.white, Math.max(2, s.w / 500), opacity(0.55)))
}

export function stringLights(
  s: Svg,
  x1: number,
  x2: number,
  y: number,
  sag: number,
  colors: readonly string[],
): void {
  const mid = (x1 + x2) / 2
  s.add(
    `<path d="M${n(x1)} ${n(y)}Q${n(mid)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}" fill="none" stroke="${P.ink}" stroke-width="3"/>`,
  )
  const bulbs = 14
  for (let index = 1; index < bulbs; index++) {
    const t = index / bulbs
    const x = x1 + (x2 - x1) * t
    const by = y + sag * 4 * t * (1 - t) + 8
    const color = colors[index % colors.length] as string
    s.add(circle(x, by, 16, color, opacity(0.25)), circle(x, by, 6, color))
  }
}

/** Seven-segment digits, the look of a countdown clock. */
export function digits(s: Svg, value: string, x: number, y: number, height: number, color: string): void {
  const SEGMENTS: Record<string, string> = {
    '0': 'abcdef',
    '1': 'bc',
    '2': 'abged',
    '3': 'abgcd',
    '4': 'fgbc',
    '5': 'afgcd',
    '6': 'afgedc',
    '7': 'abc',
    '8': 'abcdefg',
    '9': 'abcdfg',
  }
  const w = height * 0.5
  const stroke = height * 0.11
  let cursor = x
  let lit = ''
  let unlit = ''
  for (const char of value) {
    if (char === ':') {
      lit += `M${n(cursor + w * 0.2)} ${n(y + height * 0.3)}h0M${n(cursor + w * 0.2)} ${n(y + height * 0.7)}h0`
      cursor += w * 0.6
      continue
    }
    const on = SEGMENTS[char] ?? ''
    const l = cursor
    const r = cursor + w
    const segments: Record<string, string> = {
      a: `M${n(l + stroke)} ${n(y)}H${n(r - stroke)}`,
      b: `M${n(r)} ${n(y + stroke)}V${n(y + height / 2 - stroke)}`,
      c: `M${n(r)} ${n(y + height / 2 + stroke)}V${n(y + height - stroke)}`,
      d: `M${n(l + stroke)} ${n(y + height)}H${n(r - stroke)}`,
      e: `M${n(l)} ${n(y + height / 2 + stroke)}V${n(y + height - stroke)}`,
      f: `M${n(l)} ${n(y + stroke)}V${n(y + height / 2 - stroke)}`,
      g: `M${n(l + stroke)} ${n(y + height / 2)}H${n(r - stroke)}`,
    }
    for (const [key, d] of Object.entries(segments)) {
      if (on.includes(key)) lit += d
      else unlit += d
    }
    cursor += w * 1.45
  }
  s.add(
    strokes(unlit, color, stroke, opacity(0.1)),
    strokes(lit, color, stroke * 2.2, opacity(0.25)),
    strokes(lit, color, stroke),
  )
}
