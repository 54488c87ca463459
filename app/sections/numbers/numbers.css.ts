import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'

// `minmax(0, 1fr)`: a track never grows to fit its number, so the row never runs off the screen.
// From a tablet up, as many columns as hold a card of 10.5rem, five at full width.
export const grid = style([
  plainList,
  { display: 'grid', gap: vars.space.md },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))' },
  }),
])

export const card = style({
  containerType: 'inline-size',
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.md,
  minHeight: '11rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
  transition: `opacity ${vars.motion.slow} ${vars.motion.ease}, transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: {
    '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' },
    '[data-reveal="hidden"] &': { opacity: 0, transform: 'translateY(24px)' },
  },
  '@media': {
    [mediaQueries.desktop]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } },
  },
})

export const number = style({
  fontFamily: vars.font.display,
  // Never wider than its card: '200K+' is about 3.5em wide in the display face.
  fontSize: 'min(clamp(2.5rem, 2rem + 2vw, 3.5rem), 24cqi)',
  lineHeight: 1,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
})

export const gradient = styleVariants(vars.gradient, (value) => ({ backgroundImage: value }))

export const label = style({ whiteSpace: 'pre-line', color: vars.color.textMuted, fontWeight: 600 })

export const quote = style({
  margin: 0,
  marginTop: vars.space.xxl,
  paddingLeft: vars.space.lg,
  borderLeft: `4px solid ${vars.color.magenta}`,
  maxWidth: vars.size.prose,
})
export const quoteText = style({
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.snug,
})
export const quoteCite = style({
  display: 'block',
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontStyle: 'normal',
})
