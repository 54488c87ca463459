// Pictures of a team's app: a phone on a soft backdrop, its screen laid out as the file's name
// says (`…-welcome.svg`, `…-result.svg`), so each picture shows what its alt describes.
import { Rng } from './random.ts'
import { P, ACCENT_PAIRS } from './palette.ts'
import { Svg, rect, circle, path, strokes, opacity, text } from './svg.ts'

const W = 1200
const H = 900
// The phone's screen, inside its frame.
const SX = 404
const SY = 54
const SW = 392
const SH = 792
const PAD = 28
const INNER = SW - 2 * PAD

interface Screen {
  s: Svg
  rng: Rng
  accent: string
  second: string
}

const faintLine = (x: number, y: number, width: number) =>
  rect(x, y, width, 12, P.white, ` rx="6"${opacity(0.3)}`)
const card = (y: number, height: number) =>
  rect(SX + PAD, y, INNER, height, P.white, ` rx="22"${opacity(0.08)}`)
const label = (x: number, y: number, content: string, size: number, fill: string = P.white) =>
  text(x, y, content, { size, fill, maxWidth: INNER - (x - SX - PAD) })
const playIcon = (x: number, y: number, fill: string, size = 14) =>
  path(`M${x} ${y - size}L${x + size * 1.7} ${y}L${x} ${y + size}Z`, fill)
const note = (x: number, y: number, fill: string) =>
  circle(x, y, 11, fill) + strokes(`M${x + 9} ${y}V${y - 34}L${x + 24} ${y - 28}`, fill, 6)

/** A welcome screen: the app's mark, its name, one line of copy and a Start button. */
function welcome({ s, accent, second }: Screen, name: string): void {
  const cx = SX + SW / 2
  s.add(
    circle(
      cx,
      SY + 250,
      92,
      s.linear(
        [
          [0, accent],
          [1, second],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  s.add(circle(cx, SY + 250, 40, P.night, opacity(0.35)), circle(cx, SY + 250, 14, P.white))
  s.add(text(cx, SY + 430, name, { size: 44, fill: P.white, anchor: 'middle', maxWidth: INNER }))
  s.add(faintLine(cx - 130, SY + 470, 260), faintLine(cx - 95, SY + 496, 190))
  s.add(rect(SX + PAD, SY + 640, INNER, 76, accent, ` rx="38"`))
  s.add(text(cx, SY + 690, 'Start', { size: 32, fill: P.night, anchor: 'middle' }))
}

/** A result screen: a five-colour palette, three tone-of-voice words and four cover-art sketches. */
function result({ s, rng, accent }: Screen): void {
  const x = SX + PAD
  s.add(label(x, SY + 150, 'Palette', 26))
  const swatches = [accent, P.sunset, P.citrus, P.lagoon, P.lilac]
  swatches.forEach((colour, index) => s.add(circle(x + 30 + index * 68, SY + 200, 28, colour)))
  s.add(label(x, SY + 290, 'Tone', 26))
  ;['Warm', 'Bold', 'Honest'].forEach((word, index) => {
    const chipX = x + index * 114
    s.add(rect(chipX, SY + 310, 104, 48, P.white, ` rx="24"${opacity(0.14)}`))
    s.add(text(chipX + 52, SY + 343, word, { size: 20, fill: P.white, anchor: 'middle', maxWidth: 88 }))
  })
  s.add(label(x, SY + 420, 'Cover art', 26))
  const size = (INNER - 20) / 2
  for (let index = 0; index < 4; index++) {
    const cx = x + (index % 2) * (size + 20)
    const cy = SY + 440 + Math.floor(index / 2) * (size + 20)
    const [from, to] = rng.pick(ACCENT_PAIRS)
    s.add(
      rect(
        cx,
        cy,
        size,
        size,
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
        ` rx="16"`,
      ),
    )
    s.add(
      circle(
        cx + size * rng.range(0.3, 0.7),
        cy + size * rng.range(0.3, 0.7),
        size * 0.18,
        P.night,
        opacity(0.35),
      ),
    )
  }
}

/** A day's schedule: three sets, each with its time and a warm-up playlist. */
function schedule({ s, accent }: Screen): void {
  const x = SX + PAD
  s.add(label(x, SY + 140, 'Your day', 30))
  ;['14:30', '17:15', '20:40'].forEach((time, index) => {
    const y = SY + 180 + index * 200
    s.add(card(y, 180))
    s.add(label(x + 24, y + 50, time, 30, accent))
    s.add(faintLine(x + 150, y + 30, 160), faintLine(x + 150, y + 54, 110))
    for (let track = 0; track < 3; track++) {
      const ty = y + 100 + track * 26
      s.add(playIcon(x + 26, ty, accent, 8))
      s.add(faintLine(x + 56, ty - 6, 220 - track * 30))
    }
  })
}

/** A suggestion: a fado house on a small map, tonight's singer and a three-song playlist. */
function suggestion({ s, accent, second }: Screen): void {
  const x = SX + PAD
  s.add(rect(x, SY + 110, INNER, 220, P.indigo, ` rx="22"`))
  s.add(
    strokes(
      `M${x + 20} ${SY + 280}C${x + 120} ${SY + 200} ${x + 200} ${SY + 300} ${x + INNER - 20} ${SY + 150}`,
      P.white,
      10,
      opacity(0.25),
    ),
  )
  s.add(strokes(`M${x + 60} ${SY + 130}L${x + 100} ${SY + 320}`, P.white, 8, opacity(0.18)))
  const pinX = x + INNER / 2
  s.add(
    path(
      `M${pinX} ${SY + 250}C${pinX - 40} ${SY + 200} ${pinX - 36} ${SY + 160} ${pinX} ${SY + 160}S${pinX + 40} ${SY + 200} ${pinX} ${SY + 250}Z`,
      accent,
    ),
  )
  s.add(circle(pinX, SY + 190, 12, P.night))
  s.add(card(SY + 350, 150))
  s.add(circle(x + 64, SY + 425, 40, second))
  s.add(label(x + 120, SY + 415, 'Tonight', 26))
  s.add(faintLine(x + 120, SY + 440, 180))
  for (let track = 0; track < 3; track++) {
    const y = SY + 560 + track * 70
    s.add(card(y - 35, 60), playIcon(x + 24, y - 5, accent), faintLine(x + 66, y - 11, 200 - track * 24))
  }
}

/** A tram line on a map: five stops, a note at each, and a player with the current stop's track. */
function map({ s, accent, second }: Screen): void {
  const x = SX + PAD
  const stops: [number, number][] = [
    [x + 84, SY + 140],
    [x + 262, SY + 220],
    [x + 100, SY + 330],
    [x + 272, SY + 430],
    [x + 120, SY + 540],
  ]
  s.add(strokes(`M${stops.map(([sx, sy]) => `${sx} ${sy}`).join('L')}`, accent, 14))
  stops.forEach(([sx, sy], index) => {
    s.add(
      circle(sx, sy, 20, index === 2 ? P.white : P.night),
      circle(sx, sy, 20, 'none', ` stroke="${accent}" stroke-width="8"`),
    )
    // Each note on the side away from the line's bends, so none sits on the track.
    const noteX = sx < x + INNER / 2 ? sx - 62 : sx + 32
    s.add(note(noteX, sy - 6, index === 2 ? accent : second))
  })
  s.add(card(SY + 630, 120))
  s.add(rect(x + 20, SY + 655, 70, 70, second, ` rx="14"`))
  s.add(faintLine(x + 108, SY + 670, 180), faintLine(x + 108, SY + 696, 120))
  s.add(rect(x + 108, SY + 722, INNER - 130, 8, P.white, ` rx="4"${opacity(0.2)}`))
  s.add(rect(x + 108, SY + 722, (INNER - 130) * 0.4, 8, accent, ` rx="4"`))
}

export const SCREEN_LAYOUTS = { welcome, result, schedule, suggestion, map } as const
export type ScreenLayout = keyof typeof SCREEN_LAYOUTS

/** The layout a picture's file name asks for (`teams/screens/brandprint-result.svg` → `result`). */
export function screenLayout(src: string): ScreenLayout | undefined {
  const word =
    src
      .replace(/\.svg$/, '')
      .split('-')
      .at(-1) ?? ''
  return word in SCREEN_LAYOUTS ? (word as ScreenLayout) : undefined
}

export function appScreen(src: string, appName: string): string {
  const layout = screenLayout(src)
  if (layout === undefined)
    throw new Error(
      `${src}: end the file's name with the screen it shows: ${Object.keys(SCREEN_LAYOUTS).join(', ')}`,
    )
  const rng = new Rng(`screen:${appName}`)
  const [accent, second] = rng.pick(ACCENT_PAIRS)
  const s = new Svg(W, H)
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, P.plum],
          [1, P.ink],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  s.add(
    circle(W * 0.22, H * 0.3, 260, accent, opacity(0.18)),
    circle(W * 0.8, H * 0.75, 300, second, opacity(0.16)),
  )
  // The phone: frame, screen, notch, and the app's name in its bar.
  s.add(rect(SX - 14, SY - 14, SW + 28, SH + 28, P.ink, ` rx="58"`))
  s.add(rect(SX, SY, SW, SH, P.night, ` rx="44"`))
  s.add(rect(SX + SW / 2 - 60, SY + 14, 120, 26, P.ink, ` rx="13"`))
  if (layout !== 'welcome')
    s.add(text(SX + PAD, SY + 86, appName, { size: 24, fill: accent, maxWidth: INNER }))
  SCREEN_LAYOUTS[layout]({ s, rng, accent, second }, appName)
  return s.render()
}
