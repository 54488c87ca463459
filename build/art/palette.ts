// The sample art's palette, and the moods its scenes pick from.

export const P = {
  ink: '#07051a',
  night: '#0b0820',
  indigo: '#161040',
  plum: '#2a1660',
  grape: '#45207f',
  coral: '#ff4d6d',
  magenta: '#ff2e93',
  violet: '#8b5cf6',
  lilac: '#c4b5fd',
  cyan: '#22d3ee',
  lagoon: '#14b8a6',
  sunset: '#ff8a3d',
  citrus: '#facc15',
  cream: '#fff3e2',
  white: '#ffffff',
} as const

export interface Mood {
  sky: [string, string, string]
  accents: [string, string, string]
}

export const MOODS: readonly Mood[] = [
  { sky: [P.ink, P.plum, P.magenta], accents: [P.magenta, P.violet, P.cyan] },
  { sky: [P.night, P.grape, P.coral], accents: [P.coral, P.sunset, P.citrus] },
  { sky: [P.ink, P.indigo, P.violet], accents: [P.cyan, P.lagoon, P.violet] },
  { sky: [P.night, P.plum, P.sunset], accents: [P.sunset, P.magenta, P.citrus] },
  { sky: [P.ink, '#1b1558', P.lagoon], accents: [P.lagoon, P.cyan, P.magenta] },
]

export const ACCENT_PAIRS: readonly [string, string][] = [
  [P.coral, P.violet],
  [P.cyan, P.violet],
  [P.sunset, P.magenta],
  [P.lagoon, P.indigo],
  [P.magenta, P.citrus],
  [P.violet, P.cyan],
  [P.citrus, P.coral],
  [P.magenta, P.violet],
  [P.sunset, P.grape],
  [P.cyan, P.lagoon],
]

export const SKIN_TONES = ['#f6d3b8', '#e9b48f', '#c98d63', '#a66a44', '#7d4c2f', '#5b3520'] as const
