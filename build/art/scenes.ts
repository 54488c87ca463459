// Scenes, one per kind of picture, and which scene each photo and timeline step gets.
import { Rng } from './random.ts'
import { P, type Mood, MOODS, SKIN_TONES } from './palette.ts'
import { n, n1, Svg, rect, circle, ellipse, path, strokes, opacity, text } from './svg.ts'
import {
  backdrop,
  glow,
  dots,
  person,
  beams,
  crowd,
  bars,
  wavePath,
  confetti,
  stars,
  stringLights,
  digits,
} from './elements.ts'

export type Scene = (s: Svg, rng: Rng) => void

export function festivalStage(
  options: { lasers?: boolean; confetti?: boolean; asBackground?: boolean } = {},
): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    const horizon = h * 0.64
    backdrop(s, [mood.sky[0], mood.sky[1], mood.sky[2]])
    if (!options.asBackground && !options.confetti) stars(s, rng, 30, horizon * 0.5)
    const cx = w * rng.range(0.44, 0.56)
    const stageW = Math.min(w * 0.54, h * 0.95)
    const roofY = horizon - stageW * 0.5
    const floorY = horizon + h * 0.02
    const left = cx - stageW / 2
    const right = cx + stageW / 2
    glow(s, cx, horizon - stageW * 0.15, stageW * 0.85, mood.accents[0], 0.55)
    beams(
      s,
      rng,
      [
        [cx - stageW * 0.3, roofY],
        [cx, roofY],
        [cx + stageW * 0.3, roofY],
        [cx - stageW * 0.15, roofY],
        [cx + stageW * 0.15, roofY],
      ],
      mood.accents,
      {
        length: h * 0.9,
        spread: 0.5,
        width: w * 0.05,
        up: true,
        strength: 0.35,
      },
    )
    // Screen, towers and roof.
    const screenTop = roofY + stageW * 0.09
    const screenBottom = floorY - stageW * 0.12
    s.add(
      rect(
        left + stageW * 0.1,
        screenTop,
        stageW * 0.8,
        screenBottom - screenTop,
        s.linear(
          [
            [0, mood.accents[1]],
            [1, mood.accents[0]],
          ],
          0,
          0,
          1,
          1,
        ),
        opacity(0.85),
      ),
    )
    bars(
      s,
      rng,
      left + stageW * 0.16,
      screenBottom - stageW * 0.03,
      stageW * 0.68,
      (screenBottom - screenTop) * 0.75,
      22,
      P.white,
    )
    s.add(
      rect(left - stageW * 0.02, roofY, stageW * 0.09, floorY - roofY, P.ink),
      rect(right - stageW * 0.07, roofY, stageW * 0.09, floorY - roofY, P.ink),
      path(
        `M${n(left - stageW * 0.08)} ${n(roofY + stageW * 0.05)}L${n(left + stageW * 0.1)} ${n(roofY - stageW * 0.06)}H${n(right - stageW * 0.1)}L${n(right + stageW * 0.08)} ${n(roofY + stageW * 0.05)}Z`,
        P.ink,
      ),
      rect(left - stageW * 0.1, floorY - stageW * 0.03, stageW * 1.2, h, P.ink),
    )
    // Fixtures along the truss, each throwing a beam onto the crowd.
    const fixtures: [number, number][] = []
    for (let index = 0; index < 9; index++)
      fixtures.push([left + stageW * (0.1 + index * 0.1), roofY + stageW * 0.05])
    beams(s, rng, fixtures, mood.accents, { length: h * 0.55, spread: 0.55, width: w * 0.035, strength: 0.4 })
    s.add(strokes(dots(fixtures), P.white, stageW * 0.022))
    if (options.lasers) {
      let d = ''
      for (let index = 0; index < 12; index++) {
        const angle = -Math.PI / 2 + (index - 5.5) * 0.14
        d += `M${n(cx)} ${n(screenTop)}l${n(Math.cos(angle) * w)} ${n(Math.sin(angle) * w)}`
      }
      s.add(strokes(d, mood.accents[2], Math.max(2, w / 600), opacity(0.8)))
    }
    if (options.confetti) confetti(s, rng, 80, [P.citrus, P.coral, P.cyan, P.white, P.violet])
    if (!options.asBackground)
      crowd(s, rng, { y: horizon + h * 0.05, headR: h * 0.012, color: P.grape, spacing: 0.85 })
    crowd(s, rng, { y: horizon + h * 0.12, headR: h * 0.018, color: P.plum, arms: 0.2 })
    crowd(s, rng, { y: horizon + h * 0.22, headR: h * 0.028, color: P.indigo, arms: 0.3, phones: P.citrus })
    crowd(s, rng, { y: h * 0.93, headR: h * 0.045, color: P.ink, arms: 0.35 })
  }
}

function festivalCrowd(options: { far?: boolean } = {}): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    backdrop(s, [mood.sky[0], mood.sky[1], mood.sky[2]])
    const glowX = w * rng.range(0.3, 0.7)
    glow(s, glowX, h * 0.45, Math.max(w, h) * 0.55, mood.accents[0], 0.7)
    beams(
      s,
      rng,
      [
        [glowX - w * 0.1, h * 0.5],
        [glowX, h * 0.5],
        [glowX + w * 0.1, h * 0.5],
        [glowX - w * 0.2, h * 0.52],
        [glowX + w * 0.2, h * 0.52],
      ],
      mood.accents,
      {
        length: h * 0.8,
        spread: 0.7,
        width: w * 0.05,
        up: true,
        strength: 0.45,
      },
    )
    if (options.far) {
      const stageW = w * 0.22
      s.add(
        rect(glowX - stageW / 2, h * 0.36, stageW, h * 0.14, mood.accents[1], opacity(0.9)),
        rect(glowX - stageW * 0.6, h * 0.33, stageW * 1.2, h * 0.03, P.ink),
      )
      bars(s, rng, glowX - stageW * 0.4, h * 0.48, stageW * 0.8, h * 0.1, 14, P.white)
      crowd(s, rng, { y: h * 0.52, headR: h * 0.008, color: P.grape, spacing: 0.6 })
      crowd(s, rng, { y: h * 0.58, headR: h * 0.012, color: P.plum, spacing: 0.7, arms: 0.2 })
    } else {
      confetti(s, rng, 110, [P.citrus, P.coral, P.cyan, P.white, P.magenta], { x: 0, y: 0, w, h: h * 0.6 })
    }
    crowd(s, rng, { y: h * 0.62, headR: h * 0.018, color: P.grape, arms: 0.35 })
    crowd(s, rng, { y: h * 0.72, headR: h * 0.028, color: P.plum, arms: 0.45, phones: P.citrus })
    crowd(s, rng, { y: h * 0.84, headR: h * 0.04, color: P.indigo, arms: 0.5, phones: P.white })
    crowd(s, rng, { y: h * 0.97, headR: h * 0.06, color: P.ink, arms: 0.55, spacing: 0.9 })
  }
}

const djBooth: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.ink, mood.sky[1], P.ink])
  // LED wall: a dot pattern under a coloured wash.
  const pitch = Math.round(Math.max(w, h) / 60)
  const id = s.def(
    `led${pitch}${mood.accents[1]}`,
    (id) =>
      `<pattern id="${id}" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${n1(pitch * 0.28)}" fill="${mood.accents[1]}"/></pattern>`,
  )
  s.add(rect(0, 0, w, h * 0.62, `url(#${id})`, opacity(0.55)))
  glow(s, w / 2, h * 0.35, Math.max(w, h) * 0.45, mood.accents[0], 0.75)
  beams(
    s,
    rng,
    [
      [w * 0.5, h * 0.3],
      [w * 0.5, h * 0.3],
      [w * 0.5, h * 0.3],
      [w * 0.5, h * 0.3],
      [w * 0.5, h * 0.3],
      [w * 0.5, h * 0.3],
    ],
    mood.accents,
    {
      length: Math.max(w, h),
      spread: 1.4,
      width: w * 0.04,
      up: true,
      strength: 0.3,
    },
  )
  const deskY = h * 0.62
  const scale = Math.min(w, h * 1.3)
  // The DJ, one arm up, headphones on.
  const djX = w / 2 + scale * 0.04
  const headR = scale * 0.05
  const dj = person(djX, deskY - headR * 2.6, headR, deskY + 2, P.ink)
  s.add(
    strokes(`M${n(dj.right[0])} ${n(dj.right[1])}l${n(headR * 1.6)} ${n(-headR * 4.2)}`, P.ink, headR * 0.9),
    dj.markup,
    strokes(
      `M${n(djX - headR * 1.1)} ${n(deskY - headR * 4)}A${n(headR * 1.15)} ${n(headR * 1.15)} 0 0 1 ${n(djX + headR * 1.1)} ${n(deskY - headR * 4)}`,
      mood.accents[2],
      headR * 0.3,
    ),
  )
  // Booth, decks and mixer.
  const boothW = scale * 0.8
  const bl = w / 2 - boothW / 2
  s.add(
    path(
      `M${n(bl)} ${n(deskY)}H${n(bl + boothW)}L${n(bl + boothW * 0.94)} ${n(h * 0.86)}H${n(bl + boothW * 0.06)}Z`,
      P.night,
    ),
    rect(bl, deskY - 4, boothW, 8, mood.accents[2]),
    rect(bl + boothW * 0.06, h * 0.7, boothW * 0.88, h * 0.012, mood.accents[0], opacity(0.8)),
  )
  for (const side of [-1, 1]) {
    const tx = w / 2 + side * boothW * 0.3
    s.add(
      ellipse(tx, deskY - scale * 0.015, boothW * 0.14, scale * 0.035, '#1c1544'),
      ellipse(tx, deskY - scale * 0.015, boothW * 0.05, scale * 0.012, mood.accents[side === -1 ? 0 : 1]),
    )
  }
  s.add(rect(w / 2 - boothW * 0.08, deskY - scale * 0.03, boothW * 0.16, scale * 0.03, '#1c1544'))
  crowd(s, rng, { y: h * 0.9, headR: h * 0.04, color: P.ink, arms: 0.5, phones: P.citrus })
}

interface LaptopOptions {
  mentor?: boolean
}

function laptopsHall(options: LaptopOptions = {}): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    backdrop(s, [P.ink, P.indigo, P.plum])
    // Projected slide on the back wall and pendant lamps.
    const slideW = w * 0.42
    s.add(
      rect(
        w / 2 - slideW / 2,
        h * 0.12,
        slideW,
        slideW * 0.42,
        s.linear(
          [
            [0, mood.accents[0]],
            [1, mood.accents[1]],
          ],
          0,
          0,
          1,
          1,
        ),
        opacity(0.35),
      ),
    )
    s.add(
      strokes(
        wavePath(rng, w / 2 - slideW * 0.4, h * 0.12 + slideW * 0.21, slideW * 0.8, slideW * 0.06, 10),
        P.white,
        4,
        opacity(0.7),
      ),
    )
    let cords = ''
    const lamps: [number, number][] = []
    for (let index = 0; index < 5; index++) {
      const x = w * (0.1 + index * 0.2)
      const y = h * rng.range(0.16, 0.26)
      cords += `M${n(x)} 0V${n(y)}`
      lamps.push([x, y])
    }
    s.add(strokes(cords, P.ink, 3))
    for (const [x, y] of lamps) glow(s, x, y + 12, h * 0.12, P.citrus, 0.35)
    s.add(strokes(dots(lamps.map(([x, y]) => [x, y + 10] as const)), P.cream, h * 0.028))
    // Far table, then near table with people facing us behind their laptops.
    drawTableRow(s, rng, mood, h * 0.52, h * 0.05, w * 0.1, w * 0.9, 6, 0.55)
    drawTableRow(s, rng, mood, h * 0.78, h * 0.09, -w * 0.02, w * 1.02, 4, 1)
    if (options.mentor) {
      const mx = w * rng.range(0.62, 0.8)
      const headR = h * 0.05
      const mentor = person(mx, h * 0.42, headR, h + 2, P.ink)
      s.add(
        strokes(
          `M${n(mentor.left[0])} ${n(mentor.left[1])}L${n(mx - headR * 4.5)} ${n(h * 0.7)}`,
          P.ink,
          headR * 0.9,
        ),
        mentor.markup,
        strokes(`M${n(mx - headR * 1.3)} ${n(h * 0.42 - headR * 1.2)}h0`, mood.accents[2], headR * 0.5),
      )
    }
  }
}

function drawTableRow(
  s: Svg,
  rng: Rng,
  mood: Mood,
  tableY: number,
  depth: number,
  from: number,
  to: number,
  seats: number,
  scale: number,
): void {
  const { h } = s
  const headR = h * 0.045 * scale
  const gap = (to - from) / seats
  let heads = ''
  let bodies = ''
  for (let index = 0; index < seats; index++) {
    const x = from + gap * (index + 0.5) + rng.range(-0.1, 0.1) * gap
    const top = tableY - headR * 3.4
    heads += `M${n(x)} ${n(top)}h0`
    bodies += `M${n(x)} ${n(top + headR * 3.2)}V${n(tableY + 10)}`
  }
  s.add(strokes(bodies, P.ink, headR * 3.6), strokes(heads, P.ink, headR * 2))
  // Screen light on each face, then the table and the backs of the laptops.
  for (let index = 0; index < seats; index++) {
    const x = from + gap * (index + 0.5)
    glow(s, x, tableY - headR * 1.6, headR * 3.2, mood.accents[index % 3] as string, 0.45)
  }
  s.add(
    path(
      `M${n(from)} ${n(tableY)}H${n(to)}L${n(to + depth)} ${n(tableY + depth)}H${n(from - depth)}Z`,
      '#1e1650',
    ),
  )
  s.add(rect(from - depth, tableY + depth, to - from + depth * 2, h * 0.03 * scale, P.ink))
  for (let index = 0; index < seats; index++) {
    const x = from + gap * (index + 0.5)
    const lidW = headR * 3.8
    const lidH = headR * 2.6
    s.add(rect(x - lidW / 2, tableY - lidH + depth * 0.4, lidW, lidH, '#2b2168', ` rx="${n(headR * 0.25)}"`))
    s.add(
      rect(
        x - lidW / 2,
        tableY - lidH + depth * 0.4,
        lidW,
        lidH * 0.06,
        mood.accents[index % 3] as string,
        opacity(0.9),
      ),
    )
    // Stickers: every laptop at a hackathon has them.
    const stickerColors = [P.citrus, P.coral, P.cyan, P.magenta, P.lilac]
    for (let sticker = 0; sticker < 3; sticker++) {
      const sx = x + rng.range(-0.35, 0.35) * lidW
      const sy = tableY - lidH * rng.range(0.2, 0.75) + depth * 0.4
      s.add(
        rng.chance(0.5)
          ? circle(sx, sy, headR * 0.28, rng.pick(stickerColors))
          : rect(
              sx - headR * 0.3,
              sy - headR * 0.2,
              headR * 0.6,
              headR * 0.4,
              rng.pick(stickerColors),
              ` rx="${n(headR * 0.1)}"`,
            ),
      )
    }
  }
}

function keyboardCloseUp(options: { late?: boolean } = {}): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    backdrop(s, options.late ? [P.ink, P.night, P.indigo] : [P.ink, P.indigo, P.plum])
    // The laptop screen with code, glowing onto the keys.
    const screenH = h * 0.36
    s.add(rect(w * 0.08, -20, w * 0.84, screenH + 20, P.ink, ` rx="24"`))
    s.add(
      rect(
        w * 0.1,
        -10,
        w * 0.8,
        screenH - 10,
        s.linear([
          [0, P.night],
          [1, '#1d1656'],
        ]),
        ` rx="14"`,
      ),
    )
    glow(s, w / 2, screenH, w * 0.5, mood.accents[0], options.late ? 0.5 : 0.35)
    const colors = [mood.accents[0], mood.accents[1], mood.accents[2], P.lilac]
    for (const [index, color] of colors.entries()) {
      let d = ''
      for (let line = 0; line < 9; line++) {
        if (line % colors.length !== index) continue
        const indent = rng.int(0, 3) * w * 0.03
        d += `M${n(w * 0.14 + indent)} ${n(screenH * 0.12 + line * screenH * 0.09)}h${n(rng.range(0.1, 0.4) * w)}`
      }
      s.add(strokes(d, color, screenH * 0.04))
    }
    // The keyboard: one key drawn once and tiled, tilted away from us; a few keys lit.
    const key = Math.round(w / 15)
    const pattern = s.def(
      `keys${key}`,
      (id) =>
        `<pattern id="${id}" width="${key}" height="${key}" patternUnits="userSpaceOnUse"><rect x="5" y="5" width="${key - 10}" height="${key - 10}" rx="9" fill="#241b5c"/><rect x="5" y="${key - 11}" width="${key - 10}" height="6" rx="3" fill="${mood.accents[2]}" opacity=".5"/></pattern>`,
    )
    let litKeys = ''
    for (let index = 0; index < 8; index++) {
      litKeys += rect(
        rng.int(-7, 6) * key + 5,
        rng.int(0, 5) * key + 5,
        key - 10,
        key - 10,
        rng.pick(mood.accents),
        ` rx="9" opacity=".85"`,
      )
    }
    s.add(
      `<g transform="translate(${n(w * 0.5)} ${n(h * 0.44)}) skewX(-8) scale(1 0.62)">` +
        rect(-w * 0.56, -key * 0.4, w * 1.12, h, '#120d33', ` rx="36"`) +
        rect(-key * 8, 0, key * 16, key * 6, `url(#${pattern})`) +
        litKeys +
        `</g>`,
    )
    // Two hands typing, rim-lit by the screen.
    for (const side of [-1, 1]) {
      const hx = w / 2 + side * w * 0.19
      const hy = h * 0.84
      const tilt = side * 14
      let fingers = ''
      for (let finger = 0; finger < 4; finger++) {
        const fx = hx + side * (finger - 1.5) * w * 0.03
        const length = h * (finger === 1 || finger === 2 ? 0.13 : 0.1)
        fingers += `M${n(fx)} ${n(hy - h * 0.05)}q${n(side * w * 0.004)} ${n(-length * 0.6)} ${n(side * (finger - 1.5) * w * 0.006)} ${n(-length)}`
      }
      fingers += `M${n(hx - side * w * 0.045)} ${n(hy)}l${n(-side * w * 0.05)} ${n(-h * 0.07)}`
      const palm = ellipse(
        hx,
        hy + h * 0.02,
        w * 0.066,
        h * 0.095,
        P.ink,
        ` transform="rotate(${tilt} ${n(hx)} ${n(hy)})"`,
      )
      s.add(
        strokes(
          `M${n(hx + side * w * 0.02)} ${n(hy)}L${n(hx + side * w * 0.09)} ${n(h * 1.1)}`,
          P.ink,
          w * 0.075,
        ),
        strokes(fingers, mood.accents[0], w * 0.033, opacity(0.45)),
        strokes(fingers, P.ink, w * 0.025),
        palm,
      )
    }
  }
}

function matchingBoard(options: { dense?: boolean } = {}): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    backdrop(s, [P.ink, P.indigo, P.night])
    const grid = Math.round(Math.max(w, h) / 40)
    const pattern = s.def(
      `grid${grid}`,
      (id) =>
        `<pattern id="${id}" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${P.lilac}" opacity=".18"/></pattern>`,
    )
    s.add(rect(0, 0, w, h, `url(#${pattern})`))
    glow(s, w * 0.5, h * 0.5, Math.max(w, h) * 0.45, mood.accents[0], 0.3)
    const cols = options.dense ? 5 : 4
    const rows = Math.max(2, Math.round((h / w) * cols * 0.75))
    const cardW = (w / cols) * 0.62
    const cardH = cardW * 0.62
    const cards: { x: number; y: number; color: string }[] = []
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        cards.push({
          x: (w / cols) * (col + 0.5) + rng.range(-0.12, 0.12) * cardW,
          y: (h / rows) * (row + 0.5) + rng.range(-0.15, 0.15) * cardH,
          color: rng.pick([P.coral, P.magenta, P.violet, P.cyan, P.lagoon, P.sunset, P.citrus]),
        })
      }
    }
    // Matches: glowing curves linking cards into teams.
    let links = ''
    for (let index = 0; index < cards.length; index++) {
      const a = cards[index]
      const b = cards[(index + rng.int(1, cols)) % cards.length]
      if (!a || !b || !rng.chance(0.7)) continue
      links += `M${n(a.x)} ${n(a.y)}Q${n((a.x + b.x) / 2 + rng.range(-0.1, 0.1) * w)} ${n((a.y + b.y) / 2 + rng.range(-0.1, 0.1) * h)} ${n(b.x)} ${n(b.y)}`
    }
    const linkId = s.def('links', (id) => `<path id="${id}" d="${links}"/>`)
    s.add(
      `<use href="#${linkId}" fill="none" stroke="${mood.accents[1]}" stroke-width="14" opacity=".18"/>`,
      `<use href="#${linkId}" fill="none" stroke="${mood.accents[1]}" stroke-width="4" opacity=".85"/>`,
    )
    const team = new Set([0, 1, cols, cols + 1].map((offset) => offset + rng.int(0, Math.max(0, cols - 2))))
    // Strokes that share a colour share a path: cards are many, files stay small.
    let names = ''
    let roles = ''
    const byColour = new Map<string, { avatars: [number, number][]; chips: string }>()
    let cardMarkup = ''
    for (const [index, card] of cards.entries()) {
      const x = card.x - cardW / 2
      const y = card.y - cardH / 2
      const highlight = team.has(index)
      cardMarkup += rect(
        x,
        y,
        cardW,
        cardH,
        highlight ? '#2a1f6b' : '#1a1446',
        ` rx="${n(cardH * 0.14)}"${highlight ? ` stroke="${mood.accents[2]}" stroke-width="5"` : ''}`,
      )
      names += `M${n(x + cardH * 0.62)} ${n(y + cardH * 0.28)}h${n(cardW * rng.range(0.3, 0.45))}`
      roles += `M${n(x + cardH * 0.62)} ${n(y + cardH * 0.46)}h${n(cardW * rng.range(0.15, 0.3))}`
      const colour = byColour.get(card.color) ?? { avatars: [], chips: '' }
      colour.avatars.push([x + cardH * 0.32, y + cardH * 0.36])
      let chipX = x + cardH * 0.2
      for (let chip = 0; chip < 3; chip++) {
        const length = cardW * rng.range(0.12, 0.22)
        colour.chips += `M${n(chipX)} ${n(y + cardH * 0.78)}h${n(length)}`
        chipX += length + cardH * 0.22
      }
      byColour.set(card.color, colour)
    }
    s.add(
      cardMarkup,
      strokes(names, P.cream, cardH * 0.08),
      strokes(roles, P.lilac, cardH * 0.06, opacity(0.6)),
    )
    for (const [colour, { avatars, chips }] of byColour) {
      s.add(strokes(dots(avatars), colour, cardH * 0.4), strokes(chips, colour, cardH * 0.13, opacity(0.75)))
    }
  }
}

const teamHuddle: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.night, P.plum, P.indigo])
  // Seen from above: a round table with laptops, notes and coffee, and the new team around it.
  const size = Math.min(w, h)
  const cx = w / 2
  const cy = h / 2
  const tableR = size * 0.27
  glow(s, cx, cy, size * 0.75, mood.accents[0], 0.45)
  s.add(circle(cx, cy, tableR * 1.75, P.ink, opacity(0.25)))
  s.add(circle(cx, cy, tableR, '#2b2170', ` stroke="${mood.accents[1]}" stroke-width="4"`))
  const people = rng.int(4, 5)
  const skins = [...SKIN_TONES]
  const hairs = ['#17102e', '#2b1a12', '#4a2c1a', '#d9a441', P.violet]
  for (let index = 0; index < people; index++) {
    const angle = (index / people) * Math.PI * 2 + rng.range(-0.15, 0.15) + 0.3
    const ux = Math.cos(angle)
    const uy = Math.sin(angle)
    const tx = -uy
    const ty = ux
    const shirt = [P.coral, P.cyan, P.citrus, P.lilac, P.magenta][index % 5] as string
    const skin = skins[(index * 2 + 1) % skins.length] as string
    const px = cx + ux * tableR * 1.28
    const py = cy + uy * tableR * 1.28
    const lx = cx + ux * tableR * 0.62
    const ly = cy + uy * tableR * 0.62
    const turn = ` transform="rotate(${n((angle * 180) / Math.PI + 90)} ${n(lx)} ${n(ly)})"`
    // Laptop: the base towards the person, the lid a glowing bar towards the middle.
    s.add(rect(lx - size * 0.07, ly - size * 0.03, size * 0.14, size * 0.08, '#c9c6ef', ` rx="6"${turn}`))
    s.add(
      rect(
        lx - size * 0.07,
        ly - size * 0.05,
        size * 0.14,
        size * 0.022,
        mood.accents[index % 3] as string,
        ` rx="4"${turn}`,
      ),
    )
    // Two arms reaching to the keys, shoulders, head.
    const hands: [number, number][] = [-1, 1].map((sign) => [
      lx + ux * size * 0.035 + sign * tx * size * 0.035,
      ly + uy * size * 0.035 + sign * ty * size * 0.035,
    ])
    const reach = hands
      .map(([hx, hy], i) => {
        const sign = i === 0 ? -1 : 1
        return `M${n(px + sign * tx * size * 0.065)} ${n(py + sign * ty * size * 0.065)}L${n(hx)} ${n(hy)}`
      })
      .join('')
    s.add(
      strokes(reach, shirt, size * 0.032),
      strokes(dots(hands), skin, size * 0.03),
      ellipse(
        px,
        py,
        size * 0.095,
        size * 0.05,
        shirt,
        ` transform="rotate(${n((angle * 180) / Math.PI + 90)} ${n(px)} ${n(py)})"`,
      ),
      circle(
        px + ux * size * 0.005,
        py + uy * size * 0.005,
        size * 0.043,
        hairs[index % hairs.length] as string,
      ),
    )
  }
  // Sticky notes and coffee in the middle.
  for (let index = 0; index < 5; index++) {
    const nx = cx + rng.range(-0.28, 0.28) * tableR
    const ny = cy + rng.range(-0.28, 0.28) * tableR
    s.add(
      rect(
        nx - size * 0.025,
        ny - size * 0.025,
        size * 0.05,
        size * 0.05,
        rng.pick([P.citrus, P.coral, P.cyan, P.lilac]),
        ` transform="rotate(${n(rng.range(-20, 20))} ${n(nx)} ${n(ny)})"`,
      ),
    )
  }
  s.add(
    circle(cx + tableR * 0.1, cy - tableR * 0.05, size * 0.028, P.cream),
    circle(cx + tableR * 0.1, cy - tableR * 0.05, size * 0.018, '#6b4423'),
  )
}

const stickyWall: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.indigo, P.plum, P.night])
  glow(s, w * 0.3, h * 0.2, Math.max(w, h) * 0.5, mood.accents[1], 0.3)
  const note = Math.min(w, h) * 0.11
  const colors = [P.citrus, P.coral, P.cyan, P.lilac, P.sunset, P.magenta]
  const clusters = 4
  for (let cluster = 0; cluster < clusters; cluster++) {
    const ccx = w * 0.16 + ((w * 0.68) / (clusters - 1)) * cluster
    const ccy = h * rng.range(0.25, 0.45)
    const color = colors[cluster % colors.length] as string
    s.add(
      ellipse(
        ccx,
        ccy + note * 0.6,
        note * 1.9,
        note * 2.1,
        'none',
        ` stroke="${P.cream}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" opacity=".5"`,
      ),
    )
    for (let index = 0; index < 5; index++) {
      const x = ccx + rng.range(-1.2, 1.2) * note
      const y = ccy + rng.range(-1.1, 2.1) * note
      const rotate = ` transform="rotate(${n(rng.range(-9, 9))} ${n(x)} ${n(y)})"`
      s.add(
        `<g${rotate}>` +
          rect(x - note / 2 + 6, y - note / 2 + 8, note, note, P.ink, opacity(0.35)) +
          rect(x - note / 2, y - note / 2, note, note, index === 0 ? P.cream : color) +
          strokes(
            `M${n(x - note * 0.32)} ${n(y - note * 0.15)}h${n(note * rng.range(0.4, 0.64))}M${n(x - note * 0.32)} ${n(y + note * 0.08)}h${n(note * rng.range(0.3, 0.6))}M${n(x - note * 0.32)} ${n(y + note * 0.3)}h${n(note * rng.range(0.2, 0.4))}`,
            P.ink,
            note * 0.06,
            opacity(0.7),
          ) +
          `</g>`,
      )
    }
  }
  // Someone adding one more idea.
  const px = w * rng.range(0.62, 0.8)
  const headR = h * 0.065
  const builder = person(px, h * 0.8, headR, h + 2, P.ink)
  s.add(
    strokes(
      `M${n(builder.right[0])} ${n(builder.right[1])}L${n(px + headR * 2.6)} ${n(h * 0.5)}`,
      P.ink,
      headR * 0.85,
    ),
    rect(
      px + headR * 2,
      h * 0.4,
      note,
      note,
      P.citrus,
      ` transform="rotate(6 ${n(px + headR * 2.4)} ${n(h * 0.44)})"`,
    ),
    builder.markup,
  )
}

const countdown: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.ink, P.indigo, P.plum])
  const time = `0${rng.int(0, 3)}:${rng.int(1, 5)}${rng.int(0, 9)}:${rng.int(0, 5)}${rng.int(0, 9)}`
  const clockW = Math.min(w * 0.62, h * 0.95)
  // Six digits at 0.725 of the height each plus two colons at 0.3, less the last gap.
  const digitH = (clockW * 0.86) / (6 * 0.725 + 2 * 0.3 - 0.225)
  const clockH = digitH * 1.5
  const x = w / 2 - clockW / 2
  const y = h * 0.1
  glow(s, w / 2, y + clockH / 2, clockW * 0.75, mood.accents[0], 0.45)
  s.add(
    rect(
      x,
      y,
      clockW,
      clockH,
      P.ink,
      ` rx="${n(clockH * 0.14)}" stroke="${mood.accents[1]}" stroke-width="5"`,
    ),
  )
  digits(s, time, x + clockW * 0.07, y + digitH * 0.25, digitH, mood.accents[2])
  drawTableRow(s, rng, mood, h * 0.66, h * 0.05, w * 0.05, w * 0.95, 6, 0.7)
  drawTableRow(s, rng, mood, h * 0.9, h * 0.08, -w * 0.05, w * 1.05, 4, 1.05)
}

const brunchStage: Scene = (s, rng) => {
  const { w, h } = s
  backdrop(s, [P.plum, '#7a2a6b', P.sunset])
  glow(s, w / 2, h * 0.4, Math.max(w, h) * 0.45, P.citrus, 0.4)
  // A small stage with a banner, string lights and a three-piece band.
  const stageY = h * 0.56
  const stageW = Math.min(w * 0.6, h * 1.1)
  const stageX = w / 2 - stageW / 2
  s.add(rect(stageX, h * 0.16, stageW, stageY - h * 0.16, P.grape, opacity(0.7)))
  s.add(rect(stageX + stageW * 0.2, h * 0.19, stageW * 0.6, h * 0.07, P.cream, ` rx="${n(h * 0.035)}"`))
  s.add(
    text(w / 2, h * 0.19 + h * 0.048, 'DEMO DAY BRUNCH', {
      size: h * 0.04,
      fill: P.plum,
      anchor: 'middle',
      spacing: h * 0.006,
      maxWidth: stageW * 0.52,
    }),
  )
  stringLights(s, w * 0.04, w * 0.96, h * 0.08, h * 0.06, [P.citrus, P.cream, P.coral])
  const headR = Math.min(h * 0.032, w * 0.02)
  const singer = stageX + stageW * 0.22
  const drummer = w / 2
  const guitarist = stageX + stageW * 0.78
  // Drummer behind the kit.
  s.add(person(drummer, stageY - headR * 5.6, headR, stageY, P.ink).markup)
  s.add(
    circle(
      drummer,
      stageY - headR * 2,
      headR * 2.2,
      P.night,
      ` stroke="${P.citrus}" stroke-width="${n(headR * 0.35)}"`,
    ),
    strokes(
      `M${n(drummer - headR * 4)} ${n(stageY)}V${n(stageY - headR * 6)}M${n(drummer + headR * 4)} ${n(stageY)}V${n(stageY - headR * 5)}`,
      P.ink,
      headR * 0.25,
    ),
    strokes(
      `M${n(drummer - headR * 5.4)} ${n(stageY - headR * 6.2)}h${n(headR * 2.8)}M${n(drummer + headR * 2.8)} ${n(stageY - headR * 5.2)}h${n(headR * 2.4)}`,
      P.citrus,
      headR * 0.35,
    ),
  )
  // Singer at the mic, guitarist with a sunset guitar.
  const voice = person(singer, stageY - headR * 7, headR, stageY, P.ink)
  const strings = person(guitarist, stageY - headR * 7, headR, stageY, P.ink)
  s.add(
    strokes(
      `M${n(singer + headR * 2.6)} ${n(stageY)}V${n(stageY - headR * 8)}l${n(-headR * 1.1)} ${n(-headR * 0.5)}`,
      P.ink,
      headR * 0.3,
    ),
    voice.markup,
    strokes(
      `M${n(voice.right[0])} ${n(voice.right[1])}L${n(singer + headR * 1.4)} ${n(stageY - headR * 8.4)}`,
      P.ink,
      headR * 0.7,
    ),
    strings.markup,
    ellipse(
      guitarist - headR * 0.4,
      stageY - headR * 3.6,
      headR * 1.6,
      headR * 1.25,
      P.sunset,
      ` transform="rotate(-25 ${n(guitarist)} ${n(stageY - headR * 3.6)})"`,
    ),
    strokes(
      `M${n(guitarist)} ${n(stageY - headR * 4)}l${n(headR * 3.6)} ${n(-headR * 2.2)}`,
      P.sunset,
      headR * 0.4,
    ),
  )
  s.add(rect(0, stageY, w, h * 0.04, P.ink))
  // Brunch table in the foreground, with guests at either end.
  const tableY = h * 0.7
  const top = `M${n(-w * 0.05)} ${n(h)}L${n(w * 0.12)} ${n(tableY)}H${n(w * 0.88)}L${n(w * 1.05)} ${n(h)}Z`
  s.add(
    path(
      top,
      s.linear([
        [0, '#ffe2c6'],
        [1, '#ffb38a'],
      ]),
    ),
  )
  for (let index = 0; index < 5; index++) {
    const px = w * (0.2 + index * 0.15)
    const py = tableY + h * rng.range(0.08, 0.2)
    const r = h * 0.05 * (0.8 + (py - tableY) / h)
    s.add(
      ellipse(px, py, r * 1.6, r * 0.7, P.white),
      ellipse(px, py, r * 1.1, r * 0.45, rng.pick([P.citrus, P.coral, P.sunset, P.lagoon]), opacity(0.85)),
    )
    s.add(rect(px + r * 1.8, py - r * 1.6, r * 0.45, r * 1.4, P.lilac, ` rx="${n(r * 0.15)}" opacity=".85"`))
  }
  crowd(s, rng, { y: h * 0.98, headR: h * 0.05, color: P.ink, spacing: 1.2, from: -w * 0.02, to: w * 0.2 })
  crowd(s, rng, { y: h * 0.98, headR: h * 0.05, color: P.ink, spacing: 1.2, from: w * 0.82, to: w * 1.05 })
}

function trophyPaths(cx: number, cy: number, size: number): { cup: string; handles: string; base: string } {
  const s = size
  return {
    cup: `M${n(cx - s * 0.5)} ${n(cy - s * 0.6)}H${n(cx + s * 0.5)}C${n(cx + s * 0.5)} ${n(cy + s * 0.05)} ${n(cx + s * 0.25)} ${n(cy + s * 0.3)} ${n(cx + s * 0.08)} ${n(cy + s * 0.35)}V${n(cy + s * 0.6)}H${n(cx - s * 0.08)}V${n(cy + s * 0.35)}C${n(cx - s * 0.25)} ${n(cy + s * 0.3)} ${n(cx - s * 0.5)} ${n(cy + s * 0.05)} ${n(cx - s * 0.5)} ${n(cy - s * 0.6)}Z`,
    handles: `M${n(cx - s * 0.48)} ${n(cy - s * 0.45)}C${n(cx - s * 0.85)} ${n(cy - s * 0.45)} ${n(cx - s * 0.8)} ${n(cy + s * 0.05)} ${n(cx - s * 0.32)} ${n(cy + s * 0.1)}M${n(cx + s * 0.48)} ${n(cy - s * 0.45)}C${n(cx + s * 0.85)} ${n(cy - s * 0.45)} ${n(cx + s * 0.8)} ${n(cy + s * 0.05)} ${n(cx + s * 0.32)} ${n(cy + s * 0.1)}`,
    base: `M${n(cx - s * 0.3)} ${n(cy + s * 0.6)}H${n(cx + s * 0.3)}L${n(cx + s * 0.38)} ${n(cy + s * 0.85)}H${n(cx - s * 0.38)}Z`,
  }
}

function drawTrophy(s: Svg, cx: number, cy: number, size: number): void {
  const gold = s.linear(
    [
      [0, P.cream],
      [0.35, P.citrus],
      [1, P.sunset],
    ],
    0,
    0,
    1,
    1,
  )
  const trophy = trophyPaths(cx, cy, size)
  s.add(
    strokes(trophy.handles, P.citrus, size * 0.08),
    path(trophy.cup, gold),
    path(trophy.base, gold),
    rect(cx - size * 0.45, cy + size * 0.85, size * 0.9, size * 0.18, P.night, ` rx="${n(size * 0.04)}"`),
    strokes(
      `M${n(cx - size * 0.32)} ${n(cy - size * 0.45)}Q${n(cx - size * 0.32)} ${n(cy - size * 0.05)} ${n(cx - size * 0.14)} ${n(cy + size * 0.12)}`,
      P.white,
      size * 0.05,
      opacity(0.6),
    ),
    path(star(cx, cy - size * 0.2, size * 0.16), P.white, opacity(0.9)),
  )
}

function star(cx: number, cy: number, r: number): string {
  let d = ''
  for (let index = 0; index < 10; index++) {
    const radius = index % 2 === 0 ? r : r * 0.45
    const angle = -Math.PI / 2 + (index * Math.PI) / 5
    d += `${index === 0 ? 'M' : 'L'}${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`
  }
  return `${d}Z`
}

function trophyScene(options: { raised?: boolean } = {}): Scene {
  return (s, rng) => {
    const mood = rng.pick(MOODS)
    const { w, h } = s
    backdrop(s, [P.ink, P.indigo, P.plum])
    const size = Math.min(w, h) * (options.raised ? 0.28 : 0.36)
    const cx = w / 2
    const cy = options.raised ? h * 0.24 : h * 0.46
    beams(
      s,
      rng,
      [
        [w * 0.1, 0],
        [w * 0.9, 0],
        [w * 0.5, 0],
      ],
      [mood.accents[0], mood.accents[1], P.cream],
      { length: h * 1.1, spread: 0.25, width: w * 0.14, strength: 0.4 },
    )
    glow(s, cx, cy, size * 2.6, P.citrus, 0.45)
    if (options.raised) {
      // The champion holding the trophy over their head, the crowd in front.
      confetti(s, rng, 150, [P.citrus, P.coral, P.cyan, P.white, P.magenta], { x: 0, y: 0, w, h })
      const headR = h * 0.058
      const champion = person(cx, h * 0.8, headR, h + 2, P.ink)
      const grip = cy + size * 1.02
      s.add(
        strokes(
          `M${n(champion.left[0])} ${n(champion.left[1])}L${n(cx - size * 0.42)} ${n(grip)}M${n(champion.right[0])} ${n(champion.right[1])}L${n(cx + size * 0.42)} ${n(grip)}`,
          P.ink,
          headR * 0.85,
        ),
        champion.markup,
      )
      drawTrophy(s, cx, cy, size)
      s.add(
        strokes(
          dots([
            [cx - size * 0.42, grip],
            [cx + size * 0.42, grip],
          ]),
          P.ink,
          headR * 1.1,
        ),
      )
      crowd(s, rng, {
        y: h * 0.95,
        headR: h * 0.04,
        color: P.night,
        arms: 0.6,
        from: -w * 0.05,
        to: cx - headR * 3,
      })
      crowd(s, rng, {
        y: h * 0.95,
        headR: h * 0.04,
        color: P.night,
        arms: 0.6,
        from: cx + headR * 3,
        to: w * 1.05,
      })
      return
    }
    s.add(
      path(
        `M${n(cx - size * 1.1)} ${n(cy + size * 1.03)}H${n(cx + size * 1.1)}L${n(cx + size * 0.95)} ${n(h)}H${n(cx - size * 0.95)}Z`,
        '#1d1650',
      ),
    )
    confetti(s, rng, 70, [P.citrus, P.coral, P.cyan, P.white], { x: 0, y: 0, w, h: h * 0.5 })
    drawTrophy(s, cx, cy, size)
  }
}

const podium: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.ink, P.plum, mood.sky[2]])
  beams(
    s,
    rng,
    [
      [w * 0.2, 0],
      [w * 0.5, 0],
      [w * 0.8, 0],
      [w * 0.35, 0],
      [w * 0.65, 0],
    ],
    mood.accents,
    { length: h, spread: 0.3, width: w * 0.07, strength: 0.35 },
  )
  const unit = Math.min(w / 5, h * 0.22)
  const steps: [number, number, string][] = [
    [w / 2 - unit * 1.5, 1.3, '2'],
    [w / 2 - unit * 0.5, 1.9, '1'],
    [w / 2 + unit * 0.5, 0.9, '3'],
  ]
  const base = h * 0.9
  for (const [x, height, label] of steps) {
    const top = base - unit * height
    s.add(
      rect(
        x,
        top,
        unit,
        unit * height,
        label === '1'
          ? s.linear([
              [0, P.citrus],
              [1, P.sunset],
            ])
          : '#2b2170',
      ),
    )
    s.add(
      text(x + unit / 2, top + unit * 0.55, label, {
        size: unit * 0.42,
        fill: label === '1' ? P.night : P.lilac,
        anchor: 'middle',
      }),
    )
    const headR = unit * 0.15
    const px = x + unit / 2
    const feet = top
    const shoulders = feet - headR * 6
    const finalist = person(px, shoulders, headR, feet - headR * 2.6, P.ink)
    const hands: [number, number][] = [
      [px - headR * 2.8, shoulders - headR * 4],
      [px + headR * 2.8, shoulders - headR * 4],
    ]
    s.add(
      strokes(
        `M${n(finalist.left[0])} ${n(finalist.left[1])}L${n(hands[0]![0])} ${n(hands[0]![1])}M${n(finalist.right[0])} ${n(finalist.right[1])}L${n(hands[1]![0])} ${n(hands[1]![1])}`,
        P.ink,
        headR * 0.8,
      ),
      strokes(
        `M${n(px - headR * 0.9)} ${n(feet - headR * 3)}V${n(feet)}M${n(px + headR * 0.9)} ${n(feet - headR * 3)}V${n(feet)}`,
        P.ink,
        headR * 1.1,
      ),
      finalist.markup,
    )
    if (label === '1') drawTrophy(s, hands[1]![0], hands[1]![1] - headR * 1.6, headR * 1.5)
  }
  s.add(rect(0, base, w, h - base, P.ink))
  confetti(s, rng, 130, [P.citrus, P.coral, P.cyan, P.white, P.violet], { x: 0, y: 0, w, h: h * 0.8 })
}

const pitchScreen: Scene = (s, rng) => {
  const mood = rng.pick(MOODS)
  const { w, h } = s
  backdrop(s, [P.ink, P.indigo, P.night])
  const screenW = Math.min(w * 0.66, h * 1.1)
  const screenH = screenW * 0.56
  const sx = w * 0.44 - screenW / 2
  const sy = h * 0.1
  glow(s, sx + screenW / 2, sy + screenH / 2, screenW * 0.8, mood.accents[0], 0.4)
  s.add(
    rect(
      sx,
      sy,
      screenW,
      screenH,
      s.linear(
        [
          [0, '#1d1656'],
          [1, P.grape],
        ],
        0,
        0,
        1,
        1,
      ),
      ` stroke="${P.lilac}" stroke-width="4"`,
    ),
  )
  // The app on screen: a header, a hero card with a waveform and a list.
  const pad = screenW * 0.05
  s.add(
    rect(sx + pad, sy + pad, screenW - pad * 2, screenH * 0.1, mood.accents[1], ` rx="${n(screenH * 0.03)}"`),
  )
  s.add(
    rect(
      sx + pad,
      sy + screenH * 0.22,
      screenW * 0.5,
      screenH * 0.62,
      s.linear(
        [
          [0, mood.accents[0]],
          [1, mood.accents[2]],
        ],
        0,
        0,
        1,
        1,
      ),
      ` rx="${n(screenH * 0.04)}"`,
    ),
  )
  s.add(
    strokes(
      wavePath(rng, sx + pad * 1.6, sy + screenH * 0.53, screenW * 0.38, screenH * 0.08, 12),
      P.white,
      6,
    ),
  )
  let list = ''
  for (let row = 0; row < 4; row++)
    list += `M${n(sx + screenW * 0.62)} ${n(sy + screenH * (0.28 + row * 0.15))}h${n(screenW * rng.range(0.18, 0.3))}`
  s.add(strokes(list, P.cream, screenH * 0.06, opacity(0.8)))
  // The presenter with a mic, then the audience from behind.
  const px = Math.min(sx + screenW + w * 0.08, w * 0.9)
  const headR = h * 0.045
  const presenter = person(px, h * 0.5, headR, h * 0.86, P.ink)
  s.add(
    strokes(
      `M${n(presenter.left[0])} ${n(presenter.left[1])}L${n(px - headR * 4.2)} ${n(h * 0.4)}`,
      P.ink,
      headR * 0.8,
    ),
    strokes(
      `M${n(presenter.right[0])} ${n(presenter.right[1])}L${n(px + headR * 0.6)} ${n(h * 0.5 - headR * 1.2)}`,
      P.ink,
      headR * 0.8,
    ),
    presenter.markup,
    rect(0, h * 0.84, w, h * 0.03, '#2b2170'),
  )
  crowd(s, rng, { y: h * 0.9, headR: h * 0.03, color: P.indigo, spacing: 1 })
  crowd(s, rng, { y: h * 1.0, headR: h * 0.05, color: P.ink, spacing: 1.05, arms: 0.15 })
}

const phoneInHand: Scene = (s, rng) => {
  const { w, h } = s
  festivalStage({ asBackground: true })(s, rng)
  s.add(rect(0, 0, w, h, P.night, opacity(0.5)))
  const mood = rng.pick(MOODS)
  const phoneH = h * 0.66
  const phoneW = phoneH * 0.5
  const x = w * rng.range(0.56, 0.66) - phoneW / 2
  const y = h * 0.12
  // Forearm and palm behind the phone.
  s.add(
    strokes(
      `M${n(x + phoneW * 0.9)} ${n(h * 1.1)}L${n(x + phoneW * 0.55)} ${n(y + phoneH * 0.85)}`,
      P.ink,
      phoneW * 0.42,
    ),
    ellipse(x + phoneW * 0.5, y + phoneH * 0.78, phoneW * 0.6, phoneH * 0.2, P.ink),
  )
  s.add(
    rect(
      x,
      y,
      phoneW,
      phoneH,
      '#1c1544',
      ` rx="${n(phoneW * 0.14)}" stroke="${P.lilac}" stroke-opacity=".5" stroke-width="3"`,
    ),
  )
  const inset = phoneW * 0.05
  const screenX = x + inset
  const screenY = y + inset
  const screenW = phoneW - inset * 2
  const screenH = phoneH - inset * 2
  s.add(
    rect(
      screenX,
      screenY,
      screenW,
      screenH,
      s.linear([
        [0, P.plum],
        [1, P.night],
      ]),
      ` rx="${n(phoneW * 0.1)}"`,
    ),
  )
  // The festival's app, with the buildathon app featured inside it.
  s.add(rect(screenX, screenY, screenW, screenH * 0.14, mood.accents[0], ` rx="${n(phoneW * 0.1)}"`))
  s.add(
    rect(
      screenX + screenW * 0.08,
      screenY + screenH * 0.2,
      screenW * 0.84,
      screenH * 0.34,
      s.linear(
        [
          [0, mood.accents[1]],
          [1, mood.accents[2]],
        ],
        0,
        0,
        1,
        1,
      ),
      ` rx="${n(screenW * 0.06)}"`,
    ),
  )
  bars(s, rng, screenX + screenW * 0.14, screenY + screenH * 0.5, screenW * 0.72, screenH * 0.2, 12, P.white)
  let rows = ''
  for (let row = 0; row < 4; row++)
    rows += `M${n(screenX + screenW * 0.12)} ${n(screenY + screenH * (0.62 + row * 0.08))}h${n(screenW * rng.range(0.4, 0.7))}`
  s.add(strokes(rows, P.lilac, screenH * 0.03, opacity(0.7)))
  // Fingers curled over the right edge, thumb on the left.
  let fingers = ''
  for (let finger = 0; finger < 3; finger++)
    fingers += `M${n(x + phoneW * 1.1)} ${n(y + phoneH * (0.55 + finger * 0.09))}h${n(-phoneW * 0.14)}`
  s.add(
    strokes(fingers, P.ink, phoneW * 0.085),
    strokes(
      `M${n(x - phoneW * 0.08)} ${n(y + phoneH * 0.8)}L${n(x + phoneW * 0.04)} ${n(y + phoneH * 0.64)}`,
      P.ink,
      phoneW * 0.09,
    ),
  )
}

// Gallery photo file names start with the kind of scene they show.
export const PHOTO_SCENES: Record<string, Scene> = {
  stage: festivalStage({ lasers: false }),
  crowd: festivalCrowd(),
  laptops: laptopsHall(),
  keyboard: keyboardCloseUp(),
  dj: djBooth,
  brunch: brunchStage,
  trophy: trophyScene(),
  pitch: pitchScreen,
  stickies: stickyWall,
  matching: matchingBoard(),
  phone: phoneInHand,
  huddle: teamHuddle,
  countdown,
  podium,
}

export const TIMELINE_SCENES: Record<string, readonly Scene[]> = {
  'team-formation': [matchingBoard(), teamHuddle, stickyWall, laptopsHall(), matchingBoard({ dense: true })],
  buildathon: [
    laptopsHall(),
    keyboardCloseUp(),
    countdown,
    laptopsHall({ mentor: true }),
    keyboardCloseUp({ late: true }),
  ],
  'demo-day': [brunchStage],
  'outside-lands': [
    festivalStage(),
    phoneInHand,
    festivalCrowd(),
    djBooth,
    festivalStage({ lasers: true }),
    festivalCrowd({ far: true }),
  ],
  awards: [
    trophyScene(),
    podium,
    festivalStage({ confetti: true }),
    pitchScreen,
    festivalCrowd(),
    trophyScene({ raised: true }),
  ],
}
export const ANY_SCENE: readonly Scene[] = Object.values(PHOTO_SCENES)

export const PHOTO_SIZES: readonly [number, number][] = [
  [1600, 1067],
  [1200, 1500],
  [1600, 900],
]

export function photoFile(src: string, scene: Scene, width: number, height: number): string {
  const s = new Svg(width, height)
  scene(s, new Rng(src))
  return s.render()
}
