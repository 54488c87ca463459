import { createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { mediaQueries, motionMs, PAGE_BACKGROUND_COLOR } from './tokens'

const ms = (value: number) => `${value}ms`

export const vars = createGlobalTheme(':root', {
  color: {
    night: PAGE_BACKGROUND_COLOR,
    surface: '#151033',
    surfaceRaised: '#211a4d',
    line: '#3a3170',
    // The edge of a control or a scrollbar thumb: 3:1 or more against night, surface and surfaceRaised (WCAG 1.4.11).
    controlBorder: '#8377c4',
    text: '#f6f2ff',
    textMuted: '#c3bbe3',
    textOnAccent: '#120c2c',
    coral: '#ff5a7a',
    magenta: '#ff4fb0',
    violet: '#a78bfa',
    violetDeep: '#6d3df2',
    lagoon: '#2ee6f0',
    sunset: '#ff9447',
    citrus: '#ffd23f',
    success: '#3ee08f',
    danger: '#ff6b81',
    focus: '#ffd23f',
    scrim: 'rgba(6, 4, 20, 0.88)',
    overlay: 'rgba(11, 8, 32, 0.72)',
  },
  gradient: {
    sunset: 'linear-gradient(135deg, #ff9447 0%, #ff4fb0 100%)',
    ultraviolet: 'linear-gradient(135deg, #a78bfa 0%, #6d3df2 100%)',
    lagoon: 'linear-gradient(135deg, #2ee6f0 0%, #6d8cff 100%)',
    ember: 'linear-gradient(135deg, #ff5a7a 0%, #ff9447 100%)',
    citrus: 'linear-gradient(135deg, #ffd23f 0%, #3ee08f 100%)',
    stage: 'radial-gradient(120% 80% at 50% 0%, #3b1f8f 0%, #0b0820 60%)',
    brand: 'linear-gradient(90deg, #ff9447 0%, #ff4fb0 45%, #a78bfa 100%)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Arial Black", "Helvetica Neue", system-ui, -apple-system, "Segoe UI", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    // Phones get the minimum, which text-only zoom doubles; the maximum is reached by half a wide
    // window's width, so browser zoom, which halves the CSS width, doubles headings too.
    xl: 'clamp(1.5rem, 0.25rem + 4vw, 2rem)',
    xxl: 'clamp(2rem, 0.5rem + 6vw, 3.25rem)',
    hero: 'clamp(2rem, 0.25rem + 7.5vw, 3.75rem)',
  },
  lineHeight: { tight: '1.1', snug: '1.3', body: '1.6' },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3.5rem, 2.5rem + 4vw, 6.5rem)',
    gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2.5rem)',
  },
  size: {
    content: '72rem',
    prose: '42rem',
    target: '2.75rem',
    targetMin: '1.5rem',
    focusWidth: '3px',
    focusOffset: '3px',
    border: '1px',
    navbarHeight: '4rem',
  },
  radius: { sm: '0.5rem', md: '0.875rem', lg: '1.5rem', pill: '999px' },
  shadow: {
    card: '0 1px 0 rgba(255,255,255,0.06) inset, 0 18px 40px -24px rgba(0,0,0,0.8)',
    glow: '0 0 0 1px rgba(167,139,250,0.4), 0 20px 60px -20px rgba(255,79,176,0.55)',
  },
  motion: {
    fast: ms(motionMs.fast),
    base: ms(motionMs.base),
    slow: ms(motionMs.slow),
    crossFade: ms(motionMs.crossFade),
    ease: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  zIndex: { raised: '2', overlay: '10', toast: '50' },
})

// Reduced motion collapses every duration token at once, so no component has to remember to.
globalStyle(':root', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.base]: '0ms',
        [vars.motion.slow]: '0ms',
        [vars.motion.crossFade]: '0ms',
      },
    },
  },
})

export const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
} as const

/**
 * Room for the focus ring inside a container that clips (a sideways scroller clips both ways):
 * as padding, and as scroll padding so snapping keeps that room clear.
 */
export const focusRingRoom = `calc(${vars.size.focusWidth} + ${vars.size.focusOffset})`
