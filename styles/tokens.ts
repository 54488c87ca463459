// Values the theme contract and the behaviour code share. Nothing outside styles/ writes a
// colour, a pixel breakpoint or a duration literal.
export const MOBILE_BREAKPOINT_PX = 768

/** The page's background, which the browser's theme-color matches. */
export const PAGE_BACKGROUND_COLOR = '#0b0820'

const desktopWidth = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`
export const mediaQueries = {
  desktop: `screen and ${desktopWidth}`,
  /** The same breakpoint as an image's `sizes` condition, which takes no media type. */
  desktopWidth,
  mobile: `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  hover: '(hover: hover) and (pointer: fine)',
} as const

export const motionMs = {
  fast: 150,
  base: 250,
  slow: 600,
  crossFade: 1000,
  statStagger: 100,
} as const

/** A second submit this soon after the first is the rest of a double click, not a new one. */
export const DOUBLE_CLICK_MS = 500

/** How long the pointer rests on a card before its details are previewed: passing over one does not swap them. */
export const HOVER_PREVIEW_DELAY_MS = 300
