// The brand: the Culture Coded mark, the navbar and hero lettering, the poster and the favicon.
import { featuredEdition } from '../../content/index.ts'
import { Rng } from './random.ts'
import { P } from './palette.ts'
import { Svg, rect, circle, path, strokes, opacity, text } from './svg.ts'
import { backdrop, beams, crowd, wavePath, stars } from './elements.ts'

/** Two nested C arcs: the Culture Coded mark, in a 100×100 box. */
function ccMark(s: Svg, strokeWidth = 12): string {
  const paint = s.linear(
    [
      [0, P.coral],
      [0.5, P.magenta],
      [1, P.violet],
    ],
    0,
    0,
    1,
    1,
  )
  return (
    strokes('M82 24A40 40 0 1 0 82 76', paint, strokeWidth) +
    strokes('M68 38A20 20 0 1 0 68 62', P.cyan, strokeWidth)
  )
}

export function navbarArt(): string {
  const s = new Svg(600, 120)
  s.add(`<g transform="translate(10 10)">${ccMark(s)}</g>`)
  s.add(text(124, 78, 'CULTURE CODED', { size: 52, fill: P.white, maxWidth: 460 }))
  s.add(
    rect(
      126,
      92,
      120,
      6,
      s.linear(
        [
          [0, P.coral],
          [1, P.violet],
        ],
        0,
        0,
        1,
        0,
      ),
      ` rx="3"`,
    ),
  )
  return s.render()
}

export function heroBannerArt(): string {
  const s = new Svg(1200, 400)
  const rng = new Rng('brand/hero-banner.svg')
  const halo = ` stroke="${P.ink}" stroke-opacity=".45" stroke-width="14" paint-order="stroke" stroke-linejoin="round"`
  s.add(
    text(600, 200, 'CULTURE CODED', {
      size: 150,
      fill: P.white,
      anchor: 'middle',
      maxWidth: 1100,
      extra: halo,
    }),
  )
  s.add(
    strokes(
      wavePath(rng, 160, 262, 880, 16, 24),
      s.linear(
        [
          [0, P.coral],
          [0.5, P.magenta],
          [1, P.cyan],
        ],
        0,
        0,
        1,
        0,
      ),
      8,
    ),
  )
  s.add(
    text(600, 350, 'AI × MUSIC BUILDATHON', {
      size: 54,
      fill: P.citrus,
      anchor: 'middle',
      spacing: 10,
      maxWidth: 900,
      extra: halo,
    }),
  )
  return s.render()
}

function formatDateRange(startDate: string, endDate: string): string {
  const format = (iso: string) =>
    new Date(`${iso}T12:00:00Z`)
      .toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
      .toUpperCase()
  return `${format(startDate)} – ${format(endDate)} ${endDate.slice(0, 4)}`
}

export function posterArt(): string {
  const s = new Svg(1200, 1600)
  const rng = new Rng('brand/poster.svg')
  backdrop(s, [P.ink, P.plum, '#8a2a6e', P.sunset])
  stars(s, rng, 60, 700)
  // A striped sunset sun behind the bridge tower.
  const sunFill = s.linear([
    [0, P.citrus],
    [0.5, P.sunset],
    [1, P.magenta],
  ])
  const stripes = s.def('sun-stripes', (id) => {
    let bands = ''
    for (let index = 0; index < 7; index++) bands += rect(0, 1000 + index * 38, 1200, 8 + index * 3, P.ink)
    return `<mask id="${id}">${rect(0, 0, 1200, 1600, P.white)}${bands}</mask>`
  })
  s.add(circle(600, 980, 330, sunFill, ` mask="url(#${stripes})"`))
  // A bridge tower and its cables: San Francisco at a glance.
  s.add(
    path('M232 1240V650h30V1240ZM322 1240V650h30V1240Z', P.coral, opacity(0.95)),
    rect(222, 640, 140, 28, P.coral),
    rect(232, 760, 120, 18, P.coral),
    rect(232, 880, 120, 18, P.coral),
    strokes('M-40 1080Q150 1090 247 660M337 660Q500 1000 1240 1060', P.coral, 6, opacity(0.9)),
  )
  beams(
    s,
    rng,
    [
      [600, 1240],
      [600, 1240],
      [600, 1240],
      [600, 1240],
      [600, 1240],
    ],
    [P.magenta, P.cyan, P.violet],
    { length: 1100, spread: 0.8, width: 90, up: true, strength: 0.35 },
  )
  crowd(s, rng, { y: 1290, headR: 16, color: P.grape, arms: 0.3 })
  crowd(s, rng, { y: 1380, headR: 26, color: P.plum, arms: 0.4, phones: P.citrus })
  crowd(s, rng, { y: 1500, headR: 40, color: P.ink, arms: 0.5 })
  s.add(rect(0, 1530, 1200, 70, P.ink))
  // Type.
  s.add(text(600, 250, 'CULTURE', { size: 230, fill: P.white, anchor: 'middle', maxWidth: 1040 }))
  s.add(text(600, 440, 'CODED', { size: 230, fill: P.citrus, anchor: 'middle', maxWidth: 1040 }))
  s.add(rect(150, 490, 900, 84, P.magenta, ` rx="42"`))
  s.add(
    text(600, 548, 'AI MUSIC BUILDATHON', {
      size: 46,
      fill: P.white,
      anchor: 'middle',
      spacing: 6,
      maxWidth: 820,
    }),
  )
  s.add(
    text(600, 1458, featuredEdition.event.city.toUpperCase(), {
      size: 64,
      fill: P.white,
      anchor: 'middle',
      spacing: 8,
      maxWidth: 900,
    }),
  )
  s.add(
    text(600, 1530, `LIVE AT ${featuredEdition.event.festival.toUpperCase()}`, {
      size: 40,
      fill: P.citrus,
      anchor: 'middle',
      spacing: 6,
      maxWidth: 900,
    }),
  )
  s.add(
    text(600, 1578, formatDateRange(featuredEdition.event.startDate, featuredEdition.event.endDate), {
      size: 28,
      fill: P.lilac,
      anchor: 'middle',
      spacing: 4,
      maxWidth: 900,
    }),
  )
  return s.render()
}

export function faviconArt(): string {
  const s = new Svg(64, 64)
  s.add(rect(0, 0, 64, 64, P.night, ` rx="14"`))
  s.add(`<g transform="translate(6 6) scale(.52)">${ccMark(s, 14)}</g>`)
  return s.render()
}
