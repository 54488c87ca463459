// A team's social card (1200×630, the Open Graph size): the team's logo, its name and the event's
// brand. The SVG here is the card without the pictures; build/team-cards.ts lays the
// logo and the brand's wordmark over it and writes the PNG.
import { CARD_HEIGHT, CARD_WIDTH } from '../../app/lib/socialCard.ts'
import { P } from './palette.ts'
import { Svg, rect, strokes, text } from './svg.ts'

export const LOGO_BOX = { left: 90, top: 135, size: 360 } as const
export const WORDMARK_BOX = { left: 520, top: 120, width: 400 } as const

export interface TeamCardText {
  name: string
  tagline: string
  address: string
  hasLogo: boolean
}

export function teamCardBackdrop({ name, tagline, address, hasLogo }: TeamCardText): string {
  const s = new Svg(CARD_WIDTH, CARD_HEIGHT)
  s.add(
    rect(
      0,
      0,
      CARD_WIDTH,
      CARD_HEIGHT,
      s.linear(
        [
          [0, P.ink],
          [0.6, P.plum],
          [1, P.grape],
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
      CARD_WIDTH,
      CARD_HEIGHT,
      s.radial(
        [
          [0, P.magenta, 0.35],
          [1, P.magenta, 0],
        ],
        0.85,
        0.9,
        0.6,
      ),
    ),
  )
  const { left, top, size } = LOGO_BOX
  if (!hasLogo) {
    // The placeholder of the team card: a music note on a raised tile.
    s.add(rect(left, top, size, size, P.indigo, ' rx="56"'))
    const scale = size / 36
    s.add(
      `<g transform="translate(${left + size / 2 - 12 * scale} ${top + size / 2 - 12 * scale}) scale(${scale})">` +
        strokes('M9 18V5l12-2v13', P.violet, 2, ' stroke-linejoin="round"') +
        '<circle cx="6" cy="18" r="3" fill="none" stroke="' +
        P.violet +
        '" stroke-width="2"/><circle cx="18" cy="16" r="3" fill="none" stroke="' +
        P.violet +
        '" stroke-width="2"/></g>',
    )
  }
  s.add(text(520, 345, name, { size: 88, fill: P.white, maxWidth: 600 }))
  s.add(text(520, 410, tagline, { size: 30, fill: P.citrus, maxWidth: 600 }))
  s.add(
    rect(
      522,
      444,
      180,
      8,
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
      ' rx="4"',
    ),
  )
  s.add(text(520, 540, address, { size: 26, fill: P.lilac, maxWidth: 600 }))
  return s.render()
}
