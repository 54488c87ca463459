// Drawings that stand for someone: portraits, team and project monograms, sponsor wordmarks.
import type { Sponsor } from '../../content/schema.ts'
import { Rng } from './random.ts'
import { P, ACCENT_PAIRS, SKIN_TONES } from './palette.ts'
import { Svg, rect, circle, ellipse, path, strokes, opacity, text } from './svg.ts'
import { dots, bars, wavePath } from './elements.ts'

function initials(name: string): string {
  const capitals = name.match(/[A-Z]/g) ?? []
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length === 1 && capitals.length >= 2) return capitals.slice(0, 2).join('')
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

const HAIR_COLOURS = [
  '#17102e',
  '#2b1a12',
  '#4a2c1a',
  '#8a5a2b',
  '#d9a441',
  '#cfcfe0',
  P.coral,
  P.violet,
] as const
const HAIR_STYLES = ['crop', 'afro', 'long', 'bun', 'buzz', 'curls', 'swept', 'bald'] as const

/** A portrait: no letters on it, since every portrait is shown beside its person's name. */
export function portrait(src: string): string {
  const rng = new Rng(src)
  const s = new Svg(800, 1000)
  const [from, to] = rng.pick(ACCENT_PAIRS)
  s.add(
    rect(
      0,
      0,
      800,
      1000,
      s.linear(
        [
          [0, from],
          [1, to],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  s.add(
    rect(
      0,
      0,
      800,
      1000,
      s.linear([
        [0, P.night, 0],
        [1, P.night, 0.55],
      ]),
    ),
  )
  s.add(circle(rng.range(250, 550), rng.range(420, 560), rng.range(280, 340), P.white, opacity(0.12)))
  const skin = rng.pick(SKIN_TONES)
  const hair = rng.pick(HAIR_COLOURS)
  const style = rng.pick(HAIR_STYLES)
  const clothes = rng.pick([P.night, P.cream, P.citrus, P.cyan, P.coral, P.lilac, P.lagoon])
  // Hair that sits behind the head.
  if (style === 'afro')
    s.add(
      circle(400, 500, 205, hair),
      strokes(
        dots([
          [240, 420],
          [300, 320],
          [400, 290],
          [500, 320],
          [560, 420],
        ]),
        hair,
        130,
      ),
    )
  if (style === 'long') s.add(rect(262, 420, 276, 400, hair, ` rx="130"`))
  if (style === 'bun') s.add(circle(400, 372, 62, hair))
  // Torso, neck, ears, head.
  s.add(path('M110 1000C110 850 230 780 400 780S690 850 690 1000Z', clothes))
  s.add(rect(352, 650, 96, 150, skin), rect(352, 650, 96, 150, P.night, opacity(0.15)))
  const neckline = rng.pick(['v', 'crew', 'hood'])
  if (neckline === 'v') s.add(path('M340 782L400 880L460 782Z', skin))
  if (neckline === 'crew')
    s.add(path('M330 786Q400 840 470 786', 'none', ` stroke="${P.night}" stroke-width="14" opacity=".35"`))
  if (neckline === 'hood') s.add(strokes('M360 800V900M440 800V900', P.white, 10, opacity(0.8)))
  s.add(ellipse(276, 570, 20, 32, skin), ellipse(524, 570, 20, 32, skin), ellipse(400, 560, 125, 152, skin))
  // Hair on top of the head.
  const cap = 'M273 560C265 420 330 395 400 395S535 420 527 560C510 470 470 456 400 458S290 470 273 560Z'
  if (style === 'crop' || style === 'long' || style === 'bun') s.add(path(cap, hair))
  if (style === 'buzz') s.add(path(cap, hair, opacity(0.55)))
  if (style === 'curls')
    s.add(
      strokes(
        dots([
          [285, 500],
          [300, 450],
          [340, 415],
          [400, 400],
          [460, 415],
          [500, 450],
          [515, 500],
        ]),
        hair,
        80,
      ),
    )
  if (style === 'swept')
    s.add(
      path(
        'M275 540C270 410 350 385 430 395C520 405 540 470 526 548C500 470 440 440 330 480C300 492 285 515 275 540Z',
        hair,
      ),
    )
  if (style === 'bald') s.add(ellipse(350, 450, 40, 22, P.white, opacity(0.25)))
  // A calm, simple face.
  const eyes = rng.pick(['open', 'smile'])
  if (eyes === 'open') s.add(ellipse(355, 575, 10, 13, P.ink), ellipse(445, 575, 10, 13, P.ink))
  else s.add(strokes('M340 578Q355 564 370 578M430 578Q445 564 460 578', P.ink, 7))
  s.add(
    strokes('M372 640Q400 662 428 640', P.ink, 7),
    circle(330, 625, 22, P.coral, opacity(0.22)),
    circle(470, 625, 22, P.coral, opacity(0.22)),
  )
  if (rng.chance(0.3))
    s.add(
      `<g fill="none" stroke="${P.ink}" stroke-width="7">${circle(355, 575, 38, 'none')}${circle(445, 575, 38, 'none')}<path d="M393 575h14"/></g>`,
    )
  const accent = rng.pick([P.citrus, P.cyan, P.magenta, P.coral])
  if (rng.chance(0.3)) {
    s.add(
      strokes('M262 560C262 360 538 360 538 560', P.ink, 26),
      rect(240, 520, 46, 110, accent, ` rx="20"`),
      rect(514, 520, 46, 110, accent, ` rx="20"`),
    )
  } else if (rng.chance(0.35)) {
    s.add(circle(276, 618, 11, accent), circle(524, 618, 11, accent))
  }
  return s.render()
}

/** A team member's avatar: the portrait framed square on the head and shoulders. */
export function avatar(src: string): string {
  return portrait(src).replace(
    'width="800" height="1000" viewBox="0 0 800 1000"',
    'width="500" height="500" viewBox="150 270 500 500"',
  )
}

type MotifKind = 'rings' | 'wave' | 'bars' | 'stripes' | 'orbit'

/** Seeded from the name, not the file, so a featured project and its team card share one logo. */
export function monogram(name: string): string {
  const rng = new Rng(`monogram:${name}`)
  const s = new Svg(256, 256)
  const [from, to] = rng.pick(ACCENT_PAIRS)
  const tile = s.def(
    'tile',
    (id) => `<clipPath id="${id}"><rect width="256" height="256" rx="56"/></clipPath>`,
  )
  s.add(
    `<g clip-path="url(#${tile})">`,
    rect(
      0,
      0,
      256,
      256,
      s.linear(
        [
          [0, from],
          [1, to],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  const motif = rng.pick<MotifKind>(['rings', 'wave', 'bars', 'stripes', 'orbit'])
  const faint = opacity(0.22)
  if (motif === 'rings')
    s.add(
      `<g fill="none" stroke="${P.white}" stroke-width="6"${faint}>${circle(200, 56, 40, 'none')}${circle(200, 56, 72, 'none')}${circle(200, 56, 104, 'none')}</g>`,
    )
  if (motif === 'wave') s.add(strokes(wavePath(rng, 16, 206, 224, 14, 8), P.white, 7, faint))
  if (motif === 'bars') bars(s, rng, 24, 236, 208, 44, 12, 'rgba(255,255,255,.25)')
  if (motif === 'stripes')
    s.add(strokes('M-20 120L120 -20M-20 180L180 -20M-20 240L240 -20', P.white, 14, opacity(0.12)))
  if (motif === 'orbit')
    s.add(circle(206, 206, 64, P.night, opacity(0.25)), circle(206, 206, 22, P.white, opacity(0.3)))
  s.add('</g>')
  const letters = initials(name)
  const size = letters.length === 1 ? 150 : 112
  s.add(text(128, 128 + size * 0.36, letters, { size, fill: P.white, anchor: 'middle', maxWidth: 180 }))
  return s.render()
}

type GlyphKind = 'loop' | 'wave' | 'beam' | 'stack' | 'hex' | 'sun' | 'horizon' | 'lantern'

const GLYPH_KEYWORDS: readonly [RegExp, GlyphKind][] = [
  [/loom|loop/i, 'loop'],
  [/wave|audio|sound/i, 'wave'],
  [/fog|light/i, 'beam'],
  [/stack|cloud/i, 'stack'],
  [/foundry|forge/i, 'hex'],
  [/sunset/i, 'horizon'],
  [/golden|sun/i, 'sun'],
  [/lantern|room|hall/i, 'lantern'],
]

/** A glyph in a 100×100 box at the origin, drawn as solid shapes so it still reads in one colour. */
function glyph(kind: GlyphKind, paint: string, cutout: string): string {
  switch (kind) {
    case 'loop':
      return strokes('M80 34A36 36 0 1 0 84 58', paint, 16) + circle(84, 22, 10, paint)
    case 'wave':
      return strokes('M10 50h0M30 30V70M50 14V86M70 30V70M90 50h0', paint, 14)
    case 'beam':
      return path('M8 20L64 40V60L8 80Z', paint, opacity(0.55)) + rect(62, 30, 30, 40, paint, ` rx="8"`)
    case 'stack':
      return (
        path('M50 8L92 30L50 52L8 30Z', paint) + strokes('M12 52L50 72L88 52M12 72L50 92L88 72', paint, 10)
      )
    case 'hex':
      return path('M50 4L90 27V73L50 96L10 73V27Z', paint) + path('M56 20L34 54H50L44 80L66 44H50Z', cutout)
    case 'sun':
      return (
        path('M14 76A36 36 0 0 1 86 76Z', paint) +
        strokes('M50 12V26M18 28L27 37M82 28L73 37M4 56H16M84 56H96', paint, 8) +
        rect(0, 84, 100, 8, paint, ` rx="4"`)
      )
    case 'horizon':
      return (
        circle(50, 50, 44, paint) +
        rect(0, 56, 100, 7, cutout) +
        rect(0, 70, 100, 6, cutout) +
        rect(0, 82, 100, 5, cutout)
      )
    case 'lantern':
      return (
        strokes('M50 4V14', paint, 8) +
        rect(22, 14, 56, 76, paint, ` rx="18"`) +
        path('M38 78V46A12 12 0 0 1 62 46V78Z', cutout)
      )
  }
}

function sponsorGlyph(sponsor: Sponsor, rng: Rng): GlyphKind {
  for (const [pattern, kind] of GLYPH_KEYWORDS) if (pattern.test(sponsor.name)) return kind
  return rng.pick<GlyphKind>(['loop', 'wave', 'beam', 'stack', 'hex', 'sun', 'horizon', 'lantern'])
}

/**
 * Primary sponsors are in colour; secondary and partner logos are a single pale
 * ink on transparency, so they read as drawn and when the page inverts them.
 */
export function wordmark(sponsor: Sponsor): string {
  const rng = new Rng(sponsor.logo)
  const s = new Svg(480, 160)
  const isPrimary = sponsor.tier === 'primary'
  const [from, to] = rng.pick(ACCENT_PAIRS)
  const ink = isPrimary ? P.white : '#ece8ff'
  const paint = isPrimary
    ? s.linear(
        [
          [0, from],
          [1, to],
        ],
        0,
        0,
        1,
        1,
      )
    : ink
  // Cut-outs in a one-colour logo must be holes, not a colour: the page may recolour the logo.
  const cutout = isPrimary ? P.night : 'none'
  const kind = sponsorGlyph(sponsor, rng)
  const mask = isPrimary
    ? ''
    : s.def(`mask-${kind}`, (id) => `<mask id="${id}">${glyph(kind, P.white, P.ink)}</mask>`)
  const glyphMarkup = isPrimary
    ? glyph(kind, paint, cutout)
    : rect(0, 0, 100, 100, ink, ` mask="url(#${mask})"`)
  s.add(`<g transform="translate(20 30)">${glyphMarkup}</g>`)
  const words = sponsor.name.split(' ')
  const lastWord = words.at(-1) ?? ''
  const twoLines = sponsor.name.length > 13 && words.length > 1 && lastWord.length >= 4
  const main = twoLines ? words.slice(0, -1).join(' ') : sponsor.name
  const sub = twoLines ? lastWord.toUpperCase() : ''
  const available = 320
  s.add(text(140, twoLines ? 88 : 100, main, { size: 56, fill: ink, maxWidth: available }))
  if (twoLines)
    s.add(text(142, 128, sub, { size: 24, fill: isPrimary ? to : ink, spacing: 7, maxWidth: available }))
  return s.render()
}
